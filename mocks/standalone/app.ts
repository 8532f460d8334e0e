import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse } from 'msw';
import type { Server as SocketServer } from 'socket.io';
import { API_CACHE_CONTROL } from '@/contract/endpoint';
import { handlers } from '../handlers';
import { QA_PREFIX } from '../qa/paths';
import { canonicalTarget, corsHeaders, hostAllowed, originAllowed, qaRefusal, SERVED_METHODS } from './access';
import { apiBodyLimit, BodyTooLarge, QA_BODY_LIMIT_BYTES, readBodyCapped } from './body';
import { attachChatSocket } from './chat-io';
import { qaAnswer, REPORTS_PATH, REPORT_BODY_LIMIT_BYTES } from './qa-routes';

export interface MockServerOptions {
  port: number;
  host: string;
  /** Origins allowed on top of localhost / 127.0.0.1 (MOCK_CORS_ORIGINS). */
  corsOrigins: readonly string[];
  /** Host names answered on top of localhost, 127.0.0.1 and [::1] (MOCK_ALLOWED_HOSTS); any other Host gets 403. */
  allowedHosts: readonly string[];
  /** With a token, QA endpoints need `Authorization: Bearer <token>` (from anywhere); without, loopback only. */
  qaToken?: string;
  /** Runs after every change of the database (MOCK_DB_FILE saves it). */
  onDbChanged?: () => void;
}

export interface RunningMockServer {
  server: Server;
  io: SocketServer;
  /** http://host:port with the port actually bound (port 0 picks a free one). */
  url: string;
  close: () => Promise<void>;
}

/**
 * Every answer of this server is a member's data or the database's: none is kept by a browser or a proxy.
 * Lowercase, as the handlers' Response names it: one header, never two.
 */
const NOT_CACHED = { 'cache-control': API_CACHE_CONTROL };

function send(res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { ...headers, ...NOT_CACHED, 'Content-Type': 'application/json' });
  res.end(body);
}

/**
 * 413. The rest of the body is read and dropped (never kept), so the client gets the answer instead of a broken
 * pipe; a client still sending after a few seconds is cut off.
 */
function tooLarge(req: IncomingMessage, res: ServerResponse, headers: Record<string, string>): void {
  req.resume();
  const cutOff = setTimeout(() => req.socket.destroy(), 5_000);
  cutOff.unref();
  req.once('end', () => clearTimeout(cutOff));
  req.socket.once('close', () => clearTimeout(cutOff));
  send(res, 413, JSON.stringify({ message: 'PAYLOAD_TOO_LARGE' }), headers);
}

async function answerApi(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  body: Buffer | undefined,
  cors: Record<string, string>,
) {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(key, value);
    else if (Array.isArray(value)) value.forEach((item) => headers.append(key, item));
  }
  const request = new Request(url, { method: req.method, headers, body: body && new Uint8Array(body) });
  const response = await getResponse(handlers, request);
  if (!response) return send(res, 404, JSON.stringify({ message: 'NO_DATA' }), cors);
  if (response.type === 'error') {
    req.socket.destroy(); // an injected network error: the client sees a dropped connection
    return;
  }
  const out: Record<string, string> = { ...cors };
  response.headers.forEach((value, key) => {
    out[key] = value;
  });
  res.writeHead(response.status, { ...out, ...NOT_CACHED });
  res.end(Buffer.from(await response.arrayBuffer()));
}

/** The mocked backend over real HTTP plus its chat socket; `npm run mock:server` runs it from mocks/server.ts. */
export function createMockServer(options: MockServerOptions): Promise<RunningMockServer> {
  const dbChanged = options.onDbChanged ?? (() => undefined);

  const server = createServer((req, res) => {
    const origin = req.headers.origin;
    const cors = corsHeaders(origin, options.corsOrigins);
    void (async () => {
      if (!hostAllowed(req.headers.host, options.allowedHosts))
        return send(res, 403, JSON.stringify({ message: 'HOST_NOT_ALLOWED' }), cors);
      if (!originAllowed(origin, options.corsOrigins))
        return send(res, 403, JSON.stringify({ message: 'ORIGIN_NOT_ALLOWED' }), cors);
      if (!canonicalTarget(req.url))
        return send(res, 400, JSON.stringify({ message: 'REQUEST_TARGET_NOT_CANONICAL' }), cors);
      if (!SERVED_METHODS.includes(req.method ?? ''))
        return send(res, 405, JSON.stringify({ message: 'METHOD_NOT_ALLOWED' }), {
          ...cors,
          Allow: SERVED_METHODS.join(', '),
        });
      if (req.method === 'OPTIONS') {
        res.writeHead(204, { ...cors, ...NOT_CACHED }).end();
        return;
      }
      const url = new URL(req.url ?? '/', 'http://mock.local');
      // Exactly the prefix as written: /__MOCK/db or /api/x/__mock/db is an ordinary path (404).
      const qa = url.pathname.startsWith(QA_PREFIX);
      // The app posts field signals with sendBeacon, which cannot carry the QA token: posting needs none.
      const report = req.method === 'POST' && url.pathname === REPORTS_PATH;
      if (qa && !report) {
        const refusal = qaRefusal(req, options.qaToken);
        if (refusal)
          return send(res, refusal, JSON.stringify({ message: refusal === 401 ? 'UNAUTHORIZED' : 'FORBIDDEN' }), cors);
      }
      const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
      const limit = qa
        ? report
          ? REPORT_BODY_LIMIT_BYTES
          : QA_BODY_LIMIT_BYTES
        : apiBodyLimit(req.method, url.pathname);
      const body = hasBody ? await readBodyCapped(req, limit) : undefined;
      if (qa) {
        const client = req.socket.remoteAddress ?? '';
        const answer = qaAnswer(req.method ?? 'GET', url.pathname, body?.toString() ?? '', dbChanged, client);
        return send(res, answer.status, answer.body, cors);
      }
      await answerApi(req, res, url, body, cors);
      if (hasBody) dbChanged();
    })().catch((error: unknown) => {
      if (error instanceof BodyTooLarge) return tooLarge(req, res, cors);
      console.error('[mock-server]', error);
      if (!res.headersSent) send(res, 500, JSON.stringify({ message: 'INTERNAL_SERVER_ERROR' }), cors);
    });
  });
  const io = attachChatSocket(server, options);

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      const { port } = server.address() as AddressInfo;
      const host = options.host.includes(':') ? `[${options.host}]` : options.host;
      resolve({
        server,
        io,
        url: `http://${host}:${port}`,
        close: () =>
          new Promise<void>((done) => {
            void io.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}

/**
 * The mocked backend as a real HTTP server (npm run mock:server): the same handlers as the
 * browser worker, for a VITE_API_MOCKS=false build pointed at it, curl, or a phone on the LAN.
 *
 *   MOCK_PORT=8787            port (default 8787)
 *   MOCK_HOST=0.0.0.0         interface (default 127.0.0.1)
 *   MOCK_DB_FILE=mock-db.json keep the database in this JSON file instead of memory
 *
 * QA endpoints: GET|POST /__mock/scenario, POST /__mock/reset, GET|POST|DELETE /__mock/faults, GET /__mock/log,
 * GET|PUT /__mock/db (the whole database as JSON: save a state, or load one, e.g. a long chat history).
 * The chat socket is a real socket.io server on the same port (set VITE_CHAT_SOCKET_URL=http://<host>:<port>
 * in the app build); the scripted support agent answers into the rooms as it does in the browser mock.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { getResponse } from 'msw';
import { Server as SocketServer } from 'socket.io';
import { setRoomTransport } from './chat-socket';
import { exportDb, importDb, resetDb } from './db';
import { handlers } from './handlers';
import { addFault, clearFaults, listFaults, type Fault } from './qa/faults';
import { requestLog } from './qa/request-log';
import { getScenario, setScenario, type Scenario } from './scenarios';

const port = Number(process.env.MOCK_PORT ?? 8787);
const host = process.env.MOCK_HOST ?? '127.0.0.1';
const dbFile = process.env.MOCK_DB_FILE;

if (dbFile && existsSync(dbFile)) importDb(readFileSync(dbFile, 'utf8'));

function cors(req: IncomingMessage, res: ServerResponse): void {
  // Any origin may call the mock (the dev server, a preview build, a phone on the LAN); no cookies are used.
  res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
  res.setHeader('Vary', 'Origin');
  res.setHeader('Access-Control-Allow-Methods', 'GET,POST,PUT,DELETE,OPTIONS');
  res.setHeader('Access-Control-Allow-Headers', 'Authorization,Content-Type,X-Requested-With');
  res.setHeader('Access-Control-Max-Age', '600');
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function admin(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
  if (path === '/__mock/db') {
    if (req.method === 'PUT') {
      try {
        importDb((await readBody(req)).toString());
      } catch {
        return sendJson(res, 400, { message: 'KEY_INVALID' });
      }
      if (dbFile) writeFileSync(dbFile, exportDb());
    }
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(exportDb());
    return;
  }
  const body = req.method === 'POST' ? (JSON.parse((await readBody(req)).toString() || '{}') as unknown) : null;
  if (path === '/__mock/scenario') {
    if (req.method === 'POST') setScenario(body as Partial<Scenario>);
    return sendJson(res, 200, getScenario());
  }
  if (path === '/__mock/reset' && req.method === 'POST') {
    resetDb();
    return sendJson(res, 200, { ok: true });
  }
  if (path === '/__mock/faults') {
    if (req.method === 'POST') addFault(body as Omit<Fault, 'id'>);
    if (req.method === 'DELETE') clearFaults();
    return sendJson(res, 200, listFaults());
  }
  if (path === '/__mock/log') return sendJson(res, 200, requestLog());
  return sendJson(res, 404, { message: 'NO_DATA' });
}

const server = createServer((req, res) => {
  void (async () => {
    cors(req, res);
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? `${host}:${port}`}`);
    if (url.pathname.startsWith('/__mock/')) return admin(req, res, url.pathname);

    const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : new Uint8Array(await readBody(req));
    const headers = new Headers();
    for (const [key, value] of Object.entries(req.headers)) {
      if (typeof value === 'string') headers.set(key, value);
      else if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
    }
    const request = new Request(url, { method: req.method, headers, body });
    const response = await getResponse(handlers, request);
    if (!response) return sendJson(res, 404, { message: 'NO_DATA' });
    if (response.type === 'error') {
      req.socket.destroy(); // an injected network error: the client sees a dropped connection
      return;
    }
    const out: Record<string, string> = {};
    response.headers.forEach((value, key) => {
      out[key] = value;
    });
    res.writeHead(response.status, out);
    res.end(Buffer.from(await response.arrayBuffer()));
    if (dbFile && req.method !== 'GET') writeFileSync(dbFile, exportDb());
  })().catch((error: unknown) => {
    console.error('[mock-server]', error);
    if (!res.headersSent) sendJson(res, 500, { message: 'INTERNAL_SERVER_ERROR' });
  });
});

// Chat: clients `join` a room (prefix + user or guest id); the agent's replies arrive as `messaging`.
const io = new SocketServer(server, { cors: { origin: true } });
io.on('connection', (socket) => {
  socket.on('join', (room: unknown) => {
    if (typeof room === 'string' && room) void socket.join(room);
  });
  socket.on('leave', (room: unknown) => {
    if (typeof room === 'string') void socket.leave(room);
  });
});
setRoomTransport((room, message) => {
  io.to(room).emit('messaging', message);
  return io.sockets.adapter.rooms.get(room)?.size ?? 0;
});

server.listen(port, host, () => {
  console.log(`[mock-server] mocked backend on http://${host}:${port} (state ${dbFile ? `in ${dbFile}` : 'in memory'})`);
});

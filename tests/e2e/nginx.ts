/**
 * Debian's nginx serving a members' build through the configuration the build wrote (tests/nginx-prefix.mjs). Only
 * the listen port and the backend address are changed (the build bakes 8080 and 127.0.0.1:8787 in; the test takes a
 * free port and the suite's mock server).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { get as httpsGet } from 'node:https';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { listenLines, redirectServer } from '../../vite-plugins/server-config';
import { nginxPrefix } from '../nginx-prefix.mjs';
import { serverBuildAvailable } from './environment';
import { HOST } from './provided';
import { freePort } from './servers';

/** True when an `nginx` binary runs here. */
export function nginxInstalled(): boolean {
  return spawnSync('nginx', ['-v'], { stdio: 'ignore' }).status === 0;
}

/** The members' build nginx serves (E2E_MEMBERS_DIST names another). */
export const MEMBERS_SITE = path.join(
  fileURLToPath(new URL('../..', import.meta.url)),
  process.env.E2E_MEMBERS_DIST || 'dist-members',
);

/** Why the files that go through nginx cannot run here ('' when they can); on CI a missing nginx is an error. */
export function nginxUnavailable(): string {
  if (!serverBuildAvailable()) return 'the standalone mock server is not running (dist-nomock/ not built)';
  if (!existsSync(path.join(MEMBERS_SITE, 'nginx.conf')))
    return `${MEMBERS_SITE}/nginx.conf missing (run "npm run build:members")`;
  if (!nginxInstalled()) {
    if (process.env.CI) throw new Error('[e2e] nginx is not installed (.ci/run installs it)');
    return 'nginx is not installed (apt-get install nginx)';
  }
  return '';
}

export interface Nginx {
  url: string;
  /** With `httpRedirect`: the plain-HTTP address that sends every request to `url`. */
  httpUrl?: string;
  /** What the configuration's access log (access.log in the prefix) holds so far. */
  accessLog: () => string;
  stop: () => Promise<void>;
}

/** Why no certificate can be made here ('' when openssl runs); on CI a missing openssl is an error. */
export function opensslUnavailable(): string {
  if (spawnSync('openssl', ['version'], { stdio: 'ignore' }).status === 0) return '';
  if (process.env.CI) throw new Error('[e2e] openssl is not installed (.ci/run installs it)');
  return 'openssl is not installed (apt-get install openssl)';
}

/** GET `url`, trusting `ca` for https; resolves with the status (0 when nothing answers). */
function statusOf(url: string, ca?: Buffer): Promise<number> {
  return new Promise((resolve) => {
    const done = (res: { statusCode?: number; resume: () => void }) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    };
    const req = ca ? httpsGet(url, { ca }, done) : request(url, done).end();
    req.on('error', () => resolve(0));
  });
}

/**
 * nginx with the build's nginx.conf in a fresh prefix. With `tls`, the listen lines are the build's own for a
 * site given SERVER_TLS_CERT and SERVER_TLS_KEY (listenLines: TLS and HTTP/2); the url is then https.
 */
export async function startNginx(
  site: string,
  backend: URL,
  { tls, httpRedirect = false }: { tls?: { cert: string; key: string }; httpRedirect?: boolean } = {},
): Promise<Nginx> {
  const port = await freePort();
  const httpRedirectPort = tls && httpRedirect ? await freePort() : null;
  const bound = (line: string) => line.replace(/^(\s*listen )(\d+)/, `$1${HOST}:$2`);
  const { prefix, args } = nginxPrefix({
    tag: 'e2e',
    site,
    listen: () =>
      listenLines({ port, tls: tls ?? null })
        .map(bound)
        .join('\n    '),
    backendHost: backend.host,
    extraServers: redirectServer({ port, tls: tls ?? null, httpRedirectPort })
      .split('\n')
      .map(bound)
      .join('\n'),
  });
  const child: ChildProcess = spawn('nginx', args, {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const errorLog = () => {
    try {
      return readFileSync(path.join(prefix, 'error.log'), 'utf8');
    } catch {
      return '';
    }
  };
  const url = `${tls ? 'https' : 'http'}://${HOST}:${port}`;
  const ca = tls ? readFileSync(tls.cert) : undefined;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(prefix, { recursive: true, force: true });
  };
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) {
      const log = `${output}\n${errorLog()}`;
      await stop();
      throw new Error(`[e2e] nginx exited (${child.exitCode}):\n${log}`);
    }
    if ((await statusOf(`${url}/index.html`, ca)) === 200)
      return {
        url,
        ...(httpRedirectPort ? { httpUrl: `http://${HOST}:${httpRedirectPort}` } : {}),
        stop,
        accessLog: () => readFileSync(path.join(prefix, 'access.log'), 'utf8'),
      };
    if (Date.now() > deadline) {
      const log = `${output}\n${errorLog()}`;
      await stop();
      throw new Error(`[e2e] nginx did not answer at ${url} within 15 s:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface RawAnswer {
  status: number;
  headers: Headers;
  text: string;
}

/**
 * One request with `target` sent byte for byte as the request line's target (fetch would normalise it first), as
 * a hostile client sends it; the answer's status, headers and text.
 */
export function rawRequest(
  base: string,
  target: string,
  options: { method?: string; headers?: Record<string, string>; body?: Buffer } = {},
): Promise<RawAnswer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request(
      { hostname, port, path: target, method: options.method ?? 'GET', headers: options.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(res.headers))
            if (typeof value === 'string') headers.set(name, value);
          resolve({ status: res.statusCode ?? 0, headers, text: Buffer.concat(chunks).toString() });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/** A multipart body of one file (field `file`), as the app uploads a slip or a chat file. */
export function multipart(name: string, type: string, bytes: number, head = Buffer.alloc(0)) {
  const file = Buffer.alloc(bytes);
  head.copy(file);
  const boundary = 'e2e-nginx-boundary';
  const start = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    body: Buffer.concat([Buffer.from(start), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

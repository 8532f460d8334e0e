/** The e2e suite's server processes: vite previews of the builds and the standalone mock API (global-setup.ts). */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mockServerEntry } from '../support/mock-server-bundle';
import { HOST } from './provided';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const STARTUP_TIMEOUT_MS = 30_000;

export function log(message: string): void {
  console.log(`[e2e] ${message}`);
}

export function portFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) {
    throw new Error(`[e2e] ${name}=${raw} is not a valid TCP port`);
  }
  return port;
}

/** A port nothing listens on at the moment, picked by the system. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, HOST, () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Resolves when nothing listens on host:port, rejects with a clear message otherwise. */
export function assertPortFree(port: number, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') {
        reject(
          new Error(
            `[e2e] Port ${port} on ${HOST} is already in use, so the ${what} preview server cannot start. ` +
              `Stop whatever listens there (e.g. a running "npm run preview": lsof -i :${port}) ` +
              `or choose another port${what === 'dist/' ? ' with E2E_PORT=<port>' : ' with E2E_LAOS_PORT=<port>'}.`,
          ),
        );
      } else {
        reject(new Error(`[e2e] Cannot probe port ${port} on ${HOST}: ${error.message}`));
      }
    });
    probe.listen({ port, host: HOST, exclusive: true }, () => probe.close(() => resolve()));
  });
}

function viteBin(): string {
  const require = createRequire(path.join(repoRoot, 'package.json'));
  const pkgPath = require.resolve('vite/package.json');
  return path.join(path.dirname(pkgPath), 'bin', 'vite.js');
}

export interface PreviewServer {
  url: string;
  child: ChildProcess;
  output: () => string;
  /** The URL polled until it answers 2xx (default: url + '/'). */
  probe?: string;
}

const running = new Set<ChildProcess>();

export function killAll(): void {
  for (const child of running) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  }
}
// If vitest dies (Ctrl-C, crash) the preview servers must not outlive it.
process.once('exit', killAll);

async function waitUntilAnswering(server: PreviewServer, what: string): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  let lastError = '';
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      throw new Error(
        `[e2e] The ${what} preview server exited early (code ${server.child.exitCode ?? server.child.signalCode}).\n` +
          server.output(),
      );
    }
    try {
      const response = await fetch(server.probe ?? `${server.url}/`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
      lastError = `HTTP ${response.status}`;
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(
    `[e2e] The ${what} preview server did not answer at ${server.url} within ${STARTUP_TIMEOUT_MS / 1000}s ` +
      `(last error: ${lastError}).\n${server.output()}`,
  );
}

export async function startPreview(outDir: string, port: number): Promise<PreviewServer> {
  // Same as `npx vite preview --outDir <dir> --port <port> --strictPort --host 127.0.0.1`,
  // but with the local vite binary run directly so the process we stop is the server itself.
  const args = [viteBin(), 'preview', '--outDir', outDir, '--port', String(port), '--strictPort', '--host', HOST];
  return startServer(`${outDir}/`, port, args);
}

/** The standalone mock backend (npm run mock:server) for the build made with mocks off. */
export async function startMockApi(port: number): Promise<PreviewServer> {
  return startServer(
    'mock API server',
    port,
    [await mockServerEntry()],
    { MOCK_PORT: String(port), MOCK_HOST: HOST },
    '/api/lookup/active',
  );
}

async function startServer(
  what: string,
  port: number,
  args: string[],
  extraEnv: Record<string, string> = {},
  probePath?: string,
): Promise<PreviewServer> {
  await assertPortFree(port, what);
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1', ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let output = '';
  const collect = (chunk: Buffer): void => {
    output = (output + chunk.toString()).slice(-8_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const server: PreviewServer = {
    url: `http://${HOST}:${port}`,
    probe: probePath ? `http://${HOST}:${port}${probePath}` : undefined,
    child,
    output: () => (output.trim() ? `--- vite preview output ---\n${output.trim()}` : '(vite preview printed nothing)'),
  };
  await waitUntilAnswering(server, what);
  log(`serving ${what} at ${server.url}`);
  return server;
}

export async function stopPreview(server: PreviewServer): Promise<void> {
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

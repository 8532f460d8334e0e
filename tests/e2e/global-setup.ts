/**
 * Global setup of the e2e suite (runs once per `npm run test:e2e`, in the main vitest process).
 *
 * - builds dist/ with `npm run build` when it is missing;
 * - serves dist/ with ONE `vite preview` on 127.0.0.1:$E2E_PORT (default 4173);
 * - serves dist-laos/ with a second preview on 127.0.0.1:$E2E_LAOS_PORT (default 4174) when it exists;
 * - hands the URLs to the tests (inject('e2eBaseUrl') / inject('e2eLaosBaseUrl'))
 *   and stops the servers in teardown.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { DEFAULT_PORT, HOST, LAOS_PORT, SERVER_PORT } from './provided';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const STARTUP_TIMEOUT_MS = 30_000;

function log(message: string): void {
  console.log(`[e2e] ${message}`);
}

function portFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) {
    throw new Error(`[e2e] ${name}=${raw} is not a valid TCP port`);
  }
  return port;
}

/** Resolves when nothing listens on host:port, rejects with a clear message otherwise. */
function assertPortFree(port: number, what: string): Promise<void> {
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

interface PreviewServer {
  url: string;
  child: ChildProcess;
  output: () => string;
  /** The URL polled until it answers 2xx (default: url + '/'). */
  probe?: string;
}

const running = new Set<ChildProcess>();

function killAll(): void {
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

async function startPreview(outDir: string, port: number): Promise<PreviewServer> {
  // Same as `npx vite preview --outDir <dir> --port <port> --strictPort --host 127.0.0.1`,
  // but with the local vite binary run directly so the process we stop is the server itself.
  const args = [viteBin(), 'preview', '--outDir', outDir, '--port', String(port), '--strictPort', '--host', HOST];
  return startServer(`${outDir}/`, port, args);
}

/** The standalone mock backend (npm run mock:server) for the build made with mocks off. */
async function startMockApi(port: number): Promise<PreviewServer> {
  const viteNode = path.join(repoRoot, 'node_modules', 'vite-node', 'vite-node.mjs');
  return startServer('mock API server', port, [viteNode, 'mocks/server.ts'], { MOCK_PORT: String(port), MOCK_HOST: HOST }, '/api/lookup/active');
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

async function stopPreview(server: PreviewServer): Promise<void> {
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

// E2E_DIST / E2E_LAOS_DIST let several checkouts or builds be tested side by side.
const DIST = process.env.E2E_DIST || 'dist';
const LAOS_DIST = process.env.E2E_LAOS_DIST || 'dist-laos';
const NOMOCK_DIST = process.env.E2E_NOMOCK_DIST || 'dist-nomock';
// The no-mock build has this API address baked in (VITE_API_BASE_URL at build time).
const MOCK_API_PORT = 8787;

function ensureDefaultBuild(): void {
  const index = path.resolve(repoRoot, DIST, 'index.html');
  if (DIST !== 'dist') {
    if (!existsSync(index)) throw new Error(`[e2e] E2E_DIST=${DIST} has no index.html; build it first.`);
    return;
  }
  if (existsSync(index)) {
    log(`using the existing dist/ (built ${statSync(index).mtime.toISOString()}); delete it to rebuild`);
    return;
  }
  log('dist/ is missing: running "npm run build" first ...');
  const result = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit', env: process.env });
  if (result.error) throw new Error(`[e2e] Could not run "npm run build": ${result.error.message}`);
  if (result.status !== 0 || !existsSync(index)) {
    throw new Error(`[e2e] "npm run build" failed (exit ${result.status}); the e2e suite needs dist/index.html.`);
  }
}

type Provided = Record<'e2eBaseUrl' | 'e2eLaosBaseUrl' | 'e2eServerBaseUrl' | 'e2eMockApiUrl', string>;

interface Started {
  values: Provided;
  stop: () => Promise<void>;
}

async function startServers(): Promise<Started> {
  const port = portFromEnv('E2E_PORT', DEFAULT_PORT);
  const laosPort = portFromEnv('E2E_LAOS_PORT', LAOS_PORT);
  if (port === laosPort) throw new Error(`[e2e] E2E_PORT and E2E_LAOS_PORT must differ (both ${port})`);

  ensureDefaultBuild();

  const servers: PreviewServer[] = [];
  const stop = async (): Promise<void> => {
    await Promise.all(servers.map(stopPreview));
    killAll();
    if (servers.length > 0) log('preview servers stopped');
  };
  const values: Provided = { e2eBaseUrl: '', e2eLaosBaseUrl: '', e2eServerBaseUrl: '', e2eMockApiUrl: '' };

  try {
    const main = await startPreview(DIST, port);
    servers.push(main);
    values.e2eBaseUrl = main.url;

    if (existsSync(path.resolve(repoRoot, LAOS_DIST, 'index.html'))) {
      const laos = await startPreview(LAOS_DIST, laosPort);
      servers.push(laos);
      values.e2eLaosBaseUrl = laos.url;
    } else {
      log('dist-laos/ not built: Laos-build tests will be skipped (run "npm run build:laos" to include them)');
    }

    // The build with mocks off, pointed at the standalone mock server (see .ci/run).
    if (existsSync(path.resolve(repoRoot, NOMOCK_DIST, 'index.html'))) {
      servers.push(await startMockApi(MOCK_API_PORT));
      const real = await startPreview(NOMOCK_DIST, portFromEnv('E2E_SERVER_PORT', SERVER_PORT));
      servers.push(real);
      values.e2eServerBaseUrl = real.url;
      values.e2eMockApiUrl = `http://${HOST}:${MOCK_API_PORT}`;
    } else {
      log(`${NOMOCK_DIST}/ not built: the standalone mock server tests will be skipped`);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { values, stop };
}

// The config has two projects (the parallel files, then the smoothness file alone) and each runs this
// setup: the first call starts the servers, the other shares them, and the last teardown stops them.
const shared = globalThis as { __e2eServers?: Promise<Started>; __e2eUsers?: number };

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  shared.__e2eUsers = (shared.__e2eUsers ?? 0) + 1;
  shared.__e2eServers ??= startServers();
  const started = await shared.__e2eServers;
  for (const [key, value] of Object.entries(started.values)) project.provide(key as keyof Provided, value);
  return async () => {
    shared.__e2eUsers = (shared.__e2eUsers ?? 1) - 1;
    if (shared.__e2eUsers > 0) return;
    shared.__e2eServers = undefined;
    await started.stop();
  };
}

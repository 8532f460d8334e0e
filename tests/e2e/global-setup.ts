/**
 * Global setup of the e2e suite (runs once per `npm run test:e2e`, in the main vitest process).
 *
 * - builds dist/ with `npm run build` when it is missing;
 * - serves dist/ with ONE `vite preview` on 127.0.0.1:$E2E_PORT (default 4173);
 * - serves dist-laos/ with a second preview on 127.0.0.1:$E2E_LAOS_PORT (default 4174) when it exists;
 * - with dist-nomock/, starts its preview (each file that drives it starts its own mock API: ./own-mock-server.ts);
 * - hands the URLs to the tests (inject('e2eBaseUrl') / inject('e2eLaosBaseUrl'))
 *   and stops the servers in teardown. The server processes themselves: ./servers.ts.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { killAll, log, portFromEnv, startPreview, stopPreview, type PreviewServer } from './servers';
import { DEFAULT_PORT, HOST, LAOS_PORT, SERVER_PORT } from './provided';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

// E2E_DIST / E2E_LAOS_DIST let several checkouts or builds be tested side by side.
const DIST = process.env.E2E_DIST || 'dist';
const LAOS_DIST = process.env.E2E_LAOS_DIST || 'dist-laos';
const NOMOCK_DIST = process.env.E2E_NOMOCK_DIST || 'dist-nomock';
// The no-mock build has this API address baked in (VITE_API_BASE_URL at build time): E2E_MOCK_API_PORT names another.
// Nothing listens there: each file's browser maps it to that file's own mock server.
const MOCK_API_PORT = portFromEnv('E2E_MOCK_API_PORT', 8787);

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

import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * `npm run mock:server` (vite-node mocks/server.ts) transforms the server's ~100 modules again at every start,
 * about 1.1 s of CPU; the tests and the e2e files start it many times. They run one esbuild bundle of the same
 * entry instead, made once per process: it starts in about 0.2 s. `import.meta.env` is what vite-node gives the
 * server with no .env file: the environment's VITE_ variables in development mode. esbuild runs as its command
 * (its JavaScript API refuses jsdom's globals).
 */
const repoRoot = process.cwd();
let bundled: Promise<string> | undefined;

const BANNER =
  // CommonJS packages inside an ES module bundle call require().
  "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url); " +
  'globalThis.__mockServerEnv = { MODE: "development", DEV: true, PROD: false, SSR: true, BASE_URL: "/", ' +
  '...Object.fromEntries(Object.entries(process.env).filter(([key]) => key.startsWith("VITE_"))) };';

/** The path of the bundled mock server, to run with `node`. */
export function mockServerEntry(): Promise<string> {
  bundled ??= (async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mock-server-'));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    const outfile = path.join(dir, 'server.mjs');
    await promisify(execFile)(
      path.join(repoRoot, 'node_modules', '.bin', 'esbuild'),
      [
        'mocks/server.ts',
        '--bundle',
        '--platform=node',
        '--format=esm',
        '--log-level=error',
        `--outfile=${outfile}`,
        '--define:import.meta.env=globalThis.__mockServerEnv',
        `--banner:js=${BANNER}`,
      ],
      { cwd: repoRoot },
    );
    return outfile;
  })();
  return bundled;
}

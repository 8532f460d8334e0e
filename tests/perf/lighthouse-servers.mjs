// What the perf scripts share (tests/perf/lighthouse.mjs, modal-open.mjs): their options, the members' build, the
// standalone mocked backend and `vite preview` of a build.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** Starts a server process in its own group and waits (up to `tries` x 250 ms) until `url` answers 2xx. */
async function startServer({ what, command, args, cwd, env, url, tries }) {
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  for (let i = 0; i < tries; i += 1) {
    if (child.exitCode !== null) throw new Error(`${what} exited:\n${output}`);
    try {
      if ((await fetch(url)).ok) return child;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${what} did not answer on ${url}:\n${output}`);
}

/** The standalone mocked backend (npm run mock:server) with the answer latency set. */
export async function startMockServer({ root, apiPort, api, mockLatency }) {
  const child = await startServer({
    what: 'the mock server',
    command: process.execPath,
    args: [path.join(root, 'node_modules', 'vite-node', 'dist', 'cli.mjs'), 'mocks/server.ts'],
    cwd: root,
    env: { ...process.env, MOCK_PORT: String(apiPort), MOCK_HOST: '127.0.0.1' },
    url: `${api}/api/lookup/active`,
    tries: 240,
  });
  const scenario = await fetch(`${api}/__mock/scenario`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ latencyMs: mockLatency }),
  });
  if (!scenario.ok) throw new Error(`setting the mock latency answered ${scenario.status}`);
  return child;
}

/** `vite preview` of a build; with `proxy`, /api and /socket.io go on to that backend (same origin). */
export function startPreview({ root, dist, port, origin, proxy }) {
  return startServer({
    what: 'vite preview',
    command: 'npx',
    args: ['vite', 'preview', '--outDir', dist, '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
    cwd: root,
    env: { ...process.env, ...(proxy ? { PREVIEW_API_PROXY: proxy } : {}) },
    url: `${origin}/login`,
    tries: 120,
  });
}

/** `--name value` of the command line, or the fallback. */
export const optionOf = (argv) => (name, fallback) => {
  const index = argv.indexOf(`--${name}`);
  return index >= 0 ? argv[index + 1] : fallback;
};

/** The production build members get (mocks off) into `dist`, calling its API at `apiBase` ('' = same origin). */
export function buildMembers({ root, dist, apiBase, socketUrl }) {
  const result = spawnSync('npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, VITE_API_MOCKS: 'false', VITE_API_BASE_URL: apiBase, VITE_CHAT_SOCKET_URL: socketUrl },
  });
  if (result.status !== 0) throw new Error('vite build failed');
}

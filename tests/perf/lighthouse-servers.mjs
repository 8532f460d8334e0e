// The servers of tests/perf/lighthouse.mjs: the standalone mocked backend and `vite preview` of a build.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** The standalone mocked backend (npm run mock:server) with the answer latency set. */
export async function startMockServer({ root, apiPort, api, mockLatency }) {
  const viteNode = path.join(root, 'node_modules', 'vite-node', 'vite-node.mjs');
  const child = spawn(process.execPath, [viteNode, 'mocks/server.ts'], {
    cwd: root,
    env: { ...process.env, MOCK_PORT: String(apiPort), MOCK_HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  for (let i = 0; i < 240; i += 1) {
    if (child.exitCode !== null) throw new Error(`mock server exited:\n${output}`);
    try {
      if ((await fetch(`${api}/api/lookup/active`)).ok) {
        const scenario = await fetch(`${api}/__mock/scenario`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ latencyMs: mockLatency }),
        });
        if (!scenario.ok) throw new Error(`setting the mock latency answered ${scenario.status}`);
        return child;
      }
    } catch (error) {
      if (error instanceof Error && error.message.startsWith('setting')) throw error;
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`the mock server did not answer on ${api}:\n${output}`);
}

export async function startPreview({ root, dist, port, origin, proxy }) {
  const child = spawn(
    'npx',
    ['vite', 'preview', '--outDir', dist, '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
    {
      cwd: root,
      env: { ...process.env, ...(proxy ? { PREVIEW_API_PROXY: proxy } : {}) },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  for (let i = 0; i < 120; i += 1) {
    if (child.exitCode !== null) throw new Error(`vite preview exited:\n${output}`);
    try {
      if ((await fetch(`${origin}/login`)).ok) return child;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`vite preview did not answer on ${origin}:\n${output}`);
}

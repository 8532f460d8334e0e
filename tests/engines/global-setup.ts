/**
 * Serves dist/ (the mocked build) with one `vite preview`, as the e2e suite does (../e2e/servers.ts), on a free
 * port so that it runs beside an e2e run; builds it first when it is missing.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { freePort, log, startPreview, stopPreview } from '../e2e/servers';
import './provided';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(path.join(repoRoot, 'dist', 'index.html'))) {
    log('dist/ is missing: running "npm run build" first ...');
    const built = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
    if (built.status !== 0) throw new Error(`[engines] "npm run build" failed (exit ${built.status})`);
  }
  const server = await startPreview('dist', Number(process.env.ENGINES_PORT) || (await freePort()));
  project.provide('enginesBaseUrl', server.url);
  return () => stopPreview(server);
}

// Build and preview for the screenshots (tests/screenshots/capture.mjs).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const HOST = '127.0.0.1';

function viteBin() {
  const require = createRequire(path.join(repoRoot, 'package.json'));
  return path.join(path.dirname(require.resolve('vite/package.json')), 'bin', 'vite.js');
}

/** Reuses <outDir>/index.html unless rebuild; else `vite build [--mode <mode>] --outDir <outDir>`. */
export function ensureBuild(outDir, rebuild, mode) {
  const index = path.resolve(repoRoot, outDir, 'index.html');
  if (existsSync(index) && !rebuild) {
    console.log(`[shots] reusing ${outDir}/ (use --rebuild to build again)`);
    return;
  }
  console.log(`[shots] building into ${outDir}/${mode ? ` (mode ${mode})` : ''} ...`);
  const modeArgs = mode ? ['--mode', mode] : [];
  const result = spawnSync(process.execPath, [viteBin(), 'build', ...modeArgs, '--outDir', outDir, '--emptyOutDir'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (result.status !== 0 || !existsSync(index)) throw new Error(`vite build failed (exit ${result.status})`);
}

export async function startPreview(outDir, port) {
  const child = spawn(
    process.execPath,
    [viteBin(), 'preview', '--outDir', outDir, '--port', String(port), '--strictPort', '--host', HOST],
    {
      cwd: repoRoot,
      env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (c) => (output += c));
  child.stderr.on('data', (c) => (output += c));
  const url = `http://${HOST}:${port}`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`vite preview exited early:\n${output}`);
    try {
      const response = await fetch(`${url}/`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return { url, child };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGTERM');
  throw new Error(`vite preview did not answer at ${url}:\n${output}`);
}

import { rmSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { outDirOf } from './out-dir';
import type { BuildSettings } from './settings';

/** public/ holds the MSW worker script; a build without mocks must not ship it. */
export function dropMockWorker({ mocksOff }: BuildSettings): Plugin {
  let outDir = 'dist';
  return {
    name: 'drop-mock-worker',
    apply: 'build',
    configResolved: (resolved) => {
      outDir = outDirOf(resolved);
    },
    closeBundle: () => {
      if (mocksOff) rmSync(path.join(outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
}

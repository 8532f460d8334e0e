import { rmSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { outDirOf } from './out-dir';
import type { BuildSettings } from './settings';

/** Files of public/ that only the mocked backend uses: the MSW worker script and the page its autoLogin links open. */
export const MOCK_ONLY_PUBLIC_FILES = ['mockServiceWorker.js', 'mock-game.html', 'mock-game.js'] as const;

/** Vite copies all of public/ into every build; a build without mocks must not ship the mock-only files. */
export function dropMockWorker({ mocksOff }: BuildSettings): Plugin {
  let outDir = 'dist';
  return {
    name: 'drop-mock-worker',
    apply: 'build',
    configResolved: (resolved) => {
      outDir = outDirOf(resolved);
    },
    closeBundle: () => {
      if (!mocksOff) return;
      for (const file of MOCK_ONLY_PUBLIC_FILES) rmSync(path.join(outDir, file), { force: true });
    },
  };
}

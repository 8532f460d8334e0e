import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { outDirOf } from '../../../vite-plugins/out-dir';
import { precompress } from '../../../vite-plugins/server-config';

// The floor page's own build: `npx vite build -c tests/perf/floor/vite.config.ts --outDir DIR`; the floor dialog's
// (tests/perf/modal-open.mjs) is the same with its folder as the root: `npx vite build tests/perf/floor-dialog -c ...`.
// Its files are precompressed as a members' build's are: nginx serves the floor through the portal's nginx.conf.
let outDir = '';
const precompressed: Plugin = {
  name: 'floor-precompress',
  apply: 'build',
  configResolved: (resolved) => void (outDir = outDirOf(resolved)),
  closeBundle: () => precompress(outDir),
};

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), precompressed],
  build: { target: 'es2020', emptyOutDir: true },
  logLevel: 'warn',
});

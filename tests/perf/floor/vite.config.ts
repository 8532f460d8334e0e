import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The floor page's own build: `npx vite build -c tests/perf/floor/vite.config.ts --outDir DIR`; the floor dialog's
// (tests/perf/modal-open.mjs) is the same with its folder as the root: `npx vite build tests/perf/floor-dialog -c ...`.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: { target: 'es2020', emptyOutDir: true },
  logLevel: 'warn',
});

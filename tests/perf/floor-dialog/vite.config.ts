import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The floor dialog's own build: `npx vite build -c tests/perf/floor-dialog/vite.config.ts --outDir DIR`.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: { target: 'es2020', emptyOutDir: true },
  logLevel: 'warn',
});

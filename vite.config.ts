/// <reference types="vitest/config" />
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';

const src = fileURLToPath(new URL('./src', import.meta.url));

// index.html starts with the build's default language so the first paint is announced correctly;
// the app then switches <html lang> to the member's saved choice.
function htmlLang(mode: string): Plugin {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const laos = env.VITE_VARIANT === 'laos';
  const locale = env.VITE_DEFAULT_LOCALE || (laos ? 'la' : 'th');
  const lang = locale === 'la' ? 'lo' : locale;
  const appName = env.VITE_APP_NAME || 'Member Portal';
  return {
    name: 'html-lang',
    transformIndexHtml: (html) =>
      html.replace('<html lang="th">', `<html lang="${lang}">`).replaceAll('%APP_NAME%', appName),
  };
}

// public/ holds the MSW worker script; a build without mocks must not ship it.
function dropMockWorker(mode: string): Plugin {
  const mocksOff = loadEnv(mode, process.cwd(), 'VITE_').VITE_API_MOCKS === 'false' || process.env.VITE_API_MOCKS === 'false';
  let outDir = 'dist';
  return {
    name: 'drop-mock-worker',
    apply: 'build',
    configResolved: (resolved) => {
      outDir = path.resolve(resolved.root, resolved.build.outDir);
    },
    closeBundle: () => {
      if (mocksOff) rmSync(path.join(outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
}

export default defineConfig(({ mode }) => ({
  plugins: [react(), htmlLang(mode), dropMockWorker(mode)],
  resolve: { alias: { '@': src } },
  css: {
    preprocessorOptions: {
      scss: { quietDeps: true, silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'] },
    },
  },
  build: { target: 'es2020', sourcemap: false, manifest: true },
  preview: { port: 4173, strictPort: true },
  test: {
    environment: 'jsdom',
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/setup.ts'],
    css: false,
    restoreMocks: true,
    testTimeout: 15000,
  },
}));

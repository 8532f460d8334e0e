/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { leanAxios } from './vite-plugins/lean-axios';
import { membersCsp } from './vite-plugins/csp';
import { membersServiceWorker } from './vite-plugins/pwa';
import { prerenderLogin } from './vite-plugins/prerender-login';
import { serverConfig } from './vite-plugins/server-config';
import { dropMockWorker } from './vite-plugins/drop-mock-worker';
import { htmlLang } from './vite-plugins/html-lang';
import { dropUnusedCss } from './vite-plugins/drop-unused-css';
import { inlineCriticalCss, SASS_SILENCED } from './vite-plugins/inline-critical-css';
import { localeParts } from './vite-plugins/locale-parts';
import { routePreload } from './vite-plugins/route-preload';
import { settingsFrom } from './vite-plugins/settings';
import { SUPPORTED_BROWSERS } from './vite-plugins/supported-browsers';
import { CHUNK_PLAN, chunkGraph, MODULE_PRELOAD } from './vite-plugins/chunk-plan';
import { webManifest } from './vite-plugins/web-manifest';
import ShardSequencer from './tests/shard-sequencer';

const src = fileURLToPath(new URL('./src', import.meta.url));
const mocks = fileURLToPath(new URL('./mocks', import.meta.url));
const tests = fileURLToPath(new URL('./tests', import.meta.url));

const previewProxy = (target?: string) =>
  target ? { proxy: { '/api': target, '/socket.io': { target, ws: true } } } : {};

export default defineConfig(({ mode }) => {
  const settings = settingsFrom(loadEnv(mode, process.cwd(), ['VITE_', 'SERVER_']));
  return {
    // Each custom plugin is a file in vite-plugins/ with its test in tests/unit/vite-plugins/.
    plugins: [
      react(),
      localeParts(), // src/locales/<lang>.json?part=startup|rest
      leanAxios(), // axios without the parts the one client never uses
      htmlLang(settings), // <html lang> and the app name
      dropMockWorker(settings), // mocks off: no MSW worker or mock game page in the output
      webManifest(settings), // the manifest's name and lang per build
      chunkGraph(), // the module graph the chunk plan reads
      routePreload(settings), // modulepreload links for the page being opened
      inlineCriticalCss(), // first-paint CSS inline, the app's stylesheet added by script
      prerenderLogin(), // /login rendered by the build, shown before any script, hydrated by the app
      ...membersCsp(settings.env), // mocks off: the CSP <meta>, hashed from the final page
      membersServiceWorker(settings), // mocks off: Workbox precaches the final files (after the page is rewritten)
      ...serverConfig(settings), // mocks off: nginx.conf, _headers and .gz/.br copies, after every file is written
    ],
    // The same aliases as tsconfig.json's paths: @/ for src/, and @mocks/ and @tests/ for the tests' imports.
    resolve: { alias: { '@': src, '@mocks': mocks, '@tests': tests } },
    css: {
      postcss: { plugins: [dropUnusedCss()] },
      preprocessorOptions: {
        scss: { quietDeps: true, silenceDeprecations: SASS_SILENCED },
      },
    },
    build: {
      // ES2020 syntax runs on every engine of the list; lowered for the list itself, /login's JS was 0.9 KB gzip
      // larger (over its 1.10x of the floor page) for no syntax those engines lack.
      target: 'es2020',
      cssTarget: SUPPORTED_BROWSERS,
      sourcemap: false,
      manifest: true,
      modulePreload: MODULE_PRELOAD,
      rolldownOptions: {
        // Rolldown copies imported constants into the places that read them: in the mocked builds the mock's
        // cookie library (tough-cookie's public suffix table, tldts) then held its 160 KB string three times and
        // the JS was 12% larger than on vite 7. Without the mock, inlining saves a little (about 190 B gzip).
        optimization: { inlineConst: settings.mocksOff },
        output: CHUNK_PLAN,
      },
    },
    // PREVIEW_API_PROXY=http://host:port serves a mocks-off build with its API and chat socket on the same
    // origin, as behind the site's reverse proxy (no CORS preflight per call); npm run perf uses it.
    preview: { port: 4173, strictPort: true, ...previewProxy(process.env.PREVIEW_API_PROXY) },
    test: {
      environment: 'jsdom',
      setupFiles: ['tests/support/fast-test-runtime.ts', 'tests/setup.ts'],
      css: false,
      restoreMocks: true,
      testTimeout: 15000,
      // Each vitest process runs its files one after another in one thread that keeps one document and one
      // module graph: a fresh jsdom, module graph and setup per file cost more than most files' tests.
      // `npm test` (tests/run-suite.mjs) runs three such processes at once, each with a third of the files.
      sequence: { sequencer: ShardSequencer },
      pool: 'threads',
      maxWorkers: 1,
      isolate: false,
      projects: [
        {
          extends: true,
          test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'] },
        },
        {
          extends: true,
          test: { name: 'integration', include: ['tests/integration/**/*.test.{ts,tsx}'] },
        },
      ],
    },
  };
});

/// <reference types="vitest/config" />
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import * as sass from 'sass';
import { defineConfig, loadEnv, type Plugin, type Rollup } from 'vite';
import { membersCsp } from './build/csp';
import { APP_STYLES_ID } from './src/lib/app-styles';
import { localePart, type LocalePart } from './src/locales/sections';

const src = fileURLToPath(new URL('./src', import.meta.url));
// Bootstrap 5.3's Sass still uses @import and global functions.
const SASS_SILENCED: sass.DeprecationOrId[] = ['import', 'global-builtin', 'color-functions', 'if-function'];

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

// public/manifest.webmanifest is written for the default build; each build stamps its own app name and
// default language into the copy it ships (the Laos variant's home-screen name and lang differ).
function webManifest(mode: string): Plugin {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const appName = env.VITE_APP_NAME || 'Member Portal';
  const locale = env.VITE_DEFAULT_LOCALE || (env.VITE_VARIANT === 'laos' ? 'la' : 'th');
  let outDir = 'dist';
  return {
    name: 'web-manifest',
    apply: 'build',
    configResolved: (resolved) => {
      outDir = path.resolve(resolved.root, resolved.build.outDir);
    },
    closeBundle: () => {
      const file = path.join(outDir, 'manifest.webmanifest');
      if (!existsSync(file)) return;
      const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      const stamped = { ...manifest, name: appName, short_name: appName, description: appName, lang: locale === 'la' ? 'lo' : locale };
      writeFileSync(file, `${JSON.stringify(stamped, null, 2)}\n`);
    },
  };
}

// `src/locales/th.json?part=startup` is the part of th.json that /login needs, `?part=rest` the other
// sections (src/locales/sections.ts). The files stay whole; only the build cuts them.
function localeParts(): Plugin {
  const PART = /^(.*\.json)\?part=(startup|rest)$/;
  return {
    name: 'locale-parts',
    enforce: 'pre',
    async resolveId(source, importer) {
      const [file, query] = source.split('?');
      if (!query || !/^part=(startup|rest)$/.test(query)) return null;
      const resolved = await this.resolve(file, importer, { skipSelf: true });
      return resolved ? `${resolved.id}?${query}` : null;
    },
    load(id) {
      const match = PART.exec(id);
      if (!match) return null;
      this.addWatchFile(match[1]);
      const bundle = JSON.parse(readFileSync(match[1], 'utf8')) as Record<string, unknown>;
      // Returned as JSON: vite's json plugin turns it into a module as it does for the whole file.
      return JSON.stringify(localePart(bundle, match[2] as LocalePart));
    },
  };
}

// The HTTP client uses axios's XHR adapter (upload progress, timeouts; see src/lib/http.ts), so the build
// leaves out axios's fetch adapter (about 4.5 KB gzip of the first load) by giving axios an empty one.
function axiosWithoutFetchAdapter(): Plugin {
  const EMPTY = '\0axios-fetch-adapter-left-out';
  return {
    name: 'axios-without-fetch-adapter',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source, importer) =>
      source === './fetch.js' && importer?.replaceAll('\\', '/').endsWith('axios/lib/adapters/adapters.js') ? EMPTY : null,
    load: (id) => (id === EMPTY ? 'export const getFetch = () => false;\nexport default false;\n' : null),
  };
}

// Lazy routes cost a chain of round trips (entry -> app -> shell -> page, each found only when the one
// before runs). A tiny inline script in index.html starts all of them at once: it picks the chunks of the
// page being opened (and of the member's saved language: the startup part of its strings, plus the rest
// for any page but /login) and adds <link rel="modulepreload"> for them
// (rel="preload" as="style" for their CSS).
const PRELOAD_ROUTES: Record<string, string[]> = {
  '/login': ['src/app/shells/public-shell.tsx', 'src/app/routes/login.tsx'],
  '/register': ['src/app/shells/public-shell.tsx', 'src/app/routes/register.tsx'],
  '/howto': ['src/app/shells/public-shell.tsx', 'src/app/routes/howto.tsx'],
  '/contact': ['src/app/shells/public-shell.tsx', 'src/app/routes/contact.tsx'],
  '/user/home': ['src/app/shells/member-shell.tsx', 'src/app/routes/member-home.tsx'],
  '/user/profile': ['src/app/shells/member-shell.tsx', 'src/app/routes/profile.tsx'],
  '/user/bonus': ['src/app/shells/member-shell.tsx', 'src/app/routes/bonus.tsx'],
  '/user/statement': ['src/app/shells/member-shell.tsx', 'src/app/routes/statement.tsx'],
  '/user/contact': ['src/app/shells/member-shell.tsx', 'src/app/routes/member-contact.tsx'],
  '/user/spin': ['src/app/shells/member-shell.tsx', 'src/app/routes/spin.tsx'],
};

function routePreload(mode: string): Plugin {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const defaultLocale = env.VITE_DEFAULT_LOCALE || (env.VITE_VARIANT === 'laos' ? 'la' : 'th');
  let base = '/';
  return {
    name: 'route-preload',
    apply: 'build',
    configResolved: (resolved) => {
      base = resolved.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html, ctx) => {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
        // The chunk holding a module (rollup leaves facadeModuleId empty on some dynamic entries).
        const byModule = (suffix: string) => chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(suffix)));
        const filesOf = (suffix: string): string[] => {
          const seen = new Set<string>();
          const visit = (chunk: Rollup.OutputChunk | undefined) => {
            if (!chunk || seen.has(chunk.fileName) || chunk.isEntry) return;
            seen.add(chunk.fileName);
            chunk.viteMetadata?.importedCss.forEach((css) => seen.add(css));
            chunk.imports.forEach((file) => visit(chunks.find((c) => c.fileName === file)));
          };
          visit(byModule(suffix));
          return [...seen];
        };
        const app = filesOf('src/app/app.tsx');
        // Each link costs the page a little main-thread time: the app's files are listed once, not per route.
        const routes = Object.fromEntries(
          Object.entries(PRELOAD_ROUTES).map(([route, modules]) => [
            route,
            [...new Set(modules.flatMap(filesOf))].filter((file) => !app.includes(file)),
          ]),
        );
        const part = (name: LocalePart) =>
          Object.fromEntries(['th', 'la', 'en'].map((locale) => [locale, filesOf(`src/locales/${locale}.json?part=${name}`)]));
        const data = { base, app, routes, locales: part('startup'), more: part('rest'), fallback: defaultLocale };
        // Runs before the entry script; storage access is guarded (it can be disabled).
        const script = `(function(d){var p=location.pathname.replace(/\\/+$/,''),s=null,l=null;try{s=localStorage.getItem('token')||sessionStorage.getItem('token');l=localStorage.getItem('locale')}catch(e){}
if(p===''||p==='/user')p=s?'/user/home':'/login';if(p.indexOf('/user/')===0&&!s)p='/login';
if(!d.locales[l])l=d.fallback;var f=d.app.concat(d.routes[p]||[],d.locales[l]||[],p==='/login'?[]:d.more[l]||[]);f.forEach(function(x){var k=document.createElement('link'),c=/\\.css$/.test(x);k.rel=c?'preload':'modulepreload';if(c)k.as='style';k.href=d.base+x;document.head.appendChild(k)})})(${JSON.stringify(data)});`;
        // Before the stylesheet link: an inline script after it would wait for the CSS to arrive.
        return html.replace(/(\s*)<script type="module"/, `$1<script>${script}</script>$1<script type="module"`);
      },
    },
  };
}

// The first paint (top bar and spinner, see src/styles/critical.scss) needs no download: its rules are
// inlined into <head>. The app's stylesheet is then added by a script: a stylesheet added that way holds
// back neither that paint nor the scripts, so the app waits for it before it renders (appStylesReady in
// src/lib/app-styles.ts). It stays the first stylesheet in <head>, ahead of the ones lazy routes add, so the
// cascade order is the same as with a plain <link>.
function inlineCriticalCss(): Plugin {
  const file = path.join(src, 'styles', 'critical.scss');
  return {
    name: 'inline-critical-css',
    transformIndexHtml: {
      order: 'post',
      handler: (html, ctx) => {
        const { css } = sass.compile(file, {
          style: 'compressed',
          loadPaths: [path.resolve(import.meta.dirname, 'node_modules')],
          quietDeps: true,
          silenceDeprecations: SASS_SILENCED,
        });
        let head = `<style>${css}</style>`;
        let out = html;
        if (ctx.bundle) {
          const link = out.match(/\s*<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/);
          if (!link) throw new Error('inline-critical-css: the build has no stylesheet link in index.html');
          out = out.replace(link[0], '');
          // data-state: "loaded" or "failed", for a reader that comes after the load or error event.
          head += `\n    <script>(function(){var k=document.createElement('link');k.rel='stylesheet';k.crossOrigin='';k.id='${APP_STYLES_ID}';k.href=${JSON.stringify(link[1])};k.onload=function(){k.setAttribute('data-state','loaded')};k.onerror=function(){k.setAttribute('data-state','failed')};document.head.appendChild(k)})()</script>`;
        }
        return out.replace('</title>', `</title>\n    ${head}`);
      },
    },
  };
}

const previewProxy = (target?: string) => (target ? { proxy: { '/api': target, '/socket.io': { target, ws: true } } } : {});

export default defineConfig(({ mode }) => ({
  plugins: [react(), localeParts(), axiosWithoutFetchAdapter(), htmlLang(mode), dropMockWorker(mode), webManifest(mode), routePreload(mode), inlineCriticalCss(), ...membersCsp(loadEnv(mode, process.cwd(), 'VITE_'))],
  resolve: { alias: { '@': src } },
  css: {
    preprocessorOptions: {
      scss: { quietDeps: true, silenceDeprecations: SASS_SILENCED },
    },
  },
  build: {
    target: 'es2020',
    sourcemap: false,
    manifest: true,
    rollupOptions: {
      output: {
        // Each file is a request and a compile task on a slow phone's main thread, whatever its size:
        // Rollup folds chunks under 4 KB into the chunks that load with them (a route then loads about
        // half as many files), where that runs no code earlier than before.
        experimentalMinChunkSize: 4096,
        // The app chunk takes in small route chunks; keep its name.
        chunkFileNames: (chunk) =>
          chunk.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith('/src/app/app.tsx'))
            ? 'assets/app-[hash].js'
            : 'assets/[name]-[hash].js',
      },
    },
  },
  // PREVIEW_API_PROXY=http://host:port serves a mocks-off build with its API and chat socket on the same
  // origin, as behind the site's reverse proxy (no CORS preflight per call); npm run perf uses it.
  preview: { port: 4173, strictPort: true, ...previewProxy(process.env.PREVIEW_API_PROXY) },
  test: {
    environment: 'jsdom',
    setupFiles: ['tests/setup.ts'],
    css: false,
    restoreMocks: true,
    testTimeout: 15000,
    // Each vitest process runs its files one after another in one thread that keeps one document and one
    // module graph: a fresh jsdom, module graph and setup per file cost more than most files' tests.
    // `npm test` (tests/run-suite.mjs) runs two such processes at once, each with half the files.
    pool: 'threads',
    poolOptions: { threads: { singleThread: true, isolate: false } },
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
}));

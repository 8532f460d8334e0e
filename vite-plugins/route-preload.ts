import path from 'node:path';
import type { Plugin, Rollup } from 'vite';
import type { BuildFiles } from '../src/app/first-load/head-start';
import { QUERY_LAYER, SHELLS, shellPages } from '../src/app/page-table';
import { LOCALES } from '../src/config/parse-config';
import type { LocalePart } from '../src/locales/sections';
import { FIRST_CALLS } from './chunk-plan';
import { esbuildInline, type InlineScript } from './inline-script';
import type { BuildSettings } from './settings';

/** Each page's modules (shell and page), by full path, from the page table the router (src/app/router.tsx) is built on. */
export const preloadRoutes = (): Record<string, string[]> =>
  Object.fromEntries(
    shellPages().map(({ path, shell, page }) => [
      path,
      [`src/app/shells/${SHELLS[shell]}.tsx`, `src/app/routes/${page}.tsx`],
    ]),
  );

// rollup leaves facadeModuleId empty on some dynamic entries: find the chunk holding the module.
const chunkOf = (chunks: Rollup.OutputChunk[], suffix: string) =>
  chunks.find((chunk) => chunk.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith(suffix)));

/** The built files a module needs: its chunk, the chunks that one imports, and their CSS (entries left out). */
export function filesOf(chunks: Rollup.OutputChunk[], suffix: string): string[] {
  const seen = new Set<string>();
  const visit = (chunk: Rollup.OutputChunk | undefined) => {
    if (!chunk || seen.has(chunk.fileName) || chunk.isEntry) return;
    seen.add(chunk.fileName);
    chunk.viteMetadata?.importedCss.forEach((css) => seen.add(css));
    chunk.imports.forEach((file) => visit(chunks.find((c) => c.fileName === file)));
  };
  visit(chunkOf(chunks, suffix));
  return [...seen];
}

function firstCallsFile(chunks: Rollup.OutputChunk[]): string {
  const chunk = chunkOf(chunks, FIRST_CALLS);
  if (!chunk) throw new Error(`route-preload: no chunk holds ${FIRST_CALLS}`);
  return chunk.fileName;
}

/**
 * Lazy routes cost a chain of round trips (entry -> app -> shell -> page, each found only when the one
 * before runs). An inline script in index.html (src/app/first-load/head-start.ts) starts all of them at once.
 */
export function routePreload({ locale, mocksOff }: BuildSettings, inline: InlineScript = esbuildInline): Plugin {
  let base = '/';
  return {
    name: 'route-preload',
    apply: 'build',
    // Without mocks, beside the page: the module the head start imports to send a member page's first calls (nothing
    // in the app imports it), its export kept. A mocked build's calls wait for the mock worker, which the app starts.
    config: ({ root = process.cwd() }) =>
      mocksOff
        ? {
            build: {
              rolldownOptions: {
                input: { index: path.resolve(root, 'index.html'), 'first-calls': path.resolve(root, FIRST_CALLS) },
                preserveEntrySignatures: 'allow-extension',
              },
            },
          }
        : {},
    configResolved: (resolved) => {
      base = resolved.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler: async (html, ctx) => {
        if (!ctx.bundle) return html;
        const chunks = Object.values(ctx.bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
        const app = filesOf(chunks, 'src/app/app.tsx');
        const layer = filesOf(chunks, `src/app/${QUERY_LAYER}.tsx`).filter((file) => !app.includes(file));
        // The app's and the query layer's files are listed once, not per route: the inline script is part of
        // every page's first load.
        const routes = Object.fromEntries(
          Object.entries(preloadRoutes()).map(([route, modules]) => [
            route,
            [...new Set(modules.flatMap((m) => filesOf(chunks, m)))].filter(
              (file) => !app.includes(file) && !layer.includes(file),
            ),
          ]),
        );
        const part = (name: LocalePart | 'all') =>
          Object.fromEntries(LOCALES.map((l) => [l, filesOf(chunks, `src/locales/${l}.json?part=${name}`)]));
        const entryTag = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/.exec(html);
        if (!entryTag?.[1]?.startsWith(base)) throw new Error('route-preload: index.html has no entry script');
        const files: BuildFiles = {
          base,
          app,
          layer,
          routes,
          locales: part('startup'),
          all: part('all'),
          fallback: locale,
          entry: entryTag[1].slice(base.length),
          ...(mocksOff ? { firstCalls: firstCallsFile(chunks) } : {}),
        };
        const script = await inline('src/app/first-load/head-start.ts', 'startPage', files);
        // In the entry script's place, before the stylesheet link: an inline script after it would wait for the CSS.
        return html.replace(entryTag[0], () => `<script>${script}</script>`);
      },
    },
  };
}

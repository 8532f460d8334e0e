import path from 'node:path';
import type { Plugin, Rollup } from 'vite';
import type { BuildFiles } from '../src/app/first-load/head-start';
import { LOCALES } from '../src/config/parse-config';
import { MEMBER_PAGES, memberPath, PUBLIC_PAGES, QUERY_LAYER, SHELLS, type MemberPage } from '../src/config/paths';
import type { LocalePart } from '../src/locales/sections';
import { FIRST_CALLS } from './chunk-plan';
import { esbuildInline, type InlineScript } from './inline-script';
import type { BuildSettings } from './settings';

/** Each page opened by address (not the bare pages) with its modules, shell and page: what the build preloads. */
export function preloadRoutes(): Record<string, string[]> {
  const modules = (shell: string, page: string) => [`src/app/shells/${shell}.tsx`, `src/app/routes/${page}.tsx`];
  const members = Object.entries(MEMBER_PAGES) as [MemberPage, string][];
  return Object.fromEntries<string[]>([
    ...PUBLIC_PAGES.map(([path, page]) => [path, modules(SHELLS.public, page)] as const),
    ...members.map(([path, page]) => [memberPath(path), modules(SHELLS.member, page)] as const),
  ]);
}

// Rolldown leaves facadeModuleId empty on some dynamic entries: find the chunk holding the module.
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

/**
 * Lazy routes cost a chain of round trips (entry, app, shell, page: each found only when the one before runs).
 * index.html's head start (src/app/first-load/head-start.ts), inlined here with this build's files, asks for all
 * of them at once.
 */
export function routePreload({ locale, mocksOff }: BuildSettings, inline: InlineScript = esbuildInline): Plugin {
  let base = '/';
  return {
    name: 'route-preload',
    apply: 'build',
    // Without mocks, the first calls are an entry of their own, which the head start imports (its export kept). A
    // mocked build's calls wait for the mock worker, which the app starts.
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
        // The app's and the query layer's files once, not in each page's list: the script is in every first load.
        const app = filesOf(chunks, 'src/app/app.tsx');
        const layer = filesOf(chunks, `src/app/${QUERY_LAYER}.tsx`).filter((file) => !app.includes(file));
        const own = (modules: string[]) =>
          [...new Set(modules.flatMap((m) => filesOf(chunks, m)))].filter(
            (f) => !app.includes(f) && !layer.includes(f),
          );
        const part = (name: LocalePart | 'all') =>
          Object.fromEntries(LOCALES.map((l) => [l, filesOf(chunks, `src/locales/${l}.json?part=${name}`)]));
        const entryTag = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/.exec(html);
        if (!entryTag?.[1]?.startsWith(base)) throw new Error('route-preload: index.html has no entry script');
        const firstCalls = chunkOf(chunks, FIRST_CALLS)?.fileName;
        if (mocksOff && !firstCalls) throw new Error(`route-preload: no chunk holds ${FIRST_CALLS}`);
        const files: BuildFiles = {
          base,
          app,
          layer,
          routes: Object.fromEntries(Object.entries(preloadRoutes()).map(([route, modules]) => [route, own(modules)])),
          locales: part('startup'),
          all: part('all'),
          fallback: locale,
          entry: entryTag[1].slice(base.length),
          ...(mocksOff ? { firstCalls } : {}),
        };
        const script = await inline('src/app/first-load/head-start.ts', 'startPage', files);
        // In the entry script's place, before the stylesheet link: an inline script after it would wait for the CSS.
        return html.replace(entryTag[0], () => `<script>${script}</script>`);
      },
    },
  };
}

import { LOGIN_PATH, pagePath, pageShown } from '@/config/paths';
import { readItem, STORAGE_KEYS } from '@/lib/storage';
import { storedToken } from '@/lib/session';
import type { startFirstCalls } from './first-calls';
import { START_KEY, type WaitingStart } from './markers';

/**
 * This build's files (vite-plugins/route-preload.ts), each listed once: the app's, for every page; the query layer's,
 * for every page but /login; each page's own, by full path; each language's startup strings (/login's) and all its
 * strings in one file (any other page's); the entry; the first calls' module (none in a mocked build).
 */
export interface BuildFiles {
  base: string;
  app: string[];
  layer: string[];
  routes: Record<string, string[]>;
  locales: Record<string, string[]>;
  all: Record<string, string[]>;
  fallback: string;
  entry: string;
  firstCalls?: string;
}

function preload(base: string, files: string[]): void {
  const fragment = document.createDocumentFragment();
  for (const file of files) {
    const link = document.createElement('link');
    const css = file.endsWith('.css');
    link.rel = css ? 'preload' : 'modulepreload';
    if (css) link.as = 'style';
    // In CORS mode, as the chunk loader's stylesheet link asks: otherwise the CSS is fetched a second time.
    link.crossOrigin = '';
    link.href = base + file;
    fragment.appendChild(link);
  }
  document.head.appendChild(fragment);
}

/**
 * index.html's head start (inlined by vite-plugins/route-preload.ts): sends a member page's first calls through the
 * app's one client (first-calls.ts; `load` is the import, a test's stand-in), preloads the files of the page the
 * guards will show and of the member's language, then adds the entry. On /login the prerendered page's script
 * starts it once painted (show-prerendered.ts): downloads and compiling would hold that paint back.
 */
export function startPage(
  d: BuildFiles,
  load = (url: string): Promise<{ startFirstCalls: typeof startFirstCalls }> => import(/* @vite-ignore */ url),
): void {
  const path = pagePath(location.pathname);
  const page = pageShown(path, storedToken() !== null);
  const saved = readItem(STORAGE_KEYS.locale);
  const locale = saved && d.locales[saved] ? saved : d.fallback;
  const files = [
    ...d.app,
    ...(d.routes[page] ?? []),
    ...(page === LOGIN_PATH ? (d.locales[locale] ?? []) : [...(d.all[locale] ?? []), ...d.layer]),
  ];
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    // Before the framework's files, so the calls run while those download; failed, the loaders make them.
    if (d.firstCalls && page !== LOGIN_PATH)
      load(d.base + d.firstCalls).then(
        (module) => module.startFirstCalls(page),
        () => undefined,
      );
    preload(d.base, files);
    // The entry last: asked for first, it runs while the page's other files still arrive, in more long tasks.
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = d.base + d.entry;
    document.head.appendChild(script);
  };
  if (path !== LOGIN_PATH || /[?&]reason=/.test(location.search)) return start();
  // The prerendered page's script takes the start (and deletes the property); without it, the page starts once parsed.
  const holder = window as unknown as Record<string, WaitingStart | undefined>;
  holder[START_KEY] = { start, locale };
  document.addEventListener('DOMContentLoaded', () => {
    if (holder[START_KEY]) start();
  });
}

import { LOGIN_PATH, pageShown } from '@/config/paths';
import { readItem, STORAGE_KEYS } from '@/lib/storage';
import { storedToken } from '@/lib/session';
import type { startFirstCalls } from './first-calls';
import { START_KEY, type WaitingStart } from './markers';

/** This build's files (vite-plugins/route-preload.ts): what the head start preloads for each page and language. */
export interface BuildFiles {
  base: string;
  /** The app chunk's files, preloaded for every page. */
  app: string[];
  /** The query layer's files (TanStack Query, the member shell, what member pages share), for every page but /login. */
  layer: string[];
  /** Each page's own files (its shell's and its own), by full path. */
  routes: Record<string, string[]>;
  /** The startup part of each language's strings (/login's), and all of them in one file (any other page's). */
  locales: Record<string, string[]>;
  all: Record<string, string[]>;
  fallback: string;
  /** The entry script (the build's only <script type="module">, which the head start adds instead). */
  entry: string;
  /** The module that sends a member page's first calls (first-calls.ts); none in a mocked build. */
  firstCalls?: string;
}

function preload(base: string, files: string[]): void {
  const fragment = document.createDocumentFragment();
  for (const file of files) {
    const link = document.createElement('link');
    const css = file.endsWith('.css');
    link.rel = css ? 'preload' : 'modulepreload';
    if (css) link.as = 'style';
    // As the chunk loader's stylesheet link asks (CORS mode): otherwise the preload is not used and the CSS is fetched again.
    link.crossOrigin = '';
    link.href = base + file;
    fragment.appendChild(link);
  }
  document.head.appendChild(fragment);
}

/**
 * index.html's head start, built into an inline script by vite-plugins/route-preload.ts: it preloads the files
 * of the page the guards will show and of the member's language, then adds the entry script. A member page's
 * calls start first, through the app's one client (first-calls.ts; `load` is the import, a test's stand-in). On
 * /login itself the start waits until the prerendered page is painted (show-prerendered.ts): a script's downloads
 * and compiling would hold that paint back on a slow phone.
 */
export function startPage(
  d: BuildFiles,
  load = (url: string): Promise<{ startFirstCalls: typeof startFirstCalls }> => import(/* @vite-ignore */ url),
): void {
  const path = location.pathname.replace(/\/+$/, '');
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
    // Before the framework's files: the page's calls run while those still download. Without them (the module did
    // not load), the page's loaders make the same calls.
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

import { LOGIN_PATH } from '@/config/paths';
import { readItem, STORAGE_KEYS } from '@/lib/storage';
import { storedToken } from '@/lib/session';
import { pageFrame, pageShown } from '../page-table';
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
  /** The startup part of each language's strings, and the rest (for any page but login). */
  locales: Record<string, string[]>;
  more: Record<string, string[]>;
  fallback: string;
  /** The entry script (the build's only <script type="module">, which the head start adds instead). */
  entry: string;
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
 * of the page the guards will show and of the member's language, then adds the entry script. It makes no API
 * call (every call goes through the app's client). On /login itself the start waits until the prerendered page
 * is painted (show-prerendered.ts): a script's downloads and compiling would hold that paint back on a slow phone.
 */
export function startPage(d: BuildFiles): void {
  const path = location.pathname.replace(/\/+$/, '');
  const page = pageShown(path, storedToken() !== null);
  const frame = pageFrame(page);
  if (frame) document.documentElement.dataset.frame = frame;
  const saved = readItem(STORAGE_KEYS.locale);
  const locale = saved && d.locales[saved] ? saved : d.fallback;
  const files = [
    ...d.app,
    ...(d.routes[page] ?? []),
    ...(d.locales[locale] ?? []),
    ...(page === LOGIN_PATH ? [] : [...d.layer, ...(d.more[locale] ?? [])]),
  ];
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
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

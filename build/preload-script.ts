/** What the page's preload script knows: the built files by page and language, and where the guards send. */
export interface PreloadData {
  base: string;
  /** The app chunk's files, preloaded for every page. */
  app: string[];
  /** Each page's own files (shell and page), by full path. */
  routes: Record<string, string[]>;
  /** The startup part of each language's strings, and the rest (for any page but login). */
  locales: Record<string, string[]>;
  more: Record<string, string[]>;
  fallback: string;
  /** Storage keys of the token and the language (src/lib/storage.ts). */
  keys: { token: string; locale: string };
  /** The member area, its landing page and the login page (src/app/page-table.ts). */
  member: string;
  landing: string;
  login: string;
  /** The entry script (the build's only <script type="module">, which this script adds instead). */
  entry: string;
  /**
   * On /login itself (no reason line to show), the window property where the start waits instead of running,
   * with the language chosen here: the prerender script (build/prerender-script.ts) shows that language's page
   * and runs the start once it is painted.
   */
  startKey: string;
}

/**
 * Runs in index.html's <head>, sent as its own source text: no imports, no helpers. It picks the page the
 * route guards will show (no stored token: login; the member area's root: its landing page), then starts the
 * app: <link rel="modulepreload"> for that page's chunks and its language's strings (rel="preload" as="style"
 * for CSS) and the entry script. It makes no API call: every call goes through the app's client. On /login itself that start waits until
 * the prerendered login page is painted: a script's downloads and compiling would hold the paint back on a
 * slow phone. Storage access is guarded (it can be disabled).
 */
export function preloadPage(d: PreloadData): void {
  const path = location.pathname.replace(/\/+$/, '');
  let p = path;
  let token: string | null = null;
  let locale: string | null = null;
  try {
    token = localStorage.getItem(d.keys.token) || sessionStorage.getItem(d.keys.token);
    locale = localStorage.getItem(d.keys.locale);
  } catch {
    // storage disabled: a visitor in the default language
  }
  if (p === '' || p === d.member) p = token ? d.landing : d.login;
  if (p.indexOf(d.member + '/') === 0 && !token) p = d.login;
  const l = locale && d.locales[locale] ? locale : d.fallback;
  const files = d.app.concat(d.routes[p] || [], d.locales[l] || [], p === d.login ? [] : d.more[l] || []);
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const fragment = document.createDocumentFragment();
    files.forEach(function (file) {
      const link = document.createElement('link');
      const css = /\.css$/.test(file);
      link.rel = css ? 'preload' : 'modulepreload';
      if (css) link.as = 'style';
      // As the chunk loader's stylesheet link asks (CORS mode): otherwise the preload is not used and the CSS is fetched again.
      link.crossOrigin = '';
      link.href = d.base + file;
      fragment.appendChild(link);
    });
    document.head.appendChild(fragment);
    // The entry last: asked for first, it runs while the page's other files still arrive, in more long tasks.
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = d.base + d.entry;
    document.head.appendChild(script);
  };
  if (path !== d.login || /[?&]reason=/.test(location.search)) return start();
  // The prerender script takes the start and the language (and deletes the property); without it, the page
  // starts once parsed.
  (window as unknown as Record<string, unknown>)[d.startKey] = { start: start, locale: l };
  document.addEventListener('DOMContentLoaded', function () {
    if ((window as unknown as Record<string, unknown>)[d.startKey]) start();
  });
}

export type Minify = (code: string) => Promise<string>;

/** The inline scripts' minifier (this one and build/prerender-script.ts's). */
export const esbuildMinify: Minify = async (code) => {
  // Loaded here, not at the top: tests of preloadPage run in jsdom, where esbuild cannot load.
  const { transformWithEsbuild } = await import('vite');
  return (await transformWithEsbuild(code, 'inline.js', { minify: true, target: 'es2020' })).code;
};

/** The inline script's text: preloadPage called with this build's data, minified. */
export async function preloadScript(data: PreloadData, minify: Minify = esbuildMinify): Promise<string> {
  return (await minify(`(${preloadPage.toString()})(${JSON.stringify(data)});`)).trim();
}

/**
 * Two costs of the test runtime that do no testing, taken out before React and MSW load (vite.config.ts lists
 * this file first in setupFiles). Measured with `node --cpu-prof` over the three `npm test` shards: together
 * about 15% of the suite's CPU time.
 *
 * 1. MSW reads the cookies for every handler it tries on every request (HttpHandler.parse, before it matches the
 *    path): its own cookie jar and jsdom's document.cookie, each through tough-cookie, which parses the URL
 *    again each time. The app sets no cookie (spec §4 keeps the token in localStorage), so both jars are empty;
 *    an empty jar answers "no cookies" without parsing anything. A jar that holds a cookie takes the full path.
 * 2. React's development build names an async task for every element it creates (console.createTask, for the
 *    browser's devtools); in Node that is a slow inspector call. Without it React records null: nothing a test
 *    reads.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

type Jar = { store?: { idx?: Record<string, unknown> } };
type JarClass = { prototype: Record<string, (this: Jar, ...args: unknown[]) => unknown> };

const PATCHED = Symbol.for('tests.emptyJarFastPath');

function emptyJarFastPath(CookieJar: JarClass): void {
  const proto = CookieJar.prototype as JarClass['prototype'] & { [PATCHED]?: true };
  // Setup files run again for every test file of the process; the classes load once.
  if (proto[PATCHED]) return;
  proto[PATCHED] = true;
  const getCookiesSync = proto.getCookiesSync;
  const getCookieStringSync = proto.getCookieStringSync;
  const empty = (jar: Jar): boolean => {
    const idx = jar.store?.idx;
    return idx !== undefined && Object.keys(idx).length === 0;
  };
  proto.getCookiesSync = function (this: Jar, ...args: unknown[]) {
    return empty(this) ? [] : getCookiesSync.apply(this, args);
  };
  proto.getCookieStringSync = function (this: Jar, ...args: unknown[]) {
    return empty(this) ? '' : getCookieStringSync.apply(this, args);
  };
}

const require = createRequire(import.meta.url);
// jsdom's document.cookie (CommonJS).
emptyJarFastPath((require('tough-cookie') as { CookieJar: JarClass }).CookieJar);
// MSW's cookie store: the ES module build MSW itself imports (its own copy when the versions differ).
const mswRequire = createRequire(require.resolve('msw'));
const mswCookies = mswRequire.resolve('tough-cookie').replace(/index\.cjs$/, 'index.js');
emptyJarFastPath(
  ((await import(/* @vite-ignore */ pathToFileURL(mswCookies).href)) as { CookieJar: JarClass }).CookieJar,
);

(console as { createTask?: unknown }).createTask = undefined;

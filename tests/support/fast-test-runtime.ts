/**
 * Three costs of the test runtime that do no testing, taken out before the tests load React and MSW (vite.config.ts
 * lists this file first in setupFiles; the third loads React itself, after the second has run). Measured with
 * `node --cpu-prof` over the three `npm test` shards: the first two together about 15% of the suite's CPU time.
 *
 * 1. MSW reads the cookies for every handler it tries on every request (HttpHandler.parse, before it matches the
 *    path): its own cookie jar and jsdom's document.cookie, each through tough-cookie, which parses the URL
 *    again each time. The app sets no cookie (spec §4 keeps the token in localStorage), so both jars are empty;
 *    an empty jar answers "no cookies" without parsing anything. A jar that holds a cookie takes the full path.
 * 2. React's development build names an async task for every element it creates (console.createTask, for the
 *    browser's devtools); in Node that is a slow inspector call. Without it React records null: nothing a test
 *    reads.
 * 3. React's development build also captures a stack trace for every element it creates (its owner stack, up to
 *    10,000 per render), which only a warning's component stack reads. It takes the one stack it keeps for
 *    elements past that count instead: `npm test` about 4 s and 7% of its CPU shorter (three runs in turns).
 *    REACT_OWNER_STACKS=1 keeps the full stacks, to read a warning's component stack.
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

if (process.env.REACT_OWNER_STACKS !== '1') {
  type Internals = { __CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE: object };
  const react = (await import('react')) as unknown as Internals;
  // React counts the stacks it took in this render (and sets the count back to 0 at each render): always "past".
  Object.defineProperty(
    react.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE,
    'recentlyCreatedOwnerStacks',
    {
      get: () => Number.MAX_SAFE_INTEGER,
      set: () => undefined,
      configurable: true,
    },
  );
}

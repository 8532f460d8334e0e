import type { ModulePreloadOptions, Plugin, Rolldown } from 'vite';
import { LOGIN_PATH, MEMBER_PAGES, PUBLIC_PAGES, QUERY_LAYER, SHELLS } from '../src/config/paths';

/** Matches the ids of these files of src/ (either path separator). */
const srcFile = (...files: string[]) =>
  new RegExp(`[\\\\/]src[\\\\/](${files.map((f) => f.replaceAll('.', '\\.').replaceAll('/', '[\\\\/]')).join('|')})$`);
const pageFiles = (pages: string[]) => pages.map((page) => `app/routes/${page}.tsx`);

/** The module index.html's head start imports to send a member page's first calls (a build without mocks). */
export const FIRST_CALLS = 'src/app/first-load/first-calls.ts';
const memberPage = srcFile(...pageFiles(Object.values(MEMBER_PAGES)));
/** The public pages under the query layer (all but /login), which load the member layer's chunk too. */
const layerPublicPage = srcFile(
  ...pageFiles(PUBLIC_PAGES.flatMap(([path, page]) => (path === LOGIN_PATH ? [] : [page]))),
);
/** /login's page and shell, which go with the app; with the entry, /login's load. */
const LOGIN_FILES = ['app/app.tsx', 'app/routes/login.tsx', `app/shells/${SHELLS.public}.tsx`];
const loginLoad = srcFile('main.tsx', ...LOGIN_FILES);
/** The layers beneath the components (src/config, contract, rules, lib): small, and shared by design. */
const lowerLayer = /[\\/]src[\\/](config|contract|rules|lib)[\\/]/;
const memberShell = srcFile(`app/${QUERY_LAYER}.tsx`, `app/shells/${SHELLS.member}.tsx`);
/** react-bootstrap's form parts, a few to each form of every page but /login: with the member layer, no file more. */
const formParts = /[\\/]react-bootstrap[\\/]esm[\\/](Form[A-Za-z]*|Feedback)\.js$/;

/** Each module's static imports, as the build parses it (chunkGraph); the plan is read from them once. */
const staticImports = new Map<string, readonly string[]>();
let plan: { client: Set<string>; calls: Set<string>; shared: Set<string> } | undefined;

/** The modules matched and what they import statically, through any chain. */
function closure(roots: (id: string) => boolean): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    staticImports.get(id)?.forEach(visit);
  };
  [...staticImports.keys()].filter(roots).forEach(visit);
  return seen;
}

/**
 * - client: what the first calls share with /login's load, the one client (lib/http.ts) among it;
 * - calls: the first calls with the rest of what they import, which the client's group does not take first (neither
 *   imports the entry's chunk, which would start the app with them);
 * - shared: what two member pages' first paints import, and what of the lower layers one shares with a public page
 *   (in the member page's chunk, /register would load all of it for the banks lookup).
 */
function readPlan() {
  if (plan) return plan;
  const login = closure((id) => loginLoad.test(id));
  const calls = closure((id) => srcFile(FIRST_CALLS.slice('src/'.length)).test(id));
  const client = new Set([...calls].filter((id) => login.has(id)));
  const pages = [...staticImports.keys()]
    .filter((id) => memberPage.test(id))
    .map((page) => closure((id) => id === page));
  const publicImports = closure((id) => layerPublicPage.test(id));
  const shared = new Set(
    pages
      .flatMap((imports) => [...imports])
      .filter((id) => {
        const count = pages.filter((imports) => imports.has(id)).length;
        return count >= 2 || (count === 1 && lowerLayer.test(id) && publicImports.has(id));
      }),
  );
  return (plan = { client, calls, shared });
}

/** Records the module graph the chunk plan reads. */
export function chunkGraph(): Plugin {
  return {
    name: 'chunk-graph',
    apply: 'build',
    buildStart: () => {
      staticImports.clear();
      plan = undefined;
    },
    moduleParsed: (info) => void staticImports.set(info.id, info.importedIds),
  };
}

/**
 * The build's chunks: each file is a request and a compile task on a slow phone, and left alone Rolldown makes a
 * chunk of every set of modules the same pages share. The entry keeps what it imports; /login's page and shell go
 * with the app; the member shell takes the query layer and what member pages share; each member page (with what
 * only it imports) is a chunk of its own. Lazy parts (dialogs, the sanitiser, the chat) keep their chunks. The field
 * signals' chunk keeps its name, so a test sees when the page fetches it (tests/e2e/field-signals.e2e.test.ts).
 */
export const CHUNK_PLAN: Rolldown.OutputOptions = {
  codeSplitting: {
    groups: [
      { name: 'client', test: (id) => readPlan().client.has(id), priority: 6 },
      { name: 'first-calls', test: (id) => readPlan().calls.has(id), priority: 5 },
      { name: 'index', tags: ['$initial'], priority: 4 },
      { name: 'member-styles', test: srcFile('styles/member.scss'), priority: 3 },
      { name: 'app', test: srcFile(...LOGIN_FILES), priority: 2 },
      {
        name: 'member-shell',
        test: (id) => memberShell.test(id) || formParts.test(id) || readPlan().shared.has(id),
        priority: 1,
      },
      ...Object.values(MEMBER_PAGES).map((page) => ({ name: page, test: srcFile(`app/routes/${page}.tsx`) })),
    ],
  },
  chunkFileNames: (chunk) =>
    chunk.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith('/src/lib/field-signals/start.ts'))
      ? 'assets/field-signals-[hash].js'
      : 'assets/[name]-[hash].js',
};

/** The entry's files ('index' above, the client and the bundler's runtime): every page has loaded them already. */
const ENTRY_FILES = /^assets\/(index|client|rolldown-runtime)-[^/]+$/;

/** What a lazy chunk's import fetches beside it: never the entry's files, whose names would cost bytes in each list. */
export const MODULE_PRELOAD: ModulePreloadOptions = {
  resolveDependencies: (_file, deps) => deps.filter((dep) => !ENTRY_FILES.test(dep)),
};

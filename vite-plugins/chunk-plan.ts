import type { ModulePreloadOptions, Plugin, Rolldown } from 'vite';
import { MEMBER_PAGES, PUBLIC_PAGES, QUERY_LAYER, SHELLS } from '../src/app/page-table';
import { LOGIN_PATH } from '../src/config/paths';

/** Matches the ids of these files of src/ (either path separator). */
const srcFile = (...files: string[]) =>
  new RegExp(`[\\\\/]src[\\\\/](${files.map((f) => f.replaceAll('.', '\\.').replaceAll('/', '[\\\\/]')).join('|')})$`);

const memberPage = srcFile(...Object.values(MEMBER_PAGES).map((page) => `app/routes/${page}.tsx`));
/** The public pages under the query layer (every one but /login): they load the member layer's chunk too. */
const layerPublicPage = srcFile(
  ...Object.entries(PUBLIC_PAGES)
    .filter(([path]) => path !== LOGIN_PATH)
    .map(([, page]) => `app/routes/${page}.tsx`),
);
/** The layers beneath the components (src/config, contract, rules, lib): small, and shared by design. */
const lowerLayer = /[\\/]src[\\/](config|contract|rules|lib)[\\/]/;

/** Each module's static imports, recorded as the build parses it (chunkGraph); the plan below reads them. */
const staticImports = new Map<string, readonly string[]>();
/** How many member pages import each module statically, through any chain: worked out once the graph is read. */
let pagesOf: Map<string, number> | undefined;
/** What the public pages under the query layer import statically, through any chain. */
let publicImports: Set<string> | undefined;

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

function countPages(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const page of [...staticImports.keys()].filter((id) => memberPage.test(id))) {
    closure((id) => id === page).forEach((id) => counts.set(id, (counts.get(id) ?? 0) + 1));
  }
  return counts;
}

/** The module index.html's head start imports to send a member page's first calls (a build without mocks). */
export const FIRST_CALLS = 'src/app/first-load/first-calls.ts';
const firstCalls = srcFile(FIRST_CALLS.slice('src/'.length));
const loginLoad = srcFile('main.tsx', 'app/app.tsx', 'app/routes/login.tsx', 'app/shells/public-shell.tsx');
let early: { client: Set<string>; calls: Set<string> } | undefined;

/**
 * The first calls' two chunks, which the head start loads before the framework: the one client (lib/http.ts and
 * what it imports, with what the first calls share with /login's load) and the first calls with what only they and
 * the member pages import. Neither imports the entry's chunk, which would start the app with them.
 */
function earlyChunks(): { client: Set<string>; calls: Set<string> } {
  if (early) return early;
  const login = closure((id) => loginLoad.test(id));
  const client = closure((id) => srcFile('lib/http.ts').test(id));
  const calls = closure((id) => firstCalls.test(id));
  calls.forEach((id) => {
    if (login.has(id)) client.add(id);
  });
  client.forEach((id) => calls.delete(id));
  return (early = { client, calls });
}

/**
 * What a member page's first paint shares with another's (not what only their dialogs and lazy parts share), and
 * the lower layers' modules it shares with a public page: in the member page's chunk, that public page would load
 * the whole chunk for them (/register loaded the statement's for the banks lookup). A page's own components it
 * shares with a public page stay with it (the contact pages').
 */
function sharedByMemberPages(id: string): boolean {
  const pages = (pagesOf ??= countPages()).get(id) ?? 0;
  if (pages >= 2) return true;
  return pages === 1 && lowerLayer.test(id) && (publicImports ??= closure((m) => layerPublicPage.test(m))).has(id);
}
const memberShell = srcFile(`app/${QUERY_LAYER}.tsx`, `app/shells/${SHELLS.member}.tsx`);
/**
 * react-bootstrap's form parts: the forms of member pages, public pages and dialogs take them, each a few. Left to the
 * graph, a part one member page shares with /register went into that page's chunk and one /register shares with a
 * dialog into a chunk of its own (/register asked for both, two files more); with the member layer, which every page
 * but /login loads, no page asks for a file more for them.
 */
const formParts = /[\\/]react-bootstrap[\\/]esm[\\/](Form[A-Za-z]*|Feedback)\.js$/;

/** Records the module graph the chunk plan reads. */
export function chunkGraph(): Plugin {
  return {
    name: 'chunk-graph',
    apply: 'build',
    buildStart: () => {
      staticImports.clear();
      pagesOf = undefined;
      publicImports = undefined;
      early = undefined;
    },
    moduleParsed: (info) => void staticImports.set(info.id, info.importedIds),
  };
}

/**
 * The build's chunks. Each file is a request and a compile task on a slow phone's main thread, whatever its size:
 * without groups Rolldown makes a chunk of every set of modules shared by the same pages. The entry keeps what it
 * imports; /login's page and shell go with the app; the query layer, the member shell and what two or more member
 * pages import statically (or one with a public page, from the lower layers) make one chunk, and each member page
 * (with what only it imports) its own: a member page's first load asks for its own code, not the five others', in
 * one file more than with one member chunk. Dialogs, the sanitiser and the chat stay in their lazy chunks. The member
 * area's stylesheet keeps its name. The field signals' chunk keeps its own name, so a test sees when the page fetches
 * the reporter (tests/e2e/field-signals.e2e.test.ts).
 */
export const CHUNK_PLAN: Rolldown.OutputOptions = {
  codeSplitting: {
    groups: [
      { name: 'client', test: (id) => earlyChunks().client.has(id), priority: 6 },
      { name: 'first-calls', test: (id) => earlyChunks().calls.has(id), priority: 5 },
      { name: 'index', tags: ['$initial'], priority: 4 },
      { name: 'member-styles', test: srcFile('styles/member.scss'), priority: 3 },
      {
        name: 'app',
        test: srcFile('app/app.tsx', 'app/routes/login.tsx', 'app/shells/public-shell.tsx'),
        priority: 2,
      },
      {
        name: 'member-shell',
        test: (id) => memberShell.test(id) || formParts.test(id) || sharedByMemberPages(id),
        priority: 1,
      },
      // Each member page with what only it imports (and what it shares with a public page or a dialog): one file.
      ...Object.values(MEMBER_PAGES).map((page) => ({ name: page, test: srcFile(`app/routes/${page}.tsx`) })),
    ],
  },
  chunkFileNames: (chunk) =>
    chunk.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith('/src/lib/field-signals/start.ts'))
      ? 'assets/field-signals-[hash].js'
      : 'assets/[name]-[hash].js',
};

/** The entry's files ('index' above, the client and the bundler's runtime it imports): loaded before any other. */
const ENTRY_FILES = /^assets\/(index|client|rolldown-runtime)-[^/]+$/;

/**
 * What a lazy chunk's import fetches beside it (each import in the code carries its list): never the entry's files,
 * which every page has loaded before it imports anything. Listed, they cost the lists' bytes in the app's chunks.
 */
export const MODULE_PRELOAD: ModulePreloadOptions = {
  resolveDependencies: (_file, deps) => deps.filter((dep) => !ENTRY_FILES.test(dep)),
};

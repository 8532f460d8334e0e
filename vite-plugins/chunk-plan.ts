import type { ModulePreloadOptions, Rolldown } from 'vite';
import { MEMBER_PAGES, QUERY_LAYER, SHELLS } from '../src/app/page-table';

/** Matches the ids of these files of src/ (either path separator). */
const srcFile = (...files: string[]) =>
  new RegExp(`[\\\\/]src[\\\\/](${files.map((f) => f.replaceAll('.', '\\.').replaceAll('/', '[\\\\/]')).join('|')})$`);

/**
 * The build's chunks. Each file is a request and a compile task on a slow phone's main thread, whatever its size:
 * without groups Rolldown makes a chunk of every set of modules shared by the same pages. The entry keeps what it
 * imports; /login's page and shell go with the app, the query layer, the member shell and the member pages in one
 * chunk (split by route, a member page's first load asked for 21 files, each a round trip on one of six connections
 * of a slow phone network), and the member area's stylesheet keeps its name. The field signals' chunk keeps its own name, so a
 * test sees when the page fetches the reporter (tests/e2e/field-signals.e2e.test.ts).
 */
export const CHUNK_PLAN: Rolldown.OutputOptions = {
  codeSplitting: {
    groups: [
      { name: 'index', tags: ['$initial'], priority: 4 },
      { name: 'member-styles', test: srcFile('styles/member.scss'), priority: 3 },
      {
        name: 'app',
        test: srcFile('app/app.tsx', 'app/routes/login.tsx', 'app/shells/public-shell.tsx'),
        priority: 2,
      },
      {
        name: 'member-area',
        test: srcFile(
          `app/${QUERY_LAYER}.tsx`,
          `app/shells/${SHELLS.member}.tsx`,
          ...Object.values(MEMBER_PAGES).map((page) => `app/routes/${page}.tsx`),
        ),
        priority: 1,
      },
    ],
  },
  chunkFileNames: (chunk) =>
    chunk.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith('/src/lib/field-signals/start.ts'))
      ? 'assets/field-signals-[hash].js'
      : 'assets/[name]-[hash].js',
};

/** The files of the entry's chunk group ('index' above, and the bundler's runtime it imports): loaded before any other. */
const ENTRY_FILES = /^assets\/(index|rolldown-runtime)-[^/]+$/;

/**
 * What a lazy chunk's import fetches beside it (each import in the code carries its list): never the entry's files,
 * which every page has loaded before it imports anything. Listed, they cost the lists' bytes in the app's chunks.
 */
export const MODULE_PRELOAD: ModulePreloadOptions = {
  resolveDependencies: (_file, deps) => deps.filter((dep) => !ENTRY_FILES.test(dep)),
};

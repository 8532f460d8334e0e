import type { Rolldown } from 'vite';

/** Matches the ids of these files of src/ (either path separator). */
const srcFile = (...files: string[]) =>
  new RegExp(`[\\\\/]src[\\\\/](${files.map((f) => f.replaceAll('.', '\\.').replaceAll('/', '[\\\\/]')).join('|')})$`);

/**
 * The build's chunks. Each file is a request and a compile task on a slow phone's main thread, whatever its size:
 * without groups Rolldown makes a chunk of every set of modules shared by the same pages. The entry keeps what it
 * imports; /login's page and shell go with the app, the member pages with the member area (src/app/member-area.tsx
 * says why), and the member area's stylesheet keeps its name. The field signals' chunk keeps its own name, so a
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
      { name: 'member-area', test: srcFile('app/member-area.tsx'), priority: 1 },
    ],
  },
  chunkFileNames: (chunk) =>
    chunk.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith('/src/lib/field-signals/start.ts'))
      ? 'assets/field-signals-[hash].js'
      : 'assets/[name]-[hash].js',
};

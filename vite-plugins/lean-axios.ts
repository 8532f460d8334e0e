import type { Plugin } from 'vite';

/** An axios module the build leaves out: who imports it, as what, and the stand-in it gets instead. */
interface LeftOut {
  importer: string;
  source: string;
  id: string;
  code: string;
}

/**
 * The HTTP client (src/lib/http.ts) uses one axios instance with its XHR adapter (upload progress, timeouts):
 * - the fetch adapter (about 4.5 KB gzip of the first load) gets an empty stand-in in axios's adapter list;
 * - the status-code table and the cancel-token class, which axios only hangs on its default export for callers
 *   that never use them here (the app cancels with AbortSignal), get empty ones (about 1 KB gzip).
 */
export const LEFT_OUT: readonly LeftOut[] = [
  {
    importer: 'axios/lib/adapters/adapters.js',
    source: './fetch.js',
    id: '\0axios-fetch-adapter-left-out',
    code: 'export const getFetch = () => false;\nexport default false;\n',
  },
  {
    importer: 'axios/lib/axios.js',
    source: './helpers/HttpStatusCode.js',
    id: '\0axios-status-codes-left-out',
    code: 'export default {};\n',
  },
  {
    importer: 'axios/lib/axios.js',
    source: './cancel/CancelToken.js',
    id: '\0axios-cancel-token-left-out',
    code: 'export default undefined;\n',
  },
];

export function leanAxios(): Plugin {
  return {
    name: 'lean-axios',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source, importer) =>
      LEFT_OUT.find((part) => source === part.source && importer?.replaceAll('\\', '/').endsWith(part.importer))?.id ??
      null,
    load: (id) => LEFT_OUT.find((part) => part.id === id)?.code ?? null,
  };
}

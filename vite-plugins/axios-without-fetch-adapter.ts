import type { Plugin } from 'vite';

export const EMPTY_FETCH_ADAPTER = '\0axios-fetch-adapter-left-out';

/**
 * The HTTP client uses axios's XHR adapter (upload progress, timeouts; see src/lib/http.ts), so the build
 * leaves out axios's fetch adapter (about 4.5 KB gzip of the first load) by giving axios an empty one.
 */
export function axiosWithoutFetchAdapter(): Plugin {
  return {
    name: 'axios-without-fetch-adapter',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source, importer) =>
      source === './fetch.js' && importer?.replaceAll('\\', '/').endsWith('axios/lib/adapters/adapters.js')
        ? EMPTY_FETCH_ADAPTER
        : null,
    load: (id) => (id === EMPTY_FETCH_ADAPTER ? 'export const getFetch = () => false;\nexport default false;\n' : null),
  };
}

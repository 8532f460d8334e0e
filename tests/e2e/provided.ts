// Values handed from global-setup.ts to the test files through vitest's provide/inject.

declare module 'vitest' {
  export interface ProvidedContext {
    /** Base URL of the preview server of dist/ (default build, mocked backend), no trailing slash. */
    e2eBaseUrl: string;
    /** Base URL of the preview server of dist-laos/, or '' when dist-laos/ was not built. */
    e2eLaosBaseUrl: string;
    /** Base URL of the preview of dist-nomock/ (mocks off, talking to the standalone mock server), or ''. */
    e2eServerBaseUrl: string;
    /** Base URL of the standalone mock server (npm run mock:server), or ''. */
    e2eMockApiUrl: string;
  }
}

export const DEFAULT_PORT = 4173;
export const LAOS_PORT = 4174;
export const SERVER_PORT = 4175;
export const HOST = '127.0.0.1';

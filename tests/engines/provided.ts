// The address global-setup.ts hands to the engine test files.
declare module 'vitest' {
  export interface ProvidedContext {
    /** Base URL of the vite preview of dist/ (the mocked build), no trailing slash. */
    enginesBaseUrl: string;
  }
}

export {};

import { fileURLToPath } from 'node:url';
import { SUPPORTED_BROWSERS } from './supported-browsers';

/**
 * An inline script of index.html, built from one of the app's own modules: `name(data)` of that module, bundled
 * with what it imports (the page table, the storage keys, the markers) and minified. Injected into the plugins
 * so that their tests, which run in jsdom where esbuild cannot load, can stand in for it.
 */
export type InlineScript = (module: string, name: string, data?: unknown) => Promise<string>;

export const esbuildInline: InlineScript = async (module, name, data) => {
  // Loaded here, not at the top: tests of the plugins run in jsdom, where esbuild cannot load.
  const { build } = await import('esbuild');
  const root = fileURLToPath(new URL('..', import.meta.url));
  const argument = data === undefined ? '' : JSON.stringify(data);
  const result = await build({
    stdin: {
      contents: `import { ${name} as run } from ${JSON.stringify(`./${module}`)};\nrun(${argument});`,
      resolveDir: root,
      loader: 'ts',
    },
    tsconfig: `${root}/tsconfig.json`,
    bundle: true,
    write: false,
    format: 'iife',
    minify: true,
    target: SUPPORTED_BROWSERS,
    logLevel: 'silent',
  });
  return result.outputFiles[0].text.trim();
};

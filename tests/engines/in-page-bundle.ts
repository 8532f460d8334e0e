/** ./in-page.ts bundled into one script (esbuild, already the build's), made once per test file. */
import { buildSync } from 'esbuild';
import { fileURLToPath } from 'node:url';

let bundle: string | undefined;

export function inPageScript(): string {
  bundle ??= buildSync({
    entryPoints: [fileURLToPath(new URL('./in-page.ts', import.meta.url))],
    bundle: true,
    write: false,
    format: 'iife',
    minify: true,
    // the oldest engine the portal supports runs it too (vite-plugins/supported-browsers.ts)
    target: 'es2020',
    define: { 'process.env.NODE_ENV': '"production"', 'process.env.DEBUG_PRINT_LIMIT': '"0"' },
  }).outputFiles[0].text;
  return bundle;
}

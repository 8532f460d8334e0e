import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { outDirOf } from './out-dir';
import type { BuildSettings } from './settings';

/**
 * public/manifest.webmanifest is written for the default build; each build stamps its own app name and
 * default language into the copy it ships (the Laos variant's home-screen name and lang differ).
 */
export function webManifest({ appName, lang }: BuildSettings): Plugin {
  let outDir = 'dist';
  return {
    name: 'web-manifest',
    apply: 'build',
    configResolved: (resolved) => {
      outDir = outDirOf(resolved);
    },
    closeBundle: () => {
      const file = path.join(outDir, 'manifest.webmanifest');
      if (!existsSync(file)) return;
      const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      const stamped = { ...manifest, name: appName, short_name: appName, description: appName, lang };
      writeFileSync(file, `${JSON.stringify(stamped, null, 2)}\n`);
    },
  };
}

import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { localePart, type LocalePart } from '../src/locales/sections';

const PART = /^(.*\.json)\?part=(startup|rest|all)$/;

/**
 * `src/locales/th.json?part=startup` is the part of th.json that /login needs, `?part=rest` the other
 * sections (src/locales/sections.ts), `?part=all` both, for a first load of any other page in one file. The files
 * stay whole; only the build cuts them.
 */
export function localeParts(): Plugin {
  return {
    name: 'locale-parts',
    enforce: 'pre',
    async resolveId(source, importer) {
      const [file, query] = source.split('?');
      if (!file || !query || !/^part=(startup|rest|all)$/.test(query)) return null;
      const resolved = await this.resolve(file, importer, { skipSelf: true });
      return resolved ? `${resolved.id}?${query}` : null;
    },
    load(id) {
      const match = PART.exec(id);
      if (!match?.[1]) return null;
      this.addWatchFile(match[1]);
      const bundle = JSON.parse(readFileSync(match[1], 'utf8')) as Record<string, unknown>;
      // Returned as JSON, typed as such (the id ends in its query, not .json): vite's json plugin turns it into a
      // module as it does for the whole file.
      const part = match[2] === 'all' ? bundle : localePart(bundle, match[2] as LocalePart);
      return { code: JSON.stringify(part), moduleType: 'json' };
    },
  };
}

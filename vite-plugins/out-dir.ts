import path from 'node:path';
import type { ResolvedConfig } from 'vite';

/** The absolute output folder of a resolved build config. */
export const outDirOf = (resolved: Pick<ResolvedConfig, 'root' | 'build'>): string =>
  path.resolve(resolved.root, resolved.build.outDir);

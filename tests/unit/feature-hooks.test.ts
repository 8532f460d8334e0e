import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// A feature's hooks sit in one place, src/features/<area>/hooks/, so a reader finds them without searching
// components/ and the feature root; that folder holds hooks only.

const features = path.resolve(import.meta.dirname, '../../src/features');
const modules = readdirSync(features, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file))
  .map((file) => file.split(path.sep).join('/'));
const isHookFile = (file: string) => /^use-[a-z0-9-]+\.tsx?$/.test(path.posix.basename(file));
const inHooks = (file: string) => /^[^/]+\/hooks\/[^/]+$/.test(file);

describe('feature hooks', () => {
  it('lie in src/features/<area>/hooks/, every one of them', () => {
    expect(modules.filter(isHookFile).length).toBeGreaterThan(0);
    expect(modules.filter((file) => isHookFile(file) && !inHooks(file))).toEqual([]);
  });

  it('share hooks/ with nothing else', () => {
    expect(modules.filter((file) => file.includes('/hooks/') && !(isHookFile(file) && inHooks(file)))).toEqual([]);
  });
});

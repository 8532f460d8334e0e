/**
 * How the test runs deal out their files, by the seconds each file took in a recorded run (tests/shard-weights.json;
 * `npm run test:weigh` rewrites the unit and integration figures, the e2e ones come from a CI log) or, for a file
 * not in it, an estimate from its size.
 * - `npm test` (tests/run-suite.mjs, --shard=i/n): vitest's own split cuts a hash-sorted list into equal counts of
 *   files, so one process drew most of the slow integration files and finished 17 s after the others. Here the
 *   files go slowest first, each to the share with the least time so far (longest-processing-time first). Every
 *   process computes the same deal from the same list, so the shares never overlap.
 * - The e2e run (workers taking the next file as they free up): slowest first, so no long walk starts last
 *   and leaves one worker alone at the end. Vitest orders by its cache of the last run, which a clean clone has not.
 */
import { readFileSync, statSync } from 'node:fs';
import { relative } from 'node:path';
import type { TestSequencer, TestSpecification, Vitest } from 'vitest/node';

/** Seconds per kilobyte of test source, from a recorded run: a rendered screen costs more than a rule. */
const SECONDS_PER_KB = { e2e: 8, integration: 0.54, unit: 0.04 };

/**
 * What a file costs its share on top of the seconds its tests took: the setup files, its imports and collection.
 * In an `npm test` run (244 files, three shares) that came to about 0.09 s a file; dealt without it, the share that
 * drew most of the quick unit files (136 of 244) ended 2.5 to 4.5 s after the other two.
 */
const SECONDS_PER_FILE = 0.09;

function recordedWeights(): Record<string, number> {
  try {
    return JSON.parse(readFileSync(new URL('./shard-weights.json', import.meta.url), 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
}

function perKb(path: string): number {
  if (path.startsWith('tests/e2e/')) return SECONDS_PER_KB.e2e;
  return path.startsWith('tests/integration/') ? SECONDS_PER_KB.integration : SECONDS_PER_KB.unit;
}

// Types only from vitest/node: vite.config.ts imports this file, and a build need not load the test runner.
export default class ShardSequencer implements TestSequencer {
  constructor(private readonly ctx: Vitest) {}

  /** Slowest first, ties by path. */
  private weighed(files: TestSpecification[]) {
    const root = this.ctx.config.root;
    const recorded = recordedWeights();
    return files
      .map((spec) => {
        const path = relative(root, spec.moduleId);
        return { spec, path, weight: recorded[path] ?? (statSync(spec.moduleId).size / 1024) * perKb(path) };
      })
      .sort((a, b) => b.weight - a.weight || (a.path < b.path ? -1 : 1));
  }

  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return this.weighed(files).map(({ spec }) => spec);
  }

  async shard(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { index, count } = this.ctx.config.shard!;
    const load = Array<number>(count).fill(0);
    const mine: TestSpecification[] = [];
    for (const file of this.weighed(files)) {
      const least = load.indexOf(Math.min(...load));
      load[least] += file.weight + SECONDS_PER_FILE;
      if (least === index - 1) mine.push(file.spec);
    }
    return mine;
  }
}

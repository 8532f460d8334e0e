/**
 * How `npm test` splits the files between its processes (tests/run-suite.mjs, --shard=i/n). Vitest's own split
 * cuts a hash-sorted list into equal counts of files, so one process drew most of the slow integration files
 * and finished 17 s after the others. This one deals the files out slowest first, each to the process with the
 * least time so far (longest-processing-time first), by the seconds each file took in a recorded run
 * (tests/shard-weights.json, `npm run test:weigh` rewrites it) or, for a file not in it, an estimate from its size.
 * Every process computes the same deal from the same list, so the shares never overlap.
 */
import { readFileSync, statSync } from 'node:fs';
import { relative } from 'node:path';
import type { TestSequencer, TestSpecification, Vitest } from 'vitest/node';

/** Seconds per kilobyte of test source, from the recorded run: a rendered screen costs far more than a rule. */
const SECONDS_PER_KB = { integration: 0.54, unit: 0.04 };

function recordedWeights(): Record<string, number> {
  try {
    return JSON.parse(readFileSync(new URL('./shard-weights.json', import.meta.url), 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
}

// Types only from vitest/node: vite.config.ts imports this file, and a build need not load the test runner.
export default class ShardSequencer implements TestSequencer {
  constructor(private readonly ctx: Vitest) {}

  /** Within a process the files run one after another: their order changes nothing of the time. */
  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return files;
  }

  async shard(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { index, count } = this.ctx.config.shard!;
    const root = this.ctx.config.root;
    const recorded = recordedWeights();
    const weighed = files.map((spec) => {
      const path = relative(root, spec.moduleId);
      const estimate =
        (statSync(spec.moduleId).size / 1024) *
        (path.startsWith('tests/integration/') ? SECONDS_PER_KB.integration : SECONDS_PER_KB.unit);
      return { spec, path, weight: recorded[path] ?? estimate };
    });
    weighed.sort((a, b) => b.weight - a.weight || (a.path < b.path ? -1 : 1));
    const load = Array<number>(count).fill(0);
    const mine: TestSpecification[] = [];
    for (const file of weighed) {
      const least = load.indexOf(Math.min(...load));
      load[least] += file.weight;
      if (least === index - 1) mine.push(file.spec);
    }
    return mine;
  }
}

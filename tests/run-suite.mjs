// `npm test`: the suite in several vitest processes at once, each running its share of the files (--shard)
// in one thread that keeps one document and one module graph (vite.config.ts). A fresh document and module
// graph per file cost more than the tests themselves. Tests spend much of their time waiting on timers and
// answers, so three processes keep two cores busy. The shares report into blobs merged into one report.
// The shares are dealt by tests/shard-sequencer.ts; `npm run test:weigh` runs the suite and rewrites the seconds
// each file took (tests/shard-weights.json) that it deals by.
// With arguments (files, -t, a project), one process runs them as `vitest run` would.
import { spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';

const weigh = process.argv[2] === '--weigh';
const args = process.argv.slice(weigh ? 3 : 2);
const BLOBS = '.vitest-reports';
const SHARDS = Number(process.env.TEST_SHARDS ?? 3);

function vitest(argv) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['node_modules/vitest/vitest.mjs', ...argv], { stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

if (args.length > 0) process.exit(await vitest(['run', ...args]));

rmSync(BLOBS, { recursive: true, force: true });
const shards = Array.from({ length: SHARDS }, (_, n) => n + 1).map((i) =>
  vitest(['run', `--shard=${i}/${SHARDS}`, '--reporter=blob', `--outputFile=${BLOBS}/blob-${i}.json`]),
);
const codes = await Promise.all(shards);
const report = `${BLOBS}/merged.json`;
const merged = await vitest(
  ['run', '--merge-reports', BLOBS].concat(
    weigh ? ['--reporter=default', '--reporter=json', `--outputFile.json=${report}`] : [],
  ),
);
if (weigh) writeWeights(JSON.parse(readFileSync(report, 'utf8')));
rmSync(BLOBS, { recursive: true, force: true });
process.exit(codes.some((code) => code !== 0) ? Math.max(1, merged) : merged);

/** Seconds each file took, by path, sorted: what the sequencer deals the next runs by (the e2e figures stay). */
function writeWeights({ testResults }) {
  const file = 'tests/shard-weights.json';
  const kept = Object.entries(JSON.parse(readFileSync(file, 'utf8'))).filter(([path]) => path.startsWith('tests/e2e/'));
  const weights = testResults
    .map((result) => [relative(process.cwd(), result.name), Math.round((result.endTime - result.startTime) / 100) / 10])
    .concat(kept)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  writeFileSync(file, `${JSON.stringify(Object.fromEntries(weights), null, 2)}\n`);
}

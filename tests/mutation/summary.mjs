// Prints the figures of reports/mutation/mutation.json (written by npm run test:mutation) as the markdown
// tables of reports/mutation.md: score per file, per area and overall, and every mutant left alive.
// Usage: node tests/mutation/summary.mjs [reports/mutation/mutation.json] [--only src/rules,src/contract]
import { readFileSync } from 'node:fs';

const args = process.argv.slice(2);
const onlyAt = args.indexOf('--only');
const only = onlyAt >= 0 ? args.splice(onlyAt, 2)[1].split(',') : null;
const report = JSON.parse(readFileSync(args[0] ?? 'reports/mutation/mutation.json', 'utf8'));
const STATUSES = ['Killed', 'Timeout', 'Survived', 'NoCoverage', 'Ignored'];

const empty = () => Object.fromEntries(STATUSES.map((s) => [s, 0]));
const add = (into, counts) => STATUSES.forEach((s) => (into[s] += counts[s]));
const score = (c) => {
  const valid = c.Killed + c.Timeout + c.Survived + c.NoCoverage;
  return valid === 0 ? 'n/a' : ((100 * (c.Killed + c.Timeout)) / valid).toFixed(1);
};
const row = (name, c) =>
  `| ${name} | ${score(c)} | ${c.Killed} | ${c.Timeout} | ${c.Survived} | ${c.NoCoverage} | ${c.Ignored} |`;
const areaOf = (file) =>
  file.startsWith('src/features/') ? 'src/features/*/model.ts' : file.split('/').slice(0, 2).join('/');

const files = Object.entries(report.files)
  .filter(([file]) => !only || only.some((prefix) => file.startsWith(prefix)))
  .sort(([a], [b]) => a.localeCompare(b));
const areas = new Map();
const total = empty();
const alive = [];
const lines = [
  '| File | Score % | Killed | Timeout | Survived | No coverage | Static (ignored) |',
  '|---|---|---|---|---|---|---|',
];
for (const [file, { mutants, source }] of files) {
  const counts = empty();
  for (const mutant of mutants) {
    if (mutant.status in counts) counts[mutant.status] += 1;
    if (mutant.status === 'Survived' || mutant.status === 'NoCoverage') {
      const { line, column } = mutant.location.start;
      const original = source.split('\n')[line - 1].trim();
      alive.push({
        where: `${file}:${line}:${column}`,
        status: mutant.status,
        mutator: mutant.mutatorName,
        original,
        replacement: mutant.replacement ?? '',
      });
    }
  }
  if (!areas.has(areaOf(file))) areas.set(areaOf(file), empty());
  add(areas.get(areaOf(file)), counts);
  add(total, counts);
  lines.push(row(`\`${file}\``, counts));
}
const clip = (text) =>
  (text.length > 90 ? `${text.slice(0, 87)}...` : text).replaceAll('|', '\\|').replaceAll('`', "'");

console.log('## By area\n');
console.log(
  '| Area | Score % | Killed | Timeout | Survived | No coverage | Static (ignored) |\n|---|---|---|---|---|---|---|',
);
for (const [area, counts] of areas) console.log(row(area, counts));
console.log(row('**All**', total));
console.log('\n## By file\n');
console.log(lines.join('\n'));
console.log('\n## Mutants left alive\n');
console.log('| Where | Status | Mutator | Code | Mutant |\n|---|---|---|---|---|');
for (const m of alive)
  console.log(`| ${m.where} | ${m.status} | ${m.mutator} | \`${clip(m.original)}\` | \`${clip(m.replacement)}\` |`);

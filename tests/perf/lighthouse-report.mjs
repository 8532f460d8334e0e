// Writes reports/perf.md from the summarised runs of tests/perf/lighthouse.mjs.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { median } from './lighthouse-summary.mjs';

function chromiumVersion(chromePath) {
  const result = spawnSync(chromePath, ['--version'], { encoding: 'utf8' });
  return (result.stdout || '').trim() || chromePath;
}

/** Whether the host has a font family (fontconfig), or null without fc-list. */
export function hasFont(family) {
  const result = spawnSync('fc-list', [family, 'family'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() !== '' : null;
}

/** The fonts Android phones have for Thai and Lao, which src/styles/_config.scss names. */
export const PHONE_FONTS = ['Noto Sans Thai', 'Noto Sans Lao'];

/** /login's LCP beside the floor's (issue 56; 1.15 since issue 20). */
const LCP_RATIO_MAX = 0.6;
/** A member page opened cold (issue 42) and warm (issue 56), beside the floor's /login. */
const MEMBER_LCP_RATIO_MAX = { cold: 1.2, warm: 0.6 };
const JS_RATIO_MAX = 1.1;

/** /login beside the floor page: LCP (median of alternating runs) and first-load JS, as ratios. */
function comparison(results, firstLoad) {
  const floor = results.find((r) => r.page.startsWith('floor'));
  const login = results.find((r) => r.page === '/login');
  if (!floor || !login || !firstLoad) return [];
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  const lcpRatio = login.median.lcp / floor.median.lcp;
  const jsRatio = firstLoad.portal.js / firstLoad.floor.js;
  const mark = (pass) => (pass ? '✅' : '❌');
  return [
    '/login beside the bare-stack floor page (`tests/perf/floor/`, same versions, measured in the same run, alternating):',
    '',
    '| figure | floor | /login | ratio | target |',
    '| --- | ---: | ---: | ---: | --- |',
    `| LCP (median) | ${Math.round(floor.median.lcp)} ms | ${Math.round(login.median.lcp)} ms | ${lcpRatio.toFixed(2)} ${mark(lcpRatio <= LCP_RATIO_MAX)} | ≤ ${LCP_RATIO_MAX} |`,
    `| FCP (median) | ${Math.round(floor.median.fcp)} ms | ${Math.round(login.median.fcp)} ms | ${(login.median.fcp / floor.median.fcp).toFixed(2)} | |`,
    `| performance | ${floor.median.performance} | ${login.median.performance} | | /login ≥ 97 |`,
    `| first-load JS (gzip, Chromium) | ${kb(firstLoad.floor.js)} | ${kb(firstLoad.portal.js)} | ${jsRatio.toFixed(2)} ${mark(jsRatio <= JS_RATIO_MAX)} | ≤ ${JS_RATIO_MAX} (CI) |`,
    `| first-load CSS (gzip, Chromium) | ${kb(firstLoad.floor.css)} | ${kb(firstLoad.portal.css)} | ${(firstLoad.portal.css / firstLoad.floor.css).toFixed(2)} | |`,
    '',
  ];
}

/** Each member page, cold and warm, beside the floor's /login of the same run: LCP as a ratio. */
function memberComparison(results) {
  const floor = results.find((r) => r.page.startsWith('floor'));
  const members = results.filter((r) => / \((cold|warm)\)$/.test(r.page));
  if (!floor || !members.length) return [];
  const rows = members.map(({ page, median: m }) => {
    const ratio = m.lcp / floor.median.lcp;
    const max = MEMBER_LCP_RATIO_MAX[page.endsWith('(cold)') ? 'cold' : 'warm'];
    return `| ${page} | ${Math.round(m.lcp)} ms | ${ratio.toFixed(2)} ${ratio <= max ? '✅' : '❌'} | ${m.performance} | ≤ ${max} |`;
  });
  return [
    `Member pages beside the floor's /login (${Math.round(floor.median.lcp)} ms, same run): cold is a first visit with a ` +
      'remembered session (HTTP cache and service worker cleared), warm a repeat visit (service worker installed):',
    '',
    '| page | LCP (median) | × floor /login | performance | target |',
    '| --- | ---: | ---: | ---: | --- |',
    ...rows,
    '',
  ];
}

export function report(
  results,
  started,
  { root, argv, runs, mockLatency, crossOrigin, serve, targets: TARGETS, outFile, chromePath, firstLoad },
) {
  const lhVersion = JSON.parse(readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version;
  const ok = (value, pass) => (value === null ? '?' : pass ? '✅' : '❌');
  const ms = (value) => (value === null ? '–' : `${Math.round(value)} ms`);
  const lines = [];
  lines.push('# Lighthouse (mobile, simulated throttling)', '');
  lines.push('Produced by:', '', '```', `npm run perf${argv.length ? ` -- ${argv.join(' ')}` : ''}`, '```', '');
  lines.push(
    `Lighthouse ${lhVersion}, ${chromiumVersion(chromePath)}, ${runs} run(s) per page, median of each figure; ` +
      'production build with mocks off (what members get) served by Debian nginx through the nginx.conf the build ' +
      `wrote, ${serve === 'h2' ? 'over TLS with HTTP/2' : 'over plain HTTP/1.1'} (the floor page by the same ` +
      'configuration), its API and chat socket ' +
      `answered by the standalone mocked backend (\`npm run mock:server\`) after ${mockLatency} ms per call, ` +
      (crossOrigin
        ? 'called on its own origin (a CORS preflight per call).'
        : 'on the same origin through nginx (its reverse proxy).') +
      ` Measured ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
    '',
  );
  const benchmark = median(results.flatMap(({ runs: list }) => list.map((r) => r.benchmarkIndex)));
  lines.push(
    `Host: ${loadavg()[0].toFixed(1)} load average (1 min) at the end, Lighthouse benchmarkIndex median ${benchmark === null ? '?' : Math.round(benchmark)} ` +
      '(TBT scales with how busy the machine is: compare runs made on an idle host). ' +
      `Fonts: ${PHONE_FONTS.map((font) => `${font} ${hasFont(font) ? 'present' : 'MISSING'}`).join(', ')} (as on ` +
      "Android phones; without them Chromium searches other fonts for each Thai run, and home's first layout takes up to twice as long).",
    '',
  );
  lines.push(
    `Targets: performance ≥ ${TARGETS.performance}, accessibility ${TARGETS.accessibility}, best practices ≥ ${TARGETS.bestPractices}, ` +
      `CLS ≤ ${TARGETS.cls}, TBT ≤ ${TARGETS.tbt} ms.`,
    '',
  );
  lines.push('| page | performance | accessibility | best practices | FCP | LCP | TBT | CLS |');
  lines.push('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const { page, median: m } of results) {
    lines.push(
      `| ${page} | ${m.performance} ${ok(m.performance, m.performance >= TARGETS.performance)} ` +
        `| ${m.accessibility} ${ok(m.accessibility, m.accessibility >= TARGETS.accessibility)} ` +
        `| ${m.bestPractices} ${ok(m.bestPractices, m.bestPractices >= TARGETS.bestPractices)} ` +
        `| ${ms(m.fcp)} | ${ms(m.lcp)} ` +
        `| ${ms(m.tbt)} ${ok(m.tbt, m.tbt <= TARGETS.tbt)} ` +
        `| ${m.cls === null ? '–' : m.cls.toFixed(3)} ${ok(m.cls, m.cls <= TARGETS.cls)} |`,
    );
  }
  lines.push('', ...comparison(results, firstLoad), ...memberComparison(results));
  const notes = results.flatMap(({ page, runs: list }) => {
    const items = [...new Set(list.flatMap((r) => [...r.failing, ...r.opportunities, ...r.warnings]))];
    return items.length ? [`- ${page}: ${items.join('; ')}`] : [];
  });
  lines.push('', 'Per run (performance / LCP / TBT / CLS):', '');
  for (const { page, runs: list } of results) {
    lines.push(
      `- ${page}: ${list.map((r) => `${r.performance} / ${ms(r.lcp)} / ${ms(r.tbt)} / ${r.cls?.toFixed(3)}`).join(' · ')}`,
    );
  }
  if (notes.length) lines.push('', 'Audits below 100% and Lighthouse notes seen in any run:', '', ...notes);
  lines.push('');
  mkdirSync(path.dirname(outFile), { recursive: true });
  writeFileSync(outFile, lines.join('\n'));
  return lines.join('\n');
}

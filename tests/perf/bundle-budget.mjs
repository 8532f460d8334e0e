#!/usr/bin/env node
// Bundle budgets of a production build (built with build.manifest, see vite.config.ts).
//   node tests/perf/bundle-budget.mjs <outDir> [--info]
// Fails (exit 1) unless --info when a lazy chunk exceeds 60 KB gzip, a member page's first load asks for more
// than 8 files, for another member page's chunk or for code its first paint does not show, or msw/mock code is
// present. What /login loads is printed from the manifest as information; CI holds it counted in Chromium against
// the bare-stack floor page instead (tests/perf/first-load.mjs).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { firstLoadFiles, readBuild } from './build-plan.mjs';

const KB = 1024;
// Files: on a slow phone network each is a round trip on one of six connections (vite-plugins/chunk-plan.ts).
const BUDGET = { chunk: 60 * KB, memberFiles: 8 };
// What /login needs before it is interactive: the entry and its imports, plus what index.html's route
// head start (vite.config.ts, routePreload) fetches for /login: the app chunk, the login route's chunks and the
// startup part of the default language's strings (src/locales/sections.ts). Read from the build itself, so a
// chunk that the bundler renames or merges is still counted.
const MOCK_MARKERS = [
  'mockServiceWorker',
  '[MSW]',
  'setupWorker',
  'INTEGRITY_CHECK_REQUEST',
  'mock:db',
  'mock:scenario',
];

// The member pages' address and registration's, read from src/config/paths.ts (a .ts file this script cannot import).
const PATHS = readFileSync('src/config/paths.ts', 'utf8');
const [MEMBER_BASE, REGISTER_PATH] = ['MEMBER_BASE', 'REGISTER_PATH'].map((name) => {
  const value = new RegExp(`export const ${name} = '([^']+)'`).exec(PATHS)?.[1];
  if (!value) {
    console.error(`bundle-budget: no ${name} in src/config/paths.ts`);
    process.exit(2);
  }
  return value;
});

const [dir = 'dist', flag] = process.argv.slice(2);
const info = flag === '--info';
const manifestPath = path.join(dir, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`bundle-budget: ${manifestPath} not found (build with build.manifest on)`);
  process.exit(2);
}
// The manifest, index.html and the head start's plan, read as the first-load count reads them (./build-plan.mjs).
let build;
try {
  build = readBuild(dir);
} catch (error) {
  console.error(`bundle-budget: ${error.message}`);
  process.exit(2);
}
const { manifest, plan, html } = build;
const initial = new Set(firstLoadFiles(build, '/login'));

const files = [];
const walk = (d) =>
  readdirSync(d).forEach((name) => {
    const full = path.join(d, name);
    if (statSync(full).isDirectory()) walk(full);
    else if (/\.(js|css)$/.test(name)) files.push(full);
  });
walk(path.join(dir, 'assets'));

const rows = files.map((full) => {
  const buffer = readFileSync(full);
  const file = path.relative(dir, full);
  return {
    file,
    raw: buffer.length,
    gzip: gzipSync(buffer, { level: 9 }).length,
    initial: initial.has(file),
    text: buffer.toString(),
  };
});
// index.html's inline <style> (the first paint's rules) and inline <script> (the head start) load
// with the page too: they count towards the same budgets.
[
  ['style', 'css'],
  ['script', 'js'],
].forEach(([tag, kind]) => {
  const inline = [...html.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))].map((m) => m[1]).join('\n');
  if (!inline) return;
  const buffer = Buffer.from(inline);
  const file = `index.html (inline <${tag}>).${kind}`;
  rows.push({ file, raw: buffer.length, gzip: gzipSync(buffer, { level: 9 }).length, initial: true, text: inline });
});
rows.sort((a, b) => Number(b.initial) - Number(a.initial) || b.gzip - a.gzip);

const fmt = (n) => `${(n / KB).toFixed(1)} KB`;
console.log(`\nBundle of ${dir}/ (gzip -9)\n`);
console.log(`| chunk | raw | gzip | before /login |\n| --- | ---: | ---: | :---: |`);
rows.forEach((r) => console.log(`| ${r.file} | ${fmt(r.raw)} | ${fmt(r.gzip)} | ${r.initial ? 'yes' : ''} |`));

const sum = (list) => list.reduce((total, r) => total + r.gzip, 0);
const initialJs = sum(rows.filter((r) => r.initial && r.file.endsWith('.js')));
const initialCss = sum(rows.filter((r) => r.initial && r.file.endsWith('.css')));
const problems = [];
rows
  .filter((r) => !r.initial && r.gzip > BUDGET.chunk)
  .forEach((r) => problems.push(`${r.file} is ${fmt(r.gzip)} gzip (budget ${fmt(BUDGET.chunk)} per lazy chunk)`));
// What a member page's first load asks for: the entry, what the head start lists and the page's language strings.
Object.entries(plan.routes)
  .filter(([route]) => route.startsWith(`${MEMBER_BASE}/`))
  .forEach(([route, list]) => {
    const count = 1 + plan.app.length + plan.layer.length + list.length + plan.all[plan.fallback].length;
    if (count > BUDGET.memberFiles)
      problems.push(`${route} asks for ${count} files on its first load (budget ${BUDGET.memberFiles})`);
  });
// A member page's first load carries its own page, not the others (vite-plugins/chunk-plan.ts): of the page
// chunks the query layer imports (src/app/query-layer-route.tsx, the first file the head start lists for it), one.
const byFileKey = new Map(Object.entries(manifest).map(([key, entry]) => [entry.file, key]));
const pageFiles = (manifest[byFileKey.get(plan.layer.find((file) => file.endsWith('.js')))]?.dynamicImports ?? []).map(
  (key) => manifest[key].file,
);
const memberRoutes = Object.keys(plan.routes).filter((route) => route.startsWith(`${MEMBER_BASE}/`));
// Each member page's first-load files, read once for the checks below.
const memberFirstLoads = memberRoutes.map((route) => firstLoadFiles(build, route));
const carried = memberFirstLoads.map((files) => files.filter((file) => pageFiles.includes(file)));
memberRoutes.forEach((route, i) => {
  if (carried[i].length !== 1) problems.push(`${route}'s first load carries ${carried[i].length} pages' chunks`);
});
const memberPageFiles = new Set(carried.flat());
if (memberPageFiles.size !== memberRoutes.length)
  problems.push(`the ${memberRoutes.length} member pages share their pages' chunks: ${[...memberPageFiles]}`);
// Registration (where invite links land) carries no member page's chunk: what it shares with one goes with the
// member layer (the banks lookup with the statement, vite-plugins/chunk-plan.ts).
const registerCarries = firstLoadFiles(build, REGISTER_PATH).filter((file) => memberPageFiles.has(file));
if (registerCarries.length) problems.push(`${REGISTER_PATH}'s first load carries member pages: ${registerCarries}`);
// What a member page's first paint does not show comes after it (issue 56, item 2), each found by a text only its
// code holds: the sanitiser, the chat's socket, and the dates library's languages, which only the statement's
// lines show on their first paint (its relative times, src/lib/relative-time.ts).
const LATER = [
  { what: 'the sanitiser (DOMPurify)', marker: 'DOMPurify', shownBy: [] },
  { what: "the chat's socket (engine.io)", marker: 'engine.io', shownBy: [] },
  { what: "the dates library's Thai", marker: 'อาทิตย์_จันทร์', shownBy: [`${MEMBER_BASE}/statement`] },
];
const textOf = new Map(rows.map((r) => [r.file, r.text]));
memberRoutes.forEach((route, i) => {
  const texts = memberFirstLoads[i].map((file) => textOf.get(file) ?? '');
  LATER.filter(
    ({ marker, shownBy }) => !shownBy.includes(route) && texts.some((text) => text.includes(marker)),
  ).forEach(({ what }) => problems.push(`${route}'s first load carries ${what}, which its first paint does not show`));
});
const mockHits = rows.filter((r) => MOCK_MARKERS.some((m) => r.text.includes(m))).map((r) => r.file);
if (mockHits.length) problems.push(`mock code present in ${mockHits.join(', ')}`);

console.log(`\nBefore /login: JS ${fmt(initialJs)} gzip, CSS ${fmt(initialCss)} gzip`);
if (problems.length === 0) console.log('bundle-budget: within budget');
else {
  console.log(`bundle-budget: ${info ? 'over budget (information only)' : 'FAILED'}:\n- ${problems.join('\n- ')}`);
  if (!info) process.exit(1);
}

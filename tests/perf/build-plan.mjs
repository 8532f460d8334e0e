// What a page of a production build loads first, read from the build itself: index.html's head start (the files
// it preloads per page, src/app/first-load/head-start.ts) and the manifest's graph of static imports.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { gzipSync } from 'node:zlib';

/** The build's manifest, index.html and the head start's plan (the object literal its inline script is called with). */
export function readBuild(dir) {
  const manifest = JSON.parse(readFileSync(path.join(dir, '.vite', 'manifest.json'), 'utf8'));
  const html = readFileSync(path.join(dir, 'index.html'), 'utf8');
  // The minifier drops the JSON's key quotes: the literal is the last thing in the head start, read as one.
  const literal = /\((\{"?base"?:[^<]*?\})\);?\}\)\(\);<\/script>/.exec(html);
  if (!literal) throw new Error(`build-plan: the head start is not in ${dir}/index.html`);
  return { manifest, html, plan: vm.runInNewContext(`(${literal[1]})`) };
}

/** The files a page's first load asks for before any code runs: the entry and its imports, and what the head start preloads. */
export function firstLoadFiles({ manifest, plan }, route) {
  const files = new Set();
  const byFile = new Map(Object.entries(manifest).map(([key, entry]) => [entry.file, key]));
  const visit = (key) => {
    const entry = manifest[key];
    if (!entry || files.has(entry.file)) return;
    files.add(entry.file);
    (entry.css ?? []).forEach((css) => files.add(css));
    (entry.imports ?? []).forEach(visit);
  };
  visit('index.html');
  const preloaded = [
    ...plan.app,
    ...(plan.routes[route] ?? []),
    ...(route === '/login' ? (plan.locales[plan.fallback] ?? []) : [...(plan.all[plan.fallback] ?? []), ...plan.layer]),
  ];
  for (const file of preloaded) {
    if (byFile.has(file)) visit(byFile.get(file));
    else files.add(file);
  }
  return [...files];
}

/** gzip -9 bytes of a page's first-load JS: its files' and index.html's inline scripts. */
export function firstLoadJs(dir, build, route) {
  const gzip = (buffer) => gzipSync(buffer, { level: 9 }).length;
  const inline = [...build.html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('\n');
  const files = firstLoadFiles(build, route).filter((file) => file.endsWith('.js'));
  return {
    files,
    js: files.reduce((sum, file) => sum + gzip(readFileSync(path.join(dir, file))), 0) + gzip(Buffer.from(inline)),
  };
}

// What the screenshots leave besides the shots (tests/screenshots/capture.mjs): the side-by-side sheets,
// layout-report.md and the README images.
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readmeFile } from './members.mjs';

/**
 * Contact sheets for reviewing: reports/screenshots/sheets/<width>/<name>.png puts the th, la and en
 * views of one shot side by side (one sheet per scrolled view).
 */
export async function writeSheets(browser, report, options) {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  try {
    for (const width of options.widths) {
      await page.setViewportSize({ width: options.langs.length * (width + 12) + 4, height: 600 });
      const dir = path.join(options.out, 'sheets', String(width));
      // Sheets of an earlier run (a shot since left out, a view fewer) would pass for this run's.
      if (!options.only) rmSync(dir, { recursive: true, force: true });
      mkdirSync(dir, { recursive: true });
      const names = [...new Set(report.filter((e) => e.width === width && e.parts).map((e) => e.name))];
      for (const name of names) {
        const parts = Math.max(...report.filter((e) => e.width === width && e.name === name).map((e) => e.parts ?? 1));
        for (let view = 1; view <= parts; view += 1) {
          const file = `${name}${view > 1 ? `-${view}` : ''}.png`;
          const cells = options.langs.map((lang) => {
            const source = path.join(options.out, `${lang}-${width}`, file);
            const image = existsSync(source)
              ? `<img src="data:image/png;base64,${readFileSync(source).toString('base64')}">`
              : '<div class="none">-</div>';
            return `<figure><figcaption>${lang}-${width}</figcaption>${image}</figure>`;
          });
          await page.setContent(
            `<style>body{margin:0;display:flex;gap:12px;padding:8px;background:#888;font:14px sans-serif;width:max-content}` +
              `figure{margin:0}figcaption{color:#fff;padding:2px 0}img{display:block;width:${width}px}` +
              `.none{width:${width}px;height:200px;background:#ccc}</style>${cells.join('')}`,
          );
          await page.waitForFunction(() => [...document.images].every((img) => img.complete));
          await page.screenshot({ path: path.join(dir, file), fullPage: true });
        }
      }
    }
  } finally {
    await page.close();
  }
}

export function writeReport(report, options) {
  const lines = [
    '# Screenshot layout report',
    '',
    `Made by \`npm run screenshots\` (tests/screenshots/capture.mjs) with --member ${options.member} --outDir ${options.outDir} --lang ${options.langs.join(',')} --width ${options.widths.join(',')}${options.only ? ` --only ${options.only.join(',')}` : ''}.`,
    'Each shot is checked for sideways page scroll, boxes sticking out of the viewport and text clipped without an ellipsis.',
    '',
  ];
  const skipped = report.filter((entry) => entry.skipped);
  const bad = report.filter((entry) => entry.failed || entry.problems.length > 0);
  lines.push(
    `${report.length} shots, ${report.filter((e) => e.failed).length} failed, ${bad.filter((e) => !e.failed).length} with layout warnings.`,
    '',
  );
  for (const entry of bad) {
    lines.push(`## ${entry.lang}-${entry.width}/${entry.name}`);
    if (entry.failed) lines.push(`- FAILED: ${entry.failed}`);
    for (const problem of entry.problems) lines.push(`- ${problem}`);
    lines.push('');
  }
  if (skipped.length > 0) {
    lines.push('## Left out (not for this member)', '');
    for (const entry of skipped) lines.push(`- ${entry.lang}-${entry.width}/${entry.name}: ${entry.skipped}`);
    lines.push('');
  }
  writeFileSync(path.join(options.out, 'layout-report.md'), `${lines.join('\n')}\n`);
}

/**
 * Copies the shots the README shows ([lang, width, name, as?]) from <out> to <readmeDir>/<name>-<lang>-<width>.png,
 * or to <readmeDir>/<as>-<lang>-<width>.png when a second member's shot of the same name must not replace the first
 * (readmeFile, members.mjs).
 */
export function copyReadmeShots(report, out, shots, readmeDir) {
  mkdirSync(readmeDir, { recursive: true });
  for (const shot of shots) {
    const [lang, width, name] = shot;
    const from = path.join(out, `${lang}-${width}`, `${name}.png`);
    if (report.some((e) => e.lang === lang && e.width === width && e.name === name && !e.failed) && existsSync(from)) {
      copyFileSync(from, path.join(readmeDir, readmeFile(shot)));
    }
  }
}

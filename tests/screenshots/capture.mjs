#!/usr/bin/env node
/**
 * `npm run screenshots`: every screen and modal of the portal at 360x640 and 390x844 in th, la and en,
 * saved as <out>/<lang>-<width>/<name>.png (what the phone shows; a page or modal that scrolls adds
 * <name>-2.png ... further down), plus <out>/sheets/<width>/<name>.png (th, la and en side by side, for
 * reviewing), <out>/layout-report.md (an automatic check for sideways scroll, boxes sticking out, clipped
 * text and tables wider than the phone) and the README images in reports/screenshots/readme/ (committed; the rest
 * is git-ignored): four of the Thai member (its statement among them), and the Laos member's withdrawal receipt and
 * QR code in kip. <out> is reports/screenshots/ for the
 * Thai member and reports/screenshots/laos/ for the Laos member. Not part of CI.
 * About 264 shots in 6-8 minutes on 2 cores.
 *
 * Build: reuses <outDir>/index.html when it exists, else runs `vite build --outDir <outDir>` (with
 * `--mode laos` for the Laos member). Then ONE `vite preview` serves it for all shots.
 *
 * Options:
 *   --member thai|laos who logs in (default thai: 0812345678, baht; laos: 02055512345, kip, on the Laos
 *                      build; its outDir defaults to dist-laos and its bank-name shots are left out)
 *   --outDir <dir>     build directory to serve (default dist, or dist-laos for --member laos)
 *   --rebuild          build even when <outDir>/index.html exists
 *   --port <n>         preview port (default 4179)
 *   --lang th,la,en    only these languages
 *   --width 360,390    only these sizes
 *   --only a,b         only shots whose name starts with one of these (e.g. --only home,deposit)
 *   --scale <n>        device scale factor (default 2)
 *
 * Needs Chromium at $CHROME_PATH or /usr/bin/chromium and Thai + Lao fonts on the machine
 * (Debian: apt-get install fonts-noto-core), since the app uses the system font stack only.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../chromium-args.mjs';
import { LANGS } from './page-checks.mjs';
import { copyReadmeShots, writeReport, writeSheets } from './report.mjs';
import { ensureBuild, repoRoot, startPreview } from './serve.mjs';
import { openSession, SIZES } from './session.mjs';
import { shootMember } from './shots-member.mjs';
import { shootPublic } from './shots-public.mjs';
import { MEMBERS as SHOT_MEMBERS } from './members.mjs';

const SHOTS = path.join(repoRoot, 'reports', 'screenshots');
/** MEMBERS (members.mjs) with where each member's shots go. */
const MEMBERS = Object.fromEntries(
  Object.entries(SHOT_MEMBERS).map(([key, who]) => [key, { ...who, out: path.join(SHOTS, ...who.outSubdir) }]),
);

function parseArgs(argv) {
  const options = {
    member: 'thai',
    outDir: undefined,
    rebuild: false,
    port: 4179,
    langs: LANGS,
    widths: [360, 390],
    only: null,
    scale: 2,
  };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const [flag, inline] = arg.split('=', 2);
    const get = () => {
      if (inline !== undefined) return inline;
      const next = argv[i + 1];
      if (next === undefined) throw new Error(`${arg} needs a value`);
      i += 1;
      return next;
    };
    switch (flag) {
      case '--member':
        options.member = get();
        if (!(options.member in MEMBERS)) throw new Error(`--member is one of ${Object.keys(MEMBERS).join(', ')}`);
        break;
      case '--outDir':
        options.outDir = get();
        break;
      case '--rebuild':
        options.rebuild = true;
        break;
      case '--port':
        options.port = Number(get());
        break;
      case '--lang':
        options.langs = get()
          .split(',')
          .filter((l) => LANGS.includes(l));
        break;
      case '--width':
        options.widths = get()
          .split(',')
          .map(Number)
          .filter((w) => w in SIZES);
        break;
      case '--only':
        options.only = get().split(',').filter(Boolean);
        break;
      case '--scale':
        options.scale = Number(get());
        break;
      default:
        throw new Error(`Unknown option ${arg} (see the header of tests/screenshots/capture.mjs)`);
    }
  }
  const who = MEMBERS[options.member];
  return { ...options, ...who, outDir: options.outDir ?? who.outDir };
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  ensureBuild(options.outDir, options.rebuild, options.mode);
  mkdirSync(options.out, { recursive: true });
  const preview = await startPreview(options.outDir, options.port);
  // The preview server must not outlive this script (Ctrl-C, kill).
  process.once('exit', () => preview.child.kill('SIGTERM'));
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(130));
  const executablePath = process.env.CHROME_PATH?.trim() || '/usr/bin/chromium';
  const browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS, timeout: 60_000 });
  const report = [];
  const started = Date.now();
  try {
    for (const lang of options.langs) {
      for (const width of options.widths) {
        const session = await openSession(browser, preview.url, lang, width, options, report);
        await shootPublic(session);
        await shootMember(session, options.login, options.bankNameMember);
        await session.close();
      }
    }
    await writeSheets(browser, report, options);
  } finally {
    await browser.close().catch(() => undefined);
    preview.child.kill('SIGTERM');
  }
  writeReport(report, options);
  copyReadmeShots(report, options.out, options.readme, path.join(SHOTS, 'readme'));
  const failed = report.filter((e) => e.failed).length;
  const warned = report.filter((e) => !e.failed && e.problems.length > 0).length;
  console.log(
    `[shots] ${report.length} shots in ${Math.round((Date.now() - started) / 1000)} s: ${failed} failed, ${warned} with layout warnings ` +
      `(see ${path.relative(repoRoot, path.join(options.out, 'layout-report.md'))})`,
  );
  if (failed > 0) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});

#!/usr/bin/env node
/**
 * `npm run screenshots:e-slip`: the receipt (e-slip) of each status, done, in progress, being checked and failed,
 * in th and la, on the Thai build (dist/, the baht member) and the Laos build (dist-laos/, the kip member): the PNG
 * the member saves and the receipt as the phone shows it (390x844), into docs/screenshots/e-slip/ (committed,
 * shown in docs/e-slip.md), each as a small palette PNG (palette-png.mjs). Not part of CI.
 *
 * In progress is a withdrawal made here; the other three are slips from the slip list. The kip member has no
 * slips in the seed: three are written into its mocked database first (mock:db in localStorage, as the QA console
 * does), one of each status.
 *
 * Options: --rebuild (build again even when a build folder has its index.html), --port <n> (first preview port,
 * default 4183).
 */
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../chromium-args.mjs';
import { MEMBERS } from './members.mjs';
import { settle } from './page-checks.mjs';
import { ensureBuild, repoRoot, startPreview } from './serve.mjs';
import { openSession } from './session.mjs';
import { toPalettePng } from './palette-png.mjs';

const OUT = path.join(repoRoot, 'docs', 'screenshots', 'e-slip');
const LANGS = ['th', 'la'];
export const STATUSES = ['done', 'inProgress', 'beingChecked', 'failed'];
/** The builds and who logs in on each (members.mjs). */
const BUILDS = [
  { name: 'th', member: 'thai' },
  { name: 'laos', member: 'laos' },
];
/** The slip list's status word of each slip status shot (slip.status.* in the locale files). */
const SLIP_STATUS = { done: 'success', beingChecked: 'processing', failed: 'failed' };
/** An amount as a slip card writes it ("150.00 บาท", "150,000 ກີບ"), not its "-" for none. */
const AMOUNT = /\d\.\d\d\s|\d,\d{3}\s/;

const args = process.argv.slice(2);
const rebuild = args.includes('--rebuild');
const portAt = args.indexOf('--port');
const firstPort = portAt >= 0 ? Number(args[portAt + 1]) : 4183;

/** Writes one slip of each status for the member into the mocked database of this browser (kip amounts). */
async function seedSlips(page, memberId) {
  await page.evaluate((id) => {
    const db = JSON.parse(localStorage.getItem('mock:db') ?? '{}');
    if (db.slips.some((slip) => slip.memberId === id)) return;
    const hour = 3_600_000;
    const at = (hours) => new Date(Date.now() - hours * hour).toISOString();
    const slip = (n, status, amount, note) => ({
      _id: `slip-shots-${n}`,
      memberId: id,
      createdAt: at(n),
      amount,
      status,
      note,
      link: '/images/slips/sample-slip.svg',
      reference: `BCEL${String(202612000 + n)}7`,
    });
    db.slips.push(
      slip(1, 'PENDING', 500_000, null),
      slip(2, 'SUCCESS', 300_000, null),
      slip(3, 'FAILED', 150_000, 'SLIP_REFNO_DUPLICATED'),
    );
    localStorage.setItem('mock:db', JSON.stringify(db));
    localStorage.setItem('mock:db-rev', String(Number(localStorage.getItem('mock:db-rev') ?? 0) + 1));
  }, memberId);
}

/** The shot as a small palette PNG (palette-png.mjs), the browser's file removed. */
function shrink(from, to, options) {
  toPalettePng(from, to, options);
  rmSync(from, { force: true });
}

/** Saves the receipt on screen and its PNG for `status`; the receipt region must be open. */
async function keep(session, build, lang, status) {
  const { page, T } = session;
  const receipt = page.getByRole('region', { name: T('receipt.title') }).last();
  const save = receipt.getByRole('button', { name: T('receipt.save') });
  await save.waitFor();
  await page.waitForFunction((button) => !button.disabled, await save.elementHandle());
  await settle(page);
  const base = path.join(OUT, `${build}-${lang}-${status}`);
  await receipt.screenshot({ path: `${base}-screen.raw.png` });
  shrink(`${base}-screen.raw.png`, `${base}-screen.png`, { half: true });
  const [download] = await Promise.all([page.waitForEvent('download'), save.click()]);
  await download.saveAs(`${base}.raw.png`);
  shrink(`${base}.raw.png`, `${base}.png`);
  console.log(`[e-slip] ${path.relative(repoRoot, base)}.png and -screen.png`);
}

async function shootSlips(session, build, lang) {
  const { page, T, goto } = session;
  for (const status of ['done', 'beingChecked', 'failed']) {
    await goto('/user/statement');
    await page.getByRole('button', { name: T('slip.open') }).click();
    const modal = page.getByRole('dialog', { name: T('slip.title') });
    // A slip whose amount was read (a failed one may have none): the e-slip with its amount.
    const card = modal
      .getByRole('listitem')
      .filter({ hasText: T(`slip.status.${SLIP_STATUS[status]}`) })
      .filter({ hasText: AMOUNT })
      .first();
    await card.getByRole('button', { name: T('slip.receiptFor') }).click();
    await keep(session, build, lang, status);
  }
}

async function shootWithdrawal(session, build, lang) {
  const { page, T, dialog, openHome, homeTile, withdrawAmount } = session;
  await openHome();
  await homeTile('home.tiles.withdraw').click();
  const withdraw = dialog('withdraw.title');
  await withdraw.getByLabel(T('withdraw.amount')).fill(withdrawAmount);
  await withdraw.getByRole('button', { name: T('withdraw.submit'), exact: true }).click();
  await withdraw.getByRole('button', { name: T('common.confirm'), exact: true }).click();
  await page.getByRole('region', { name: T('receipt.title') }).waitFor();
  await keep(session, build, lang, 'inProgress');
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  const executablePath = process.env.CHROME_PATH?.trim() || '/usr/bin/chromium';
  const browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS, timeout: 60_000 });
  const report = [];
  try {
    for (const [index, build] of BUILDS.entries()) {
      const member = MEMBERS[build.member];
      ensureBuild(member.outDir, rebuild, member.mode);
      const preview = await startPreview(member.outDir, firstPort + index);
      try {
        for (const lang of LANGS) {
          const options = { out: path.join(repoRoot, 'reports', 'screenshots', 'e-slip'), scale: 2, ...member };
          const session = await openSession(browser, preview.url, lang, 390, options, report);
          await session.goto('/login');
          await session.logIn(member.login);
          if (build.member === 'laos') await seedSlips(session.page, 'm-1004');
          await shootWithdrawal(session, build.name, lang);
          await shootSlips(session, build.name, lang);
          await session.close();
        }
      } finally {
        preview.child.kill('SIGTERM');
      }
    }
  } finally {
    await browser.close().catch(() => undefined);
  }
  const bytes = readdirSync(OUT).reduce((sum, file) => sum + statSync(path.join(OUT, file)).size, 0);
  console.log(
    `[e-slip] ${readdirSync(OUT).length} files, ${Math.round(bytes / 1024)} KB in ${path.relative(repoRoot, OUT)}`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});

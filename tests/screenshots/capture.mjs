#!/usr/bin/env node
/**
 * `npm run screenshots`: every screen and modal of the portal at 360x640 and 390x844 in th, la and en,
 * saved as reports/screenshots/<lang>-<width>/<name>.png (what the phone shows; a page or modal that
 * scrolls adds <name>-2.png ... further down), plus reports/screenshots/sheets/<width>/<name>.png (th, la
 * and en side by side, for reviewing), reports/screenshots/layout-report.md (an automatic check for
 * sideways scroll, boxes sticking out, clipped text and tables wider than the phone) and the three
 * README images in reports/screenshots/readme/ (committed; the rest is git-ignored). Not part of CI.
 * About 264 shots in 6-8 minutes on 2 cores.
 *
 * Build: reuses <outDir>/index.html when it exists, else runs `vite build --outDir <outDir>`
 * (default outDir dist/, the mocked build). Then ONE `vite preview` serves it for all shots.
 *
 * Options:
 *   --outDir <dir>     build directory to serve (default dist)
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
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../chromium-args.mjs';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const OUT = path.join(repoRoot, 'reports', 'screenshots');
const HOST = '127.0.0.1';

const SIZES = { 360: { width: 360, height: 640 }, 390: { width: 390, height: 844 } };
const LANGS = ['th', 'la', 'en'];
const MEMBER = { phone: '0812345678', password: 'Demo1234' };
const KTB_MEMBER = { phone: '0898765432', password: 'Demo1234' };
/** Shots copied to reports/screenshots/readme/ (lang, width, name). */
const README_SHOTS = [
  ['th', 390, 'home'],
  ['en', 390, 'deposit-qr-live'],
  ['la', 390, 'member-chat'],
];

// ---------------------------------------------------------------------------------------------
// Options

function parseArgs(argv) {
  const options = { outDir: 'dist', rebuild: false, port: 4179, langs: LANGS, widths: [360, 390], only: null, scale: 2 };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const value = () => {
      const next = argv[i + 1];
      if (next === undefined) throw new Error(`${arg} needs a value`);
      i += 1;
      return next;
    };
    const [flag, inline] = arg.split('=', 2);
    const get = () => (inline !== undefined ? inline : value());
    switch (flag) {
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
        options.langs = get().split(',').filter((l) => LANGS.includes(l));
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
  return options;
}

// ---------------------------------------------------------------------------------------------
// Build and preview

function viteBin() {
  const require = createRequire(path.join(repoRoot, 'package.json'));
  return path.join(path.dirname(require.resolve('vite/package.json')), 'bin', 'vite.js');
}

function ensureBuild(outDir, rebuild) {
  const index = path.resolve(repoRoot, outDir, 'index.html');
  if (existsSync(index) && !rebuild) {
    console.log(`[shots] reusing ${outDir}/ (use --rebuild to build again)`);
    return;
  }
  console.log(`[shots] building into ${outDir}/ ...`);
  const result = spawnSync(process.execPath, [viteBin(), 'build', '--outDir', outDir, '--emptyOutDir'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (result.status !== 0 || !existsSync(index)) throw new Error(`vite build failed (exit ${result.status})`);
}

async function startPreview(outDir, port) {
  const child = spawn(process.execPath, [viteBin(), 'preview', '--outDir', outDir, '--port', String(port), '--strictPort', '--host', HOST], {
    cwd: repoRoot,
    env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c) => (output += c));
  child.stderr.on('data', (c) => (output += c));
  const url = `http://${HOST}:${port}`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`vite preview exited early:\n${output}`);
    try {
      const response = await fetch(`${url}/`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return { url, child };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGTERM');
  throw new Error(`vite preview did not answer at ${url}:\n${output}`);
}

// ---------------------------------------------------------------------------------------------
// Locale texts (the script drives the UI in each language through the app's own strings)

const locales = Object.fromEntries(
  LANGS.map((lang) => [lang, JSON.parse(readFileSync(path.join(repoRoot, 'src', 'locales', `${lang}.json`), 'utf8'))]),
);

function lookup(lang, key) {
  const value = key.split('.').reduce((node, part) => (node && typeof node === 'object' ? node[part] : undefined), locales[lang]);
  if (typeof value !== 'string') throw new Error(`No locale text ${lang}:${key}`);
  return value;
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Text of a key, or a RegExp when it has {{placeholders}} (each matches anything). */
function textOf(lang, key) {
  const text = lookup(lang, key);
  if (!text.includes('{{')) return text;
  return new RegExp(`^${text.split(/\{\{\w+\}\}/).map(escapeRegExp).join('.*')}$`);
}

// ---------------------------------------------------------------------------------------------
// Page helpers

/** Waits for spinners to go, fonts and visible images to load, and two frames to paint. */
async function settle(page) {
  await page
    .waitForFunction(
      () => {
        const visible = (el) => {
          const r = el.getBoundingClientRect();
          return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
        };
        const spinning = [...document.querySelectorAll('.spinner-border, .spinner-grow')].some(visible);
        const images = [...document.images].filter(visible).every((img) => img.complete);
        return !spinning && images && document.fonts.status === 'loaded';
      },
      null,
      { timeout: 8_000, polling: 100 },
    )
    .catch(() => console.warn('[shots]   (still loading after 8 s; shooting anyway)'));
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * Layout problems a person would see: the page scrolling sideways, boxes sticking out of the
 * viewport (outside any horizontal scroll container) and text clipped by overflow without an ellipsis.
 */
function findLayoutProblems() {
  const vw = document.documentElement.clientWidth;
  const problems = [];
  const describe = (el) => {
    const cls = typeof el.className === 'string' && el.className.trim() ? `.${el.className.trim().split(/\s+/).slice(0, 3).join('.')}` : '';
    const text = (el.innerText || el.getAttribute('aria-label') || '').replace(/\s+/g, ' ').trim().slice(0, 50);
    return `<${el.tagName.toLowerCase()}${cls}>${text ? ` "${text}"` : ''}`;
  };
  const hidden = (el) => {
    for (let node = el; node && node !== document.body; node = node.parentElement) {
      const cs = getComputedStyle(node);
      if (cs.display === 'none' || cs.visibility === 'hidden' || cs.opacity === '0') return true;
      if (node.classList.contains('visually-hidden') || node.classList.contains('carousel-item')) return true;
    }
    return false;
  };
  const inScroller = (el) => {
    for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
      const ox = getComputedStyle(node).overflowX;
      if (ox === 'auto' || ox === 'scroll') return true;
    }
    return false;
  };
  if (document.documentElement.scrollWidth > vw + 1) {
    problems.push(`page is ${document.documentElement.scrollWidth}px wide in a ${vw}px viewport (sideways scroll)`);
  }
  const sticking = [];
  for (const el of document.body.querySelectorAll('*')) {
    if (el.closest('.qa-panel, .qa-launcher, svg, canvas')) continue;
    const rect = el.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) continue;
    if (rect.right > vw + 1 || rect.left < -1) {
      if (!hidden(el) && !inScroller(el)) sticking.push(el);
      continue;
    }
    const cs = getComputedStyle(el);
    const clips = ['hidden', 'clip'].includes(cs.overflowX);
    if (clips && cs.textOverflow !== 'ellipsis' && el.scrollWidth > el.clientWidth + 2 && el.innerText?.trim() && !hidden(el)) {
      problems.push(`clipped text (${el.scrollWidth}px in ${el.clientWidth}px): ${describe(el)}`);
    }
  }
  // Tables may scroll sideways inside their container, but at phone widths they should not need to.
  for (const scroller of document.querySelectorAll('.table-responsive')) {
    if (scroller.scrollWidth > scroller.clientWidth + 2 && !hidden(scroller)) {
      problems.push(`table scrolls sideways (${scroller.scrollWidth}px in ${scroller.clientWidth}px): ${describe(scroller.querySelector('table') ?? scroller)}`);
    }
  }
  // Report only the outermost element of each sticking-out subtree.
  for (const el of sticking) {
    if (sticking.includes(el.parentElement)) continue;
    const rect = el.getBoundingClientRect();
    problems.push(`sticks out of the viewport (${Math.round(rect.left)}..${Math.round(rect.right)} of ${vw}px): ${describe(el)}`);
  }
  return problems.slice(0, 12);
}

/**
 * Saves what a phone shows: the viewport as <name>.png and, when the page (or the open modal)
 * scrolls, further views as <name>-2.png ... (at most MAX_VIEWS), so fixed bars stay where they are.
 * Returns the number of views saved.
 */
const MAX_VIEWS = 4;
async function shootViews(page, dir, name) {
  // The mock build's QA launcher is not part of the product: hidden except on the QA console shots.
  const style = name.startsWith('qa') ? undefined : '.qa-launcher { visibility: hidden !important; }';
  const save = (suffix) =>
    page.screenshot({ path: path.join(dir, `${name}${suffix}.png`), animations: 'disabled', caret: 'hide', style });
  await save('');
  let views = 1;
  for (; views < MAX_VIEWS; views += 1) {
    const moved = await page.evaluate(() => {
      const modal = [...document.querySelectorAll('.modal.show')].pop();
      const candidates = modal ? [modal.querySelector('.modal-body'), modal] : [document.scrollingElement];
      const scroller = candidates.find((el) => el && el.scrollHeight > el.clientHeight + 4);
      if (!scroller) return false;
      const before = scroller.scrollTop;
      const bottom = scroller.scrollHeight - scroller.clientHeight;
      if (before >= bottom - 2) return false;
      // Keep ~15% of the previous view for context.
      scroller.scrollTop = Math.min(bottom, before + Math.round(scroller.clientHeight * 0.85));
      return true;
    });
    if (!moved) break;
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await save(`-${views + 1}`);
  }
  return views;
}

// ---------------------------------------------------------------------------------------------
// The shots

/** One browser context (one language, one size), one page reused for every shot. */
async function shootCombination(browser, baseUrl, lang, width, options, report) {
  const size = SIZES[width];
  const dir = path.join(OUT, `${lang}-${width}`);
  mkdirSync(dir, { recursive: true });
  const context = await browser.newContext({
    viewport: size,
    deviceScaleFactor: options.scale,
    isMobile: true,
    hasTouch: true,
    locale: lang === 'la' ? 'lo-LA' : lang === 'th' ? 'th-TH' : 'en-US',
    reducedMotion: 'reduce',
    baseURL: baseUrl,
  });
  // Before the app's first script on the first navigation only: language, no mock latency, agreement seen.
  await context.addInitScript(
    ({ lang: locale }) => {
      if (sessionStorage.getItem('__shots_seeded') === '1') return;
      localStorage.setItem('locale', locale);
      localStorage.setItem('mock:scenario', JSON.stringify({ latencyMs: 0 }));
      localStorage.setItem('remember-agreement', 'true');
      sessionStorage.setItem('__shots_seeded', '1');
    },
    { lang },
  );
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  const pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));

  const T = (key) => textOf(lang, key);
  const wanted = (name) => !options.only || options.only.some((prefix) => name.startsWith(prefix));
  const dialog = (key) => page.getByRole('dialog', { name: T(key) }).last();
  const goto = async (appPath) => {
    await page.goto(appPath, { waitUntil: 'load' });
  };
  const setScenario = (patch) =>
    page.evaluate((p) => localStorage.setItem('mock:scenario', JSON.stringify({ latencyMs: 0, ...p })), patch);

  const shot = async (name, steps) => {
    if (!wanted(name)) return;
    const file = path.join(dir, `${name}.png`);
    for (let view = 1; view <= MAX_VIEWS; view += 1) rmSync(path.join(dir, `${name}${view > 1 ? `-${view}` : ''}.png`), { force: true });
    try {
      await steps();
      await settle(page);
      const problems = await page.evaluate(findLayoutProblems);
      problems.push(...pageErrors.splice(0).map((message) => `page error: ${message}`));
      const parts = await shootViews(page, dir, name);
      report.push({ lang, width, name, problems, parts });
      console.log(`[shots] ${lang}-${width}/${name}.png${parts > 1 ? ` (+${parts - 1} scrolled)` : ''}${problems.length ? `  (${problems.length} layout warning(s))` : ''}`);
    } catch (error) {
      report.push({ lang, width, name, problems: [], failed: error instanceof Error ? error.message.split('\n')[0] : String(error) });
      console.error(`[shots] FAILED ${lang}-${width}/${name}: ${error instanceof Error ? error.message.split('\n')[0] : error}`);
      await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
    }
  };

  const logIn = async (member) => {
    await page.evaluate(() => {
      localStorage.removeItem('token');
      sessionStorage.removeItem('token');
    });
    await goto('/login');
    await page.getByLabel(T('login.phone'), { exact: true }).fill(member.phone);
    await page.getByLabel(T('login.password'), { exact: true }).fill(member.password);
    const remember = page.getByLabel(T('login.remember'));
    if ((await remember.count()) > 0) await remember.check();
    await page.getByRole('button', { name: T('login.submit'), exact: true }).click();
    await page.waitForURL('**/user/home');
  };

  const homeTile = (key) => page.getByRole('navigation', { name: T('home.tiles.label') }).getByRole('button', { name: T(key) });
  const openHome = async () => {
    await goto('/user/home');
    await page.getByRole('status', { name: T('home.totalBalance') }).filter({ hasText: /\d/ }).waitFor();
  };
  const continueBanners = async (key) => {
    const banners = dialog(key);
    await banners.waitFor();
    await settle(page);
    return banners;
  };

  // --- Public screens (no session) ---------------------------------------------------------
  await goto('/login');
  await shot('login', async () => {
    await page.getByRole('button', { name: T('login.submit'), exact: true }).waitFor();
  });
  await shot('login-errors', async () => {
    await goto('/login');
    await page.getByRole('button', { name: T('login.submit'), exact: true }).click();
    await page.locator('.invalid-feedback, [role=alert]').first().waitFor();
  });
  if (wanted('register')) {
    await goto('/register');
    await shot('register-1-phone', async () => {
      await page.getByLabel(T('register.phone'), { exact: true }).waitFor();
    });
    await page.getByLabel(T('register.phone'), { exact: true }).fill('0933333333');
    await page.getByRole('button', { name: T('common.next'), exact: true }).click();
    await shot('register-2-otp', async () => {
      await page.getByLabel(T('register.otpCode')).waitFor();
      await page.getByTestId('otp-ref').filter({ hasText: /^[A-Z]{4}$/ }).waitFor();
    });
    await page.getByLabel(T('register.otpCode')).fill('123456');
    await page.getByRole('button', { name: T('register.verify'), exact: true }).click();
    await page.getByLabel(T('register.name'), { exact: true }).waitFor();
    await shot('register-3-profile-errors', async () => {
      await page.getByRole('button', { name: T('common.next'), exact: true }).click();
      await page.locator('.invalid-feedback').first().waitFor();
    });
    await page.getByLabel(T('register.name'), { exact: true }).fill('ทดสอบ ยาวมาก Screenshot');
    await page.getByLabel(T('register.password'), { exact: true }).fill('Secret12');
    await page.getByLabel(T('register.confirmPassword')).fill('Secret12');
    await page.getByLabel(T('register.source')).selectOption({ index: 1 });
    await shot('register-3-profile', async () => undefined);
    await page.getByRole('button', { name: T('common.next'), exact: true }).click();
    await shot('register-4-bank', async () => {
      await page.getByLabel(T('register.bank'), { exact: true }).selectOption({ index: 1 });
      await page.getByLabel(T('register.accountNo')).fill('4445556667');
      await page.getByLabel(T('register.firstName')).fill('somchai');
      await page.getByLabel(T('register.lastName')).fill('jaidee');
    });
  }
  await shot('howto', async () => {
    await goto('/howto');
    await page.getByRole('button', { name: new RegExp(escapeRegExp(lookup(lang, 'howto.videos.bonus.title'))) }).waitFor();
  });
  await shot('howto-video', async () => {
    await goto('/howto');
    await page.getByRole('button', { name: new RegExp(escapeRegExp(lookup(lang, 'howto.videos.bonus.title'))) }).click();
    await page.getByRole('dialog', { name: lookup(lang, 'howto.videos.bonus.title') }).locator('video').waitFor();
    // The first frame of the video, not a spinner: pause it at once.
    await page.evaluate(() => document.querySelector('video')?.pause());
  });
  await shot('contact', async () => {
    await goto('/contact');
    await page.getByRole('img', { name: T('contact.qrAlt') }).waitFor();
  });
  await shot('contact-chat', async () => {
    await goto('/contact');
    await page.getByRole('button', { name: T('chat.openChat') }).click();
    await dialog('chat.title').waitFor();
    await dialog('chat.title').getByRole('log').waitFor();
  });
  await shot('terminated', async () => {
    await goto('/terminated');
    await page.getByRole('heading', { name: T('terminated.title') }).waitFor();
  });
  await shot('not-found', async () => {
    await goto('/no-such-page');
    await page.getByText(T('notFound.title')).waitFor();
  });

  // --- Member screens -------------------------------------------------------------------------
  const memberShots = [
    'home', 'agreement', 'deposit', 'transfer', 'withdraw', 'game', 'invite', 'refund', 'conditions', 'bonus',
    'promotion', 'statement', 'slip', 'profile', 'change-password', 'spin', 'member-contact', 'qa', 'bank-name',
  ];
  if (memberShots.some(wanted)) {
    await logIn(MEMBER);

    await shot('home', openHome);
    await shot('agreement', async () => {
      await page.evaluate(() => localStorage.removeItem('remember-agreement'));
      await openHome();
      await dialog('agreement.title').waitFor({ timeout: 15_000 });
      await page.evaluate(() => localStorage.setItem('remember-agreement', 'true'));
    });
    await shot('deposit-bank', async () => {
      await openHome();
      await homeTile('home.tiles.deposit').click();
      await dialog('deposit.title').getByRole('tab', { name: T('deposit.tabs.bank') }).waitFor();
    });
    await shot('deposit-qr', async () => {
      await openHome();
      await homeTile('home.tiles.deposit').click();
      await dialog('deposit.title').getByRole('tab', { name: T('deposit.tabs.qr') }).click();
      await dialog('deposit.title').getByRole('button', { name: T('qr.create') }).first().waitFor();
    });
    await shot('deposit-qr-live', async () => {
      const deposit = dialog('deposit.title');
      const timer = deposit.getByRole('timer');
      if ((await timer.count()) === 0) {
        await deposit.getByLabel(T('qr.amount')).first().fill('100');
        await deposit.getByRole('button', { name: T('qr.create') }).first().click();
      }
      await timer.waitFor();
      await deposit.locator('img.qr-image').waitFor();
    });
    await shot('deposit-gift-link', async () => {
      await setScenario({ walletMode: 'GIFT_LINK' });
      await openHome();
      await homeTile('home.tiles.deposit').click();
      await dialog('deposit.title').getByRole('tab', { name: T('deposit.tabs.wallet') }).click();
      await dialog('deposit.title').getByLabel(T('giftLink.label')).waitFor();
    });
    await setScenario({});
    await shot('transfer', async () => {
      await openHome();
      await page.getByRole('button', { name: T('home.transfer'), exact: true }).click();
      await dialog('transfer.title').getByLabel(T('transfer.amount')).waitFor();
    });
    await shot('transfer-errors', async () => {
      await dialog('transfer.title').getByLabel(T('transfer.amount')).fill('0.5');
      await dialog('transfer.title').getByRole('button', { name: T('transfer.submit'), exact: true }).click();
      await dialog('transfer.title').locator('.invalid-feedback, [role=alert]').first().waitFor();
    });
    await shot('withdraw', async () => {
      await openHome();
      await homeTile('home.tiles.withdraw').click();
      await dialog('withdraw.title').getByLabel(T('withdraw.amount')).waitFor();
    });
    await shot('game-account', async () => {
      await openHome();
      await page.getByRole('region', { name: T('games.category.slot') }).getByRole('button').first().click();
      await page.getByRole('dialog').last().getByRole('heading').first().waitFor();
      await page.getByRole('dialog').last().getByRole('button', { name: T('common.close') }).first().waitFor();
    });
    await shot('game-account-inactive', async () => {
      await openHome();
      await page.getByRole('region', { name: T('games.category.slot') }).getByRole('button', { name: new RegExp(escapeRegExp(lookup(lang, 'games.openPrompt'))) }).first().click();
      await page.getByRole('dialog').last().getByRole('button', { name: T('games.activate') }).waitFor();
    });
    await shot('invite-banners', async () => {
      await openHome();
      await homeTile('home.tiles.invite').click();
      await (await continueBanners('invite.bannersTitle')).getByRole('img').first().waitFor();
    });
    await shot('invite', async () => {
      const banners = dialog('invite.bannersTitle');
      if ((await banners.count()) === 0) {
        await openHome();
        await homeTile('home.tiles.invite').click();
      }
      await page.getByRole('dialog').last().getByRole('button', { name: new RegExp(`^(${escapeRegExp(lookup(lang, 'promotion.banners.continue'))}|${escapeRegExp(lookup(lang, 'promo.continue'))})$`) }).click();
      await dialog('invite.title').getByRole('heading', { name: T('invite.linkTitle') }).waitFor();
    });
    await shot('refund-banners', async () => {
      await openHome();
      await homeTile('home.tiles.refund').click();
      await (await continueBanners('refund.bannersTitle')).getByRole('img').first().waitFor();
    });
    await shot('refund', async () => {
      if ((await dialog('refund.bannersTitle').count()) === 0) {
        await openHome();
        await homeTile('home.tiles.refund').click();
      }
      await page.getByRole('dialog').last().getByRole('button', { name: new RegExp(`^(${escapeRegExp(lookup(lang, 'promotion.banners.continue'))}|${escapeRegExp(lookup(lang, 'promo.continue'))})$`) }).click();
      await dialog('refund.title').getByRole('button', { name: T('refund.receive') }).waitFor();
    });
    await shot('conditions', async () => {
      await openHome();
      await page.getByRole('navigation', { name: T('nav.main') }).getByRole('button', { name: T('nav.conditions') }).click();
      await dialog('conditions.title').waitFor();
    });
    await shot('bonus', async () => {
      await goto('/user/bonus');
      await page.getByRole('region', { name: T('bonus.gridTitle') }).getByRole('button').first().waitFor();
    });
    await shot('bonus-modal', async () => {
      await goto('/user/bonus');
      const grid = page.getByRole('region', { name: T('bonus.gridTitle') });
      await grid.getByRole('button').first().waitFor();
      await grid.getByRole('button', { disabled: false }).first().click();
      await page.getByRole('dialog').last().getByRole('button', { name: T('bonus.receive') }).waitFor();
    });
    await shot('promotion-modal', async () => {
      await goto('/user/bonus');
      await page.getByLabel(T('promotion.codeLabel')).fill('NEWYEAR100');
      await page.getByRole('button', { name: T('promotion.search'), exact: true }).click();
      await page.getByRole('dialog').last().getByRole('button', { name: T('promotion.receive') }).waitFor();
    });
    await shot('statement', async () => {
      await goto('/user/statement');
      await page.getByRole('list', { name: T('statement.pageLabel') }).getByRole('listitem').first().waitFor();
    });
    await shot('slip-modal', async () => {
      await goto('/user/statement');
      await page.getByRole('button', { name: T('slip.open') }).click();
      await dialog('slip.title').getByRole('list', { name: T('slip.pageLabel') }).getByRole('listitem').first().waitFor();
    });
    await shot('slip-modal-image', async () => {
      await dialog('slip.title').getByRole('button', { name: T('slip.viewFor') }).first().click();
      await dialog('slip.title').getByRole('img').first().waitFor();
    });
    await shot('profile', async () => {
      await goto('/user/profile');
      await page.getByRole('button', { name: T('password.open') }).waitFor();
    });
    await shot('change-password', async () => {
      await goto('/user/profile');
      await page.getByRole('button', { name: T('password.open') }).click();
      await dialog('password.title').getByLabel(T('password.old')).waitFor();
    });
    await shot('spin', async () => {
      await goto('/user/spin');
      await page.getByRole('button', { name: T('spin.spinButton') }).waitFor();
      await page.getByRole('region', { name: T('spin.couponsTitle') }).getByRole('table').waitFor();
    });
    await shot('spin-claim', async () => {
      await goto('/user/spin');
      await page.getByRole('region', { name: T('spin.couponsTitle') }).getByRole('button', { name: T('spin.claimFor') }).first().click();
      await dialog('spin.claimTitle').getByRole('button', { name: T('common.confirm') }).waitFor();
    });
    await shot('member-contact', async () => {
      await goto('/user/contact');
      await page.getByRole('img', { name: T('contact.qrAlt') }).waitFor();
    });
    await shot('member-chat', async () => {
      await goto('/user/contact');
      await page.getByRole('button', { name: T('chat.openChat') }).click();
      await dialog('chat.title').getByRole('log').waitFor();
    });
    await shot('qa-console', async () => {
      await openHome();
      await page.locator('.qa-launcher').click();
      await page.locator('.qa-panel').first().waitFor();
    });

    if (wanted('bank-name')) {
      await logIn(KTB_MEMBER);
      await shot('bank-name-notice', async () => {
        await openHome();
        await page.getByRole('button', { name: T('bankName.edit') }).waitFor();
      });
      await shot('bank-name-edit', async () => {
        await openHome();
        await page.getByRole('button', { name: T('bankName.edit') }).click();
        await dialog('bankName.title').getByLabel(T('bankName.label')).waitFor();
      });
    }
  }

  if (pageErrors.length > 0) {
    report.push({ lang, width, name: '(page errors after the last shot)', problems: pageErrors.slice(0, 10) });
  }
  await context.close();
}

/**
 * Contact sheets for reviewing: reports/screenshots/sheets/<width>/<name>.png puts the th, la and en
 * views of one shot side by side (one sheet per scrolled view).
 */
async function writeSheets(browser, report, options) {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  try {
    for (const width of options.widths) {
      await page.setViewportSize({ width: options.langs.length * (width + 12) + 4, height: 600 });
      const dir = path.join(OUT, 'sheets', String(width));
      mkdirSync(dir, { recursive: true });
      const names = [...new Set(report.filter((e) => e.width === width && e.parts).map((e) => e.name))];
      for (const name of names) {
        const parts = Math.max(...report.filter((e) => e.width === width && e.name === name).map((e) => e.parts ?? 1));
        for (let view = 1; view <= parts; view += 1) {
          const file = `${name}${view > 1 ? `-${view}` : ''}.png`;
          const cells = options.langs.map((lang) => {
            const source = path.join(OUT, `${lang}-${width}`, file);
            const image = existsSync(source) ? `<img src="data:image/png;base64,${readFileSync(source).toString('base64')}">` : '<div class="none">-</div>';
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

function writeReport(report, options) {
  const lines = [
    '# Screenshot layout report',
    '',
    `Made by \`npm run screenshots\` (tests/screenshots/capture.mjs) with --lang ${options.langs.join(',')} --width ${options.widths.join(',')}${options.only ? ` --only ${options.only.join(',')}` : ''}.`,
    'Each shot is checked for sideways page scroll, boxes sticking out of the viewport and text clipped without an ellipsis.',
    '',
  ];
  const bad = report.filter((entry) => entry.failed || entry.problems.length > 0);
  lines.push(`${report.length} shots, ${report.filter((e) => e.failed).length} failed, ${bad.filter((e) => !e.failed).length} with layout warnings.`, '');
  for (const entry of bad) {
    lines.push(`## ${entry.lang}-${entry.width}/${entry.name}`);
    if (entry.failed) lines.push(`- FAILED: ${entry.failed}`);
    for (const problem of entry.problems) lines.push(`- ${problem}`);
    lines.push('');
  }
  writeFileSync(path.join(OUT, 'layout-report.md'), `${lines.join('\n')}\n`);
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  ensureBuild(options.outDir, options.rebuild);
  mkdirSync(OUT, { recursive: true });
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
        await shootCombination(browser, preview.url, lang, width, options, report);
      }
    }
    await writeSheets(browser, report, options);
  } finally {
    await browser.close().catch(() => undefined);
    preview.child.kill('SIGTERM');
  }
  writeReport(report, options);
  const readmeDir = path.join(OUT, 'readme');
  mkdirSync(readmeDir, { recursive: true });
  for (const [lang, width, name] of README_SHOTS) {
    const from = path.join(OUT, `${lang}-${width}`, `${name}.png`);
    if (report.some((e) => e.lang === lang && e.width === width && e.name === name && !e.failed) && existsSync(from)) {
      copyFileSync(from, path.join(readmeDir, `${name}-${lang}-${width}.png`));
    }
  }
  const failed = report.filter((e) => e.failed).length;
  const warned = report.filter((e) => !e.failed && e.problems.length > 0).length;
  console.log(
    `[shots] ${report.length} shots in ${Math.round((Date.now() - started) / 1000)} s: ${failed} failed, ${warned} with layout warnings ` +
      `(see reports/screenshots/layout-report.md)`,
  );
  if (failed > 0) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});

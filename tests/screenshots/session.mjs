// One browser context per language and size for the screenshots (tests/screenshots/capture.mjs), with the
// helpers the shot lists (shots-public.mjs, shots-member.mjs, shots-member-money.mjs) drive the app through.
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { findLayoutProblems, lookup, MAX_VIEWS, settle, shootViews, textOf } from './page-checks.mjs';

export const SIZES = { 360: { width: 360, height: 640 }, 390: { width: 390, height: 844 } };

/**
 * Opens the context (one language, one size) and one page reused for every shot; shots are saved under
 * <out>/<lang>-<width>/ and their findings pushed to report.
 */
export async function openSession(browser, baseUrl, lang, width, options, report) {
  const size = SIZES[width];
  const dir = path.join(options.out, `${lang}-${width}`);
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
    for (let view = 1; view <= MAX_VIEWS; view += 1)
      rmSync(path.join(dir, `${name}${view > 1 ? `-${view}` : ''}.png`), { force: true });
    try {
      // A shot whose steps return a reason does not apply to this member (e.g. no coupon to claim).
      const skipped = await steps();
      if (typeof skipped === 'string') {
        report.push({ lang, width, name, problems: [], skipped });
        console.log(`[shots] ${lang}-${width}/${name}: left out (${skipped})`);
        return;
      }
      await settle(page);
      const problems = await page.evaluate(findLayoutProblems);
      problems.push(...pageErrors.splice(0).map((message) => `page error: ${message}`));
      const parts = await shootViews(page, dir, name);
      report.push({ lang, width, name, problems, parts });
      console.log(
        `[shots] ${lang}-${width}/${name}.png${parts > 1 ? ` (+${parts - 1} scrolled)` : ''}${problems.length ? `  (${problems.length} layout warning(s))` : ''}`,
      );
    } catch (error) {
      report.push({
        lang,
        width,
        name,
        problems: [],
        failed: error instanceof Error ? error.message.split('\n')[0] : String(error),
      });
      console.error(
        `[shots] FAILED ${lang}-${width}/${name}: ${error instanceof Error ? error.message.split('\n')[0] : error}`,
      );
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

  const homeTile = (key) =>
    page.getByRole('navigation', { name: T('home.tiles.label') }).getByRole('button', { name: T(key) });
  const openHome = async () => {
    await goto('/user/home');
    await page
      .getByRole('status', { name: T('home.totalBalance') })
      .filter({ hasText: /\d/ })
      .waitFor();
  };
  const continueBanners = async (key) => {
    const banners = dialog(key);
    await banners.waitFor();
    await settle(page);
    return banners;
  };
  /** The button that goes on from a banners dialog (src/components/banner-modal.tsx). */
  const continueButton = () =>
    page
      .getByRole('dialog')
      .last()
      .getByRole('button', { name: T('promotion.banners.continue'), exact: true });
  const close = async () => {
    if (pageErrors.length > 0) {
      report.push({ lang, width, name: '(page errors after the last shot)', problems: pageErrors.slice(0, 10) });
    }
    await context.close();
  };
  const L = (key) => lookup(lang, key);
  return {
    page,
    T,
    L,
    wanted,
    dialog,
    goto,
    setScenario,
    shot,
    logIn,
    homeTile,
    openHome,
    continueBanners,
    continueButton,
    close,
    /** An amount this member can withdraw (within the limits of its currency's world). */
    withdrawAmount: options.withdrawAmount,
    /** An amount this member can make a QR code for (above its currency's QR minimum). */
    qrAmount: options.qrAmount,
  };
}

import { describe, expect, it } from 'vitest';
import {
  chooseLanguage,
  expectHtmlLang,
  expectNoSeriousA11yViolations,
  expectPath,
  setupApp,
  waitVisible,
} from './support';

const THAI = /[\u0E00-\u0E7F]/;

const app = setupApp();

describe('platform', () => {
  it('sends a visitor from / to the Thai login page and remembers the English choice across a reload', async () => {
    const page = await app.openApp('/');

    await expectPath(page, '/login');
    await expectHtmlLang(page, 'th');
    await waitVisible(page.getByText('เข้าสู่ระบบ'));
    expect(await page.locator('body').innerText()).toMatch(THAI);

    await chooseLanguage(page, 'English');
    await waitVisible(page.getByText('Log in', { exact: true }));
    await expectHtmlLang(page, 'en');

    await page.reload({ waitUntil: 'load' });
    await expectPath(page, '/login');
    await waitVisible(page.getByText('Log in', { exact: true }));
    await expectHtmlLang(page, 'en');
    expect(await page.evaluate(() => window.localStorage.getItem('locale'))).toBe('en');
    expect(app.pageErrors).toEqual([]);
  });

  it('shows a 404 view for an unknown path', async () => {
    const page = await app.openApp('/no-such-page', { storage: { locale: 'en' } });

    await expectPath(page, '/no-such-page');
    const code = await waitVisible(page.getByText('404', { exact: true }));
    await waitVisible(page.getByText('Page Not Found', { exact: true }));
    // "big": the code is set clearly larger than the body text.
    const [codeSize, bodySize] = await code.evaluate((element) => [
      parseFloat(getComputedStyle(element).fontSize),
      parseFloat(getComputedStyle(document.body).fontSize),
    ]);
    expect(codeSize, `404 font-size ${codeSize}px vs body ${bodySize}px`).toBeGreaterThanOrEqual(bodySize * 1.5);
    expect(app.pageErrors).toEqual([]);
  });

  it('paints the top bar before the stylesheet arrives, reveals a late spinner, and starts the app only once styled', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await app.page.route(/\/assets\/index-[^/]+\.css$/, async (route) => {
      await held;
      await route.continue();
    });
    const page = await app.openApp('/login', { waitUntil: 'commit' });

    // index.html's inlined rules style the first paint on their own.
    const bar = await waitVisible(page.locator('header.top-bar'));
    const barStyle = await bar.evaluate((element) => {
      const style = getComputedStyle(element);
      return { background: style.backgroundColor, height: style.height, color: style.color };
    });
    expect(barStyle).toEqual({ background: 'rgb(11, 110, 79)', height: '52px', color: 'rgb(255, 255, 255)' });
    // ...and the browser really paints it (a stylesheet <link> in <head> would hold this paint back).
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length), {
        timeout: 5_000,
      })
      .toBe(1);
    const spinner = page.locator('.route-fallback .spinner-border');
    const first = await spinner.evaluate((element) => ({
      at: performance.now(),
      visibility: getComputedStyle(element).visibility,
    }));
    if (first.at < 500) expect(first.visibility, 'the spinner waits 0.6 s before it shows').toBe('hidden');
    await expect
      .poll(() => spinner.evaluate((element) => getComputedStyle(element).visibility), { timeout: 5_000 })
      .toBe('visible');
    // The app waits for its stylesheet: still the static skeleton, no login form.
    expect(await page.locator('form').count()).toBe(0);

    release();
    const button = await waitVisible(page.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    expect(await button.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(11, 110, 79)');
    expect(app.pageErrors).toEqual([]);
  });

  it('has no serious or critical axe violation on /login', async () => {
    const page = await app.openApp('/login');
    await expectPath(page, '/login');
    await waitVisible(page.getByText('เข้าสู่ระบบ'));

    await expectNoSeriousA11yViolations(page);
  });
});

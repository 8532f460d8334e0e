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

  it('has no serious or critical axe violation on /login', async () => {
    const page = await app.openApp('/login');
    await expectPath(page, '/login');
    await waitVisible(page.getByText('เข้าสู่ระบบ'));

    await expectNoSeriousA11yViolations(page);
  });
});

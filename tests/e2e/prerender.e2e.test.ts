/**
 * /login is rendered by the build into index.html (vite-plugins/prerender-login.ts) and shown before any script:
 * the form a member sees first is that page, taken over by the app (hydrated) once its code is in.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import {
  expectNoSeriousA11yViolations,
  expectPath,
  LANGUAGE_CONTROL_NAME,
  mockApiUrl,
  serverBuildAvailable,
  setupApp,
  waitVisible,
  type Page,
} from './support';

/** Holds every app script back until `release` is called: the page as a slow network shows it first. */
async function holdScripts(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

describe.skipIf(!serverBuildAvailable())("the members' build: /login before and after the app's code", () => {
  const app = setupApp({ build: 'server' });

  beforeEach(async () => {
    expect((await fetch(`${mockApiUrl()}/__mock/reset`, { method: 'POST' })).ok).toBe(true);
  });

  it('shows the form before any script, keeps what is typed, and sends it once the app has taken over', async () => {
    const page = app.page;
    const release = await holdScripts(page);
    await app.openApp('/login', { storage: { locale: 'en' }, waitUntil: 'domcontentloaded' });
    const submit = page.getByRole('button', { name: 'Log in' });
    await waitVisible(submit);
    expect(await submit.isDisabled()).toBe(true); // no script yet: the form cannot be sent
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('Phone number').fill('0812345678');
    await page.getByLabel('Password', { exact: true }).fill('Demo1234');
    const field = await page.getByLabel('Phone number').elementHandle();

    release();
    await expect.poll(() => submit.isEnabled(), { timeout: 15_000 }).toBe(true);
    expect(await field?.evaluate((node) => node.isConnected)).toBe(true); // the same field: hydrated, not replaced
    await expect(page.getByLabel('Phone number').inputValue()).resolves.toBe('0812345678');
    await submit.click();
    await expectPath(page, '/user/home');
    // Hydration mismatches are reported as errors: the build's page and the app's first render are the same.
    expect(app.consoleErrors).toEqual([]);
    expect(app.pageErrors).toEqual([]);
  });

  it('with a reason to show, /login is rendered by the app as before', async () => {
    const page = await app.openApp('/login?reason=expired', { storage: { locale: 'en' } });
    await waitVisible(page.getByRole('status').filter({ hasText: /session/i }));
    expect(await page.locator('#root').getAttribute('data-prerendered')).toBeNull();
  });
});

describe('the mocked build: /login in its default language', () => {
  const app = setupApp();

  it('keeps what a visitor did before the app started (held back 3 s): language, fields, remember-me', async () => {
    const page = app.page;
    const release = await holdScripts(page);
    const opened = Date.now();
    await app.openApp('/login', { waitUntil: 'domcontentloaded' });
    await waitVisible(page.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    await page.getByRole('combobox', { name: LANGUAGE_CONTROL_NAME }).selectOption('en');
    await page.getByLabel('จดจำฉันไว้').check();
    await page.getByLabel('เบอร์โทรศัพท์').fill('0812345678');
    await page.getByLabel('รหัสผ่าน', { exact: true }).fill('Demo1234');
    const submit = page.getByRole('button', { name: 'เข้าสู่ระบบ' });
    expect(await submit.isDisabled()).toBe(true); // visibly inert until the app takes over
    await page.waitForTimeout(Math.max(0, 3000 - (Date.now() - opened)));
    release();

    await waitVisible(page.getByRole('heading', { name: 'Log in' }));
    await expect.poll(() => page.evaluate(() => localStorage.getItem('locale'))).toBe('en');
    await expect(page.getByLabel('Phone number').inputValue()).resolves.toBe('0812345678');
    expect(await page.getByLabel('Remember me').isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expectPath(page, '/user/home');
    const stored = await page.evaluate(() => [localStorage.getItem('token'), sessionStorage.getItem('token')]);
    expect(stored[0]).toBeTruthy();
    expect(stored[1]).toBeNull();
    expect(app.pageErrors).toEqual([]);
  });

  it('is taken over without being rendered again', async () => {
    const page = app.page;
    const release = await holdScripts(page);
    await app.openApp('/login', { waitUntil: 'domcontentloaded' });
    const submit = page.getByRole('button', { name: 'เข้าสู่ระบบ' });
    await waitVisible(submit);
    const form = await page.locator('form').elementHandle();
    release();
    await expect.poll(() => submit.isEnabled(), { timeout: 15_000 }).toBe(true);
    expect(await form?.evaluate((node) => node.isConnected)).toBe(true);
    expect(await page.locator('#root').getAttribute('data-prerendered')).toBe('th');
    expect(app.consoleErrors).toEqual([]);
    expect(app.pageErrors).toEqual([]);
  });
});

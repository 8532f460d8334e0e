import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations, expectPath, setupApp, waitVisible, type Locator, type Page } from './support';

const app = setupApp();

const checkA11y = (page: Page) => expectNoSeriousA11yViolations(page);
/** Waits for a modal's fade-in to end (half-transparent text would fail the contrast check). */
const settled = (dialog: Locator) => expect.poll(() => dialog.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');

async function logIn(page: Page, password: string): Promise<void> {
  await page.getByLabel('Phone number').fill('0812345678');
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

describe('profile', () => {
  it('shows the profile, changes the password and logs in with the new one only', async () => {
    const page = await app.openApp('/login', { storage: { locale: 'en', 'remember-agreement': 'true' } });
    await logIn(page, 'Demo1234');
    await expectPath(page, '/user/home');
    await page.goto(app.url('/user/profile'));

    await waitVisible(page.getByRole('heading', { name: 'Somchai Jaidee' }));
    expect(await page.getByLabel('Account number').inputValue()).toBe('123-456-7890');
    expect(await page.getByLabel('Username').inputValue()).toBe('0812345678');
    await checkA11y(page);

    await page.getByRole('button', { name: 'Change password' }).click();
    const modal = page.getByRole('dialog', { name: 'Change password' });
    await waitVisible(modal);
    await modal.getByLabel('Current password').fill('Demo1234');
    await modal.getByLabel('New password', { exact: true }).fill('Fresh2026');
    await modal.getByLabel('Confirm new password').fill('Fresh2027');
    await modal.getByRole('button', { name: 'Save' }).click();
    await waitVisible(modal.getByText('The new passwords do not match.'));
    await settled(modal);
    await checkA11y(page);
    await modal.getByLabel('Confirm new password').fill('Fresh2026');
    await modal.getByRole('button', { name: 'Save' }).click();
    const success = page.getByRole('dialog', { name: 'Success' });
    await waitVisible(success);
    await success.getByRole('button', { name: 'OK' }).click();

    await page.getByRole('button', { name: 'Log out' }).click();
    const logout = page.getByRole('dialog', { name: 'Log out?' });
    await waitVisible(logout.getByRole('button', { name: 'Log out' }));
    await settled(logout);
    await checkA11y(page);
    await logout.getByRole('button', { name: 'Log out' }).click();
    await expectPath(page, '/login');
    await logIn(page, 'Demo1234');
    await waitVisible(page.getByRole('alert'));
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.getByLabel('Password').fill('Fresh2026');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expectPath(page, '/user/home');
    expect(app.pageErrors).toEqual([]);
  });
});

/**
 * Every dialog of the member area keeps the keyboard inside while it is open (issue 33): Tab and Shift+Tab cycle
 * through its controls and never reach the page behind the overlay (the language select, Log out), and each stop
 * shows a visible focus indicator.
 */
import { describe, expect, it } from 'vitest';
import { focusState, logInAsMember, setupApp, waitVisible, type Locator, type Page } from './support';

const app = setupApp();
const DIALOG = '[role="dialog"], [role="alertdialog"]';

async function tabThrough(page: Page, dialog: Locator, what: string): Promise<void> {
  await waitVisible(dialog);
  await expect
    .poll(async () => (await focusState(page, DIALOG)).inside, { message: `${what} takes the focus` })
    .toBe(true);
  const stops = await dialog.evaluate(
    (el) => el.querySelectorAll('button, a[href], input, select, textarea, [tabindex]:not([tabindex="-1"])').length,
  );
  for (let stop = 0; stop < stops + 3; stop += 1) {
    await page.keyboard.press(stop % 3 === 2 ? 'Shift+Tab' : 'Tab');
    const state = await focusState(page, DIALOG);
    expect(state.inside, `${what}: Tab ${stop + 1} left the dialog for ${state.name}`).toBe(true);
    expect(state.visible, `${what}: no visible focus on ${state.name}`).toBe(true);
  }
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
}

describe('dialogs keep the keyboard inside', () => {
  it('on home: deposit, withdraw, transfer, the conditions and the log-out question', async () => {
    const page = await app.openApp('/login', { storage: { locale: 'en', 'remember-agreement': 'true' } });
    await logInAsMember(page);
    await waitVisible(page.getByRole('region', { name: 'Wallet' }).getByText('Wallet 1,000.00'));
    const quick = page.getByRole('navigation', { name: 'Quick actions' });
    const openers: [Locator, string][] = [
      [quick.getByRole('button', { name: 'Deposit' }), 'Deposit'],
      [quick.getByRole('button', { name: 'Withdraw' }), 'Withdraw'],
      [page.getByRole('button', { name: 'Transfer between accounts' }), 'Transfer'],
      [page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Conditions' }), 'Conditions'],
      [page.getByRole('button', { name: 'Log out' }), 'Log out?'],
    ];
    for (const [opener, name] of openers) {
      await opener.click();
      await tabThrough(page, page.getByRole('dialog', { name }), name);
    }
    expect(app.pageErrors).toEqual([]);
  });
});

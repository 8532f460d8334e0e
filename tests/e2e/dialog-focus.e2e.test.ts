/**
 * Every modal dialog keeps the keyboard inside while it is open (issue 33): Tab and Shift+Tab cycle through its
 * controls and never reach the page behind the overlay (the language select, Log out), and each stop shows a
 * visible focus indicator. The chat panel is left out: beside the page (576 px and wider) it is a non-modal dialog
 * the member can keep open while using the page; on a phone, where it covers the page, it is modal and keeps Tab
 * among its own controls (chat.e2e.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { focusState, logInAsMember, NO_MOCK_LATENCY, setupApp, waitVisible, type Locator, type Page } from './support';

const app = setupApp();
/** The rule is where the focus goes, not when answers come: the mock answers at once. */
const STORAGE = { locale: 'en', ...NO_MOCK_LATENCY };
const DIALOG = '[role="dialog"], [role="alertdialog"]';

/** Tabs (and Shift+Tabs) through the dialog; returns the controls the focus stopped on. */
async function tabThrough(page: Page, dialog: Locator, what: string, close = true): Promise<Set<string>> {
  await waitVisible(dialog);
  await expect
    .poll(async () => (await focusState(page, DIALOG)).inside, { message: `${what} takes the focus` })
    .toBe(true);
  const stops = await dialog.evaluate(
    (el) => el.querySelectorAll('button, a[href], input, select, textarea, [tabindex]:not([tabindex="-1"])').length,
  );
  const visited = new Set<string>();
  for (let stop = 0; stop < stops + 3; stop += 1) {
    await page.keyboard.press(stop % 3 === 2 ? 'Shift+Tab' : 'Tab');
    const state = await focusState(page, DIALOG);
    expect(state.inside, `${what}: Tab ${stop + 1} left the dialog for ${state.name}`).toBe(true);
    expect(state.visible, `${what}: no visible focus on ${state.name}`).toBe(true);
    visited.add(state.name);
  }
  if (!close) return visited;
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  return visited;
}

async function openMemberHome(page: Page, storage: Record<string, string> = { 'remember-agreement': 'true' }) {
  await app.openApp('/login', { storage: { ...STORAGE, ...storage } });
  await logInAsMember(page);
  await waitVisible(page.getByRole('region', { name: 'Wallet' }).getByText('Wallet 1,000.00'));
}

describe('dialogs keep the keyboard inside', () => {
  it('on home: deposit, withdraw, transfer, the conditions and the log-out question', async () => {
    const page = app.page;
    await openMemberHome(page);
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

  it('on home: the success dialog of a withdrawal with its receipt, through Save receipt and OK', async () => {
    const page = app.page;
    await openMemberHome(page);
    await page.getByRole('navigation', { name: 'Quick actions' }).getByRole('button', { name: 'Withdraw' }).click();
    const withdraw = page.getByRole('dialog', { name: 'Withdraw' });
    await withdraw.getByLabel('Amount to withdraw (baht)').fill('150');
    await withdraw.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await withdraw.getByRole('button', { name: 'Confirm', exact: true }).click();
    const success = page.getByRole('dialog', { name: 'In progress' });
    await waitVisible(success.getByRole('region', { name: 'Receipt' }));
    // Save receipt is enabled once the PNG is built; until then it is no Tab stop.
    await waitVisible(success.getByRole('button', { name: 'Save receipt', disabled: false }));
    const visited = await tabThrough(page, success, 'Success with its receipt', false);
    expect([...visited]).toEqual(expect.arrayContaining(['button Save receipt', 'button OK']));
    await success.getByRole('button', { name: 'OK' }).click();
    await success.waitFor({ state: 'detached' });
    expect(app.pageErrors).toEqual([]);
  });

  it('on home: the agreement, a game account, the invite and refund banners and their dialogs', async () => {
    const page = app.page;
    await openMemberHome(page, {});
    await tabThrough(page, page.getByRole('dialog', { name: 'Service agreement' }), 'Agreement', false);
    await page
      .getByRole('dialog', { name: 'Service agreement' })
      .getByRole('button', { name: 'I have read and agree' })
      .click();
    await page.getByRole('dialog', { name: 'Service agreement' }).waitFor({ state: 'detached' });

    await page
      .getByRole('region', { name: 'Slots' })
      .getByRole('button', { name: /Joker Gaming/ })
      .click();
    await tabThrough(page, page.getByRole('dialog', { name: 'Joker Gaming' }), 'Game account');

    const tiles = page.getByRole('navigation', { name: 'Quick actions' });
    await tiles.getByRole('button', { name: 'Invite friends' }).click();
    const banners = page.getByRole('dialog', { name: 'Invite friends' });
    await waitVisible(banners.getByRole('img').first());
    await tabThrough(page, banners, 'Invite banners', false);
    await banners.getByRole('button', { name: 'Continue' }).click();
    await waitVisible(page.getByRole('dialog', { name: 'Invite friends' }).getByRole('table'));
    await tabThrough(page, page.getByRole('dialog', { name: 'Invite friends' }), 'Invite friends');

    await tiles.getByRole('button', { name: 'Refund' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
    await tabThrough(page, page.getByRole('dialog', { name: 'Loss refund' }), 'Loss refund');
    expect(app.pageErrors).toEqual([]);
  });

  it('on profile, bonus, statement and spin: every dialog they open', async () => {
    const page = app.page;
    await openMemberHome(page);

    await page.goto(app.url('/user/profile'));
    await page.getByRole('button', { name: 'Change password' }).click();
    await tabThrough(page, page.getByRole('dialog', { name: 'Change password' }), 'Change password');

    await page.goto(app.url('/user/bonus'));
    const grid = page.getByRole('region', { name: 'Bonuses' });
    await waitVisible(grid.getByRole('button').first());
    await grid.getByRole('button', { disabled: false }).first().click();
    await tabThrough(page, page.getByRole('dialog'), 'Bonus');
    await page.getByLabel('Enter a promo code').fill('NEWYEAR100');
    await page.getByRole('button', { name: 'Search' }).click();
    const promotion = page.getByRole('dialog');
    await waitVisible(promotion.getByText('10%', { exact: true }));
    await tabThrough(page, promotion, 'Promotion');

    await page.goto(app.url('/user/statement'));
    await page.getByRole('button', { name: 'Upload status' }).click();
    const slips = page.getByRole('dialog');
    await waitVisible(slips.getByRole('list').first());
    await tabThrough(page, slips, 'Slip status');

    await page.goto(app.url('/user/spin'));
    const coupons = page.getByRole('region', { name: 'My coupons' });
    await waitVisible(coupons.getByRole('row').nth(1));
    await coupons.getByRole('button').first().click();
    await tabThrough(page, page.getByRole('dialog'), 'Claim coupon');
    // Reduced motion: the wheel lands at once and the prize dialog follows.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.locator('.spin-wheel__centre').click();
    await tabThrough(page, page.getByRole('dialog', { name: 'Congratulations!' }), 'Prize');
    expect(app.pageErrors).toEqual([]);
  });

  it('for a KTB member with a Thai account name: the edit-bank-name dialog', async () => {
    const page = await app.openApp('/login', { storage: { ...STORAGE, 'remember-agreement': 'true' } });
    await page.getByLabel('Phone number').fill('0898765432');
    await page.getByLabel('Password').fill('Demo1234');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('button', { name: 'Edit name' }).click();
    await tabThrough(page, page.getByRole('dialog', { name: 'Edit bank account name' }), 'Edit bank account name');
    expect(app.pageErrors).toEqual([]);
  });

  it('for a visitor: the how-to video', async () => {
    const page = await app.openApp('/howto', { storage: STORAGE });
    const video = page.getByRole('button', { name: /Receiving bonuses/ });
    await waitVisible(video);
    await video.click();
    const dialog = page.getByRole('dialog', { name: /Receiving bonuses/ });
    // The player's own controls keep Escape for themselves (full screen): the dialog closes by its button.
    await tabThrough(page, dialog, 'How-to video', false);
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await dialog.waitFor({ state: 'detached' });
    expect(app.pageErrors).toEqual([]);
  });
});

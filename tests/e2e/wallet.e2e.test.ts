import { describe, expect, it } from 'vitest';
import {
  expectNoSeriousA11yViolations,
  expectPath,
  setupApp,
  specMinimalRun,
  waitVisible,
  type Page,
  logInAsMember,
} from './support';
import { takeOverflow, tr, type Lang } from './overflow';

const app = setupApp();

const header = (page: Page) => page.getByRole('region', { name: 'Wallet' });
const totalText = (page: Page) => header(page).getByRole('status', { name: 'Total balance' }).innerText();

describe('member home (wallet)', () => {
  it('logs in, acknowledges the agreement, opens and funds a game account, then withdraws', async () => {
    const page = await app.openApp('/login', { storage: { locale: 'en' } });
    await logInAsMember(page);

    // The agreement opens by itself shortly after entry.
    const agreement = page.getByRole('dialog', { name: 'Service agreement' });
    await waitVisible(agreement);
    await expectNoSeriousA11yViolations(page);
    await agreement.getByRole('button', { name: 'I have read and agree' }).click();
    await agreement.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => localStorage.getItem('remember-agreement'))).toBe('true');

    await expect.poll(() => totalText(page)).toMatch(/^\d[\d,]*\.\d\d baht$/);
    await expectNoSeriousA11yViolations(page);

    // Open the inactive Joker account.
    const slots = page.getByRole('region', { name: 'Slots' });
    await slots.getByRole('button', { name: /Joker Gaming/ }).click();
    const game = page.getByRole('dialog', { name: 'Joker Gaming' });
    await waitVisible(game.getByRole('button', { name: 'Open account' }));
    await expectNoSeriousA11yViolations(page);
    await game.getByRole('button', { name: 'Open account' }).click();
    await waitVisible(game.getByText('joker345678'));
    await waitVisible(game.getByRole('button', { name: 'Copy password' }));
    await expectNoSeriousA11yViolations(page);
    await game.getByRole('button', { name: 'Close' }).click();
    await game.waitFor({ state: 'hidden' });
    await waitVisible(slots.getByRole('button', { name: /Joker Gaming.*Active/ }));

    // Transfer 10 from the wallet to Joker: both balances move, the total does not.
    const totalBefore = await totalText(page);
    await waitVisible(header(page).getByText('Wallet 1,000.00'));
    await page.getByRole('button', { name: 'Transfer between accounts' }).click();
    const transfer = page.getByRole('dialog', { name: 'Transfer' });
    await waitVisible(transfer);
    await transfer.getByLabel('From').selectOption('WALLET');
    await transfer.getByLabel('To').selectOption('joker');
    await transfer.getByLabel('Amount (baht)').fill('10');
    await expectNoSeriousA11yViolations(page);
    await transfer.getByRole('button', { name: 'Transfer', exact: true }).click();
    // The review: amount, from and to; nothing is sent before Confirm.
    const transferReview = transfer.getByRole('region', { name: 'Check your transfer' });
    await waitVisible(transferReview.getByText('10.00 baht'));
    await waitVisible(transferReview.getByText('Joker Gaming'));
    await expectNoSeriousA11yViolations(page);
    await transferReview.getByRole('button', { name: 'Confirm' }).click();
    const success = page.getByRole('dialog', { name: 'Success' });
    await waitVisible(success.getByText('The transfer is done.'));
    await success.getByRole('button', { name: 'OK' }).click();
    await waitVisible(header(page).getByText('Wallet 990.00'));
    await waitVisible(slots.getByRole('button', { name: /Joker Gaming\s*10\.00/ }));
    expect(await totalText(page)).toBe(totalBefore);

    // Withdraw within the bounds.
    await page.getByRole('navigation', { name: 'Quick actions' }).getByRole('button', { name: 'Withdraw' }).click();
    const withdraw = page.getByRole('dialog', { name: 'Withdraw' });
    await waitVisible(withdraw.getByText('From 100.00 to 50,000.00 baht'));
    // Digits group while typed in Chromium too, the caret staying by its digit.
    const amount = withdraw.getByLabel('Amount to withdraw (baht)');
    const withCaret = () =>
      amount.evaluate((input: HTMLInputElement) => {
        const at = input.selectionStart ?? input.value.length;
        return `${input.value.slice(0, at)}|${input.value.slice(at)}`;
      });
    await amount.pressSequentially('12345');
    expect(await withCaret()).toBe('12,345|');
    await amount.press('Home');
    await amount.press('ArrowRight');
    await amount.press('ArrowRight');
    await amount.press('0');
    expect(await withCaret()).toBe('120|,345');
    await amount.press('Backspace');
    expect(await withCaret()).toBe('12|,345');
    await amount.press('ArrowRight');
    await amount.press('Backspace');
    expect(await withCaret()).toBe('1|,345');
    await amount.fill('150');
    await expectNoSeriousA11yViolations(page);
    await withdraw.getByRole('button', { name: 'Withdraw', exact: true }).click();
    // The review: amount and the bank account with its number masked; nothing is sent before Confirm.
    const review = withdraw.getByRole('region', { name: 'Check your withdrawal' });
    await waitVisible(review.getByText('150.00'));
    await waitVisible(review.getByText(/xxx-xxx-7890/));
    await expectNoSeriousA11yViolations(page);
    await review.getByRole('button', { name: 'Confirm' }).click();
    await waitVisible(page.getByRole('dialog', { name: 'In progress' }).getByText(/wait for the transfer/));
    await page.getByRole('dialog', { name: 'In progress' }).getByRole('button', { name: 'OK' }).click();
    await waitVisible(header(page).getByText('Wallet 840.00'));
    expect(app.pageErrors).toEqual([]);
  });

  // One login for both: the eye's check is a few seconds, a login more than that.
  it('hides the balances at phone size, still hidden after a reload; launches an autoLogin game', async () => {
    const page = await app.openApp('/login', { storage: { locale: 'en', 'remember-agreement': 'true' } });
    await logInAsMember(page);
    await expect.poll(() => totalText(page)).toMatch(/^\d[\d,]*\.\d\d baht$/);
    const eye = header(page).getByRole('button', { name: 'Hide balance' });
    await eye.click();
    await waitVisible(header(page).getByText('Balances hidden'));
    const hidden = async () => {
      expect(await eye.getAttribute('aria-pressed')).toBe('true');
      // The mask keeps the currency; no amount anywhere on home's header or game cards.
      expect(await totalText(page)).toMatch(/^•+ baht/);
      for (const part of [
        header(page),
        ...['Slots', 'Sport and casino', 'Lotto'].map((name) => page.getByRole('region', { name })),
      ])
        expect(await part.innerText()).not.toMatch(/\d\.\d\d/);
    };
    await hidden();
    expect((await takeOverflow(page)).excess).toBe(0);
    await expectNoSeriousA11yViolations(page);
    await page.reload();
    await expect.poll(() => totalText(page)).toMatch(/^•+ baht/);
    await hidden();

    await page
      .getByRole('region', { name: 'Slots' })
      .getByRole('button', { name: /PG Soft/ })
      .click();
    const game = page.getByRole('dialog', { name: 'PG Soft' });
    await waitVisible(game.getByText('pg345678'));
    await game.getByRole('button', { name: 'Play' }).click();
    await expectPath(page, '/mock-game.html');
    await waitVisible(page.getByText('pg345678'));
    expect(await page.locator('#game').innerText()).toBe('pg');
  });

  const LANGUAGES = [
    {
      locale: 'th' as Lang,
      phone: 'เบอร์โทรศัพท์',
      password: 'รหัสผ่าน',
      submit: 'เข้าสู่ระบบ',
      slots: 'สล็อต',
      tiles: 'เมนูลัด',
      withdraw: 'ถอนเงิน',
      total: 'ยอดเงินรวม',
    },
    {
      locale: 'la' as Lang,
      phone: 'ເບີໂທລະສັບ',
      password: 'ລະຫັດຜ່ານ',
      submit: 'ເຂົ້າສູ່ລະບົບ',
      slots: 'ສະລັອດ',
      tiles: 'ເມນູດ່ວນ',
      withdraw: 'ຖອນເງິນ',
      total: 'ຍອດເງິນລວມ',
    },
  ];
  for (const lang of LANGUAGES) {
    // The languages of the same answers: the first journey reads them in the spec-minimal run.
    it.skipIf(specMinimalRun())(`shows home in ${lang.locale}`, async () => {
      const page = await app.openApp('/login', { storage: { locale: lang.locale, 'remember-agreement': 'true' } });
      await page.getByLabel(lang.phone).fill('0812345678');
      await page.getByLabel(lang.password, { exact: true }).fill('Demo1234');
      await page.getByRole('button', { name: lang.submit }).click();
      await expectPath(page, '/user/home');
      await waitVisible(page.getByRole('region', { name: lang.slots }));
      await waitVisible(
        page.getByRole('navigation', { name: lang.tiles }).getByRole('button', { name: lang.withdraw }),
      );
      await waitVisible(page.getByText(lang.total, { exact: true }));
      await expectNoSeriousA11yViolations(page);
      // The header's figures and the eye fit the phone in this language, shown and hidden.
      expect((await takeOverflow(page)).excess).toBe(0);
      await page.getByRole('button', { name: tr(lang.locale, 'home.hideBalance') }).click();
      await waitVisible(page.getByText(tr(lang.locale, 'home.balancesHidden')));
      expect((await takeOverflow(page)).excess).toBe(0);
    });
  }
});

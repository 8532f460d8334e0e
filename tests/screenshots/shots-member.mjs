// The screens of a signed-in member, in the order they are shot (tests/screenshots/capture.mjs).
import { escapeRegExp } from './page-checks.mjs';
import { shootMemberMoney } from './shots-member-money.mjs';

const MEMBER_SHOTS = [
  'home',
  'agreement',
  'deposit',
  'transfer',
  'withdraw',
  'game',
  'invite',
  'refund',
  'conditions',
  'bonus',
  'promotion',
  'statement',
  'slip',
  'profile',
  'change-password',
  'spin',
  'member-contact',
  'qa',
  'bank-name',
];

/**
 * session: the helpers of openSession (session.mjs); member: who logs in ({ phone, password }); bankNameMember:
 * the member whose bank name needs fixing, for the bank-name shots (none: those shots are left out).
 */
export async function shootMember(session, member, bankNameMember) {
  const { page, T, L, wanted, dialog, goto, shot, logIn, homeTile, openHome, continueBanners, continueButton } =
    session;
  if (!MEMBER_SHOTS.some(wanted)) return;
  await logIn(member);

  await shot('home', openHome);
  await shot('agreement', async () => {
    await page.evaluate(() => localStorage.removeItem('remember-agreement'));
    await openHome();
    await dialog('agreement.title').waitFor({ timeout: 15_000 });
    await page.evaluate(() => localStorage.setItem('remember-agreement', 'true'));
  });
  await shootMemberMoney(session);
  await shot('game-account', async () => {
    await openHome();
    await page
      .getByRole('region', { name: T('games.category.slot') })
      .getByRole('button')
      .first()
      .click();
    await page.getByRole('dialog').last().getByRole('heading').first().waitFor();
    await page
      .getByRole('dialog')
      .last()
      .getByRole('button', { name: T('common.close') })
      .first()
      .waitFor();
  });
  await shot('game-account-inactive', async () => {
    await openHome();
    await page
      .getByRole('region', { name: T('games.category.slot') })
      .getByRole('button', { name: new RegExp(escapeRegExp(L('games.openPrompt'))) })
      .first()
      .click();
    await page
      .getByRole('dialog')
      .last()
      .getByRole('button', { name: T('games.activate') })
      .waitFor();
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
    await continueButton().click();
    await dialog('invite.title')
      .getByRole('heading', { name: T('invite.linkTitle') })
      .waitFor();
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
    await continueButton().click();
    await dialog('refund.title')
      .getByRole('button', { name: T('refund.receive') })
      .waitFor();
  });
  await shot('conditions', async () => {
    await openHome();
    await page
      .getByRole('navigation', { name: T('nav.main') })
      .getByRole('button', { name: T('nav.conditions') })
      .click();
    await dialog('conditions.title').waitFor();
  });
  await shot('bonus', async () => {
    await goto('/user/bonus');
    await page
      .getByRole('region', { name: T('bonus.gridTitle') })
      .getByRole('button')
      .first()
      .waitFor();
  });
  await shot('bonus-modal', async () => {
    await goto('/user/bonus');
    const grid = page.getByRole('region', { name: T('bonus.gridTitle') });
    await grid.getByRole('button').first().waitFor();
    await grid.getByRole('button', { disabled: false }).first().click();
    await page
      .getByRole('dialog')
      .last()
      .getByRole('button', { name: T('bonus.receive') })
      .waitFor();
  });
  await shot('promotion-modal', async () => {
    await goto('/user/bonus');
    await page.getByLabel(T('promotion.codeLabel')).fill('NEWYEAR100');
    await page.getByRole('button', { name: T('promotion.search'), exact: true }).click();
    await page
      .getByRole('dialog')
      .last()
      .getByRole('button', { name: T('promotion.receive') })
      .waitFor();
  });
  await shot('statement', async () => {
    await goto('/user/statement');
    const entries = page
      .getByRole('list', { name: T('statement.pageLabel') })
      .getByRole('listitem')
      .first();
    await entries.or(page.getByText(T('statement.empty'))).waitFor();
  });
  await shot('slip-modal', async () => {
    await goto('/user/statement');
    await page.getByRole('button', { name: T('slip.open') }).click();
    const slips = dialog('slip.title')
      .getByRole('list', { name: T('slip.pageLabel') })
      .getByRole('listitem')
      .first();
    await slips.or(dialog('slip.title').getByText(T('slip.empty'))).waitFor();
  });
  await shot('slip-modal-image', async () => {
    if (
      (await dialog('slip.title')
        .getByRole('button', { name: T('slip.viewFor') })
        .count()) === 0
    )
      return 'no slip to view';
    await dialog('slip.title')
      .getByRole('button', { name: T('slip.viewFor') })
      .first()
      .click();
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
    const coupons = page.getByRole('region', { name: T('spin.couponsTitle') });
    await coupons
      .getByRole('table')
      .or(coupons.getByText(T('spin.noCoupons')))
      .waitFor();
  });
  await shot('spin-claim', async () => {
    await goto('/user/spin');
    const coupons = page.getByRole('region', { name: T('spin.couponsTitle') });
    await coupons
      .getByRole('table')
      .or(coupons.getByText(T('spin.noCoupons')))
      .waitFor();
    if ((await coupons.getByRole('table').count()) === 0) return 'no coupon to claim';
    await page
      .getByRole('region', { name: T('spin.couponsTitle') })
      .getByRole('button', { name: T('spin.claimFor') })
      .first()
      .click();
    await dialog('spin.claimTitle')
      .getByRole('button', { name: T('common.confirm') })
      .waitFor();
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

  if (bankNameMember && wanted('bank-name')) {
    await logIn(bankNameMember);
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

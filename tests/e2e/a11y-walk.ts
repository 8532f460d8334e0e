/**
 * The accessibility sweep's walk (issue 10, item 4): every route and every modal on a 390x844 phone, with axe
 * (serious and critical) and the 44x44 px touch targets checked on each screen (./a11y-checks.ts). One file per
 * language runs it (a11y-sweep-{en,th,la}.e2e.test.ts), so the suite's two workers share the three walks.
 * Problems are collected over the whole walk and reported together, so one run shows them all.
 */
import { expect } from 'vitest';
import { closeDialog, sweeper } from './a11y-checks';
import { tr, type Lang } from './overflow';
import { walkRewardDialogs, type Walk } from './member-walk';
import { expectPath, NO_MOCK_LATENCY, waitVisible, type E2EApp } from './support';

type AppWalk = Walk & { app: E2EApp };

/** Login with its errors, register steps 1 and 2, how-to and its video, contact and guest chat, terminated, 404. */
async function walkPublicRoutes(walk: AppWalk): Promise<void> {
  const { app, page, lang, check, dialog } = walk;
  await waitVisible(page.getByRole('button', { name: tr(lang, 'login.submit') }));
  // An empty submit shows the inline errors (they are alerts: announced).
  await page.getByRole('button', { name: tr(lang, 'login.submit') }).click();
  await waitVisible(page.locator('#login-phone-required[role="alert"]'));
  await check('/login with its inline errors');

  await page.goto(app.url('/register'));
  await page.getByLabel(tr(lang, 'register.phone'), { exact: true }).fill('0944444444');
  await check('/register step 1');
  await page.getByRole('button', { name: tr(lang, 'common.next') }).click();
  await waitVisible(page.getByLabel(tr(lang, 'register.otpCode')));
  await check('/register step 2 (OTP)');

  await page.goto(app.url('/howto'));
  const video = page.getByRole('button', { name: new RegExp(tr(lang, 'howto.videos.bonus.title')) });
  await waitVisible(video);
  await check('/howto');
  await video.click();
  const videoModal = dialog(tr(lang, 'howto.videos.bonus.title'));
  await waitVisible(videoModal);
  await check('how-to video modal');
  await closeDialog(videoModal, lang);

  await page.goto(app.url('/contact'));
  await waitVisible(page.getByRole('button', { name: tr(lang, 'chat.openChat') }));
  await check('/contact');
  await page.getByRole('button', { name: tr(lang, 'chat.openChat') }).click();
  await waitVisible(dialog(tr(lang, 'chat.title')));
  await waitVisible(page.getByText(tr(lang, 'chat.empty')));
  await check('chat panel (guest)');

  await page.goto(app.url('/terminated'));
  await waitVisible(page.getByRole('heading').first());
  await check('/terminated');

  await page.goto(app.url('/no-such-page'));
  await waitVisible(page.getByText('404', { exact: true }));
  await check('404');
}

/** Logs in as the seeded member: the agreement, then home. */
async function logInToHome(walk: AppWalk): Promise<void> {
  const { app, page, lang, check, dialog } = walk;
  await page.goto(app.url('/login'));
  await page.getByLabel(tr(lang, 'login.phone')).fill('0812345678');
  await page.getByLabel(tr(lang, 'login.password'), { exact: true }).fill('Demo1234');
  await page.getByRole('button', { name: tr(lang, 'login.submit') }).click();
  await expectPath(page, '/user/home');

  const agreement = dialog(tr(lang, 'agreement.title'));
  await waitVisible(agreement);
  await check('agreement modal');
  await agreement.getByRole('button', { name: tr(lang, 'agreement.accept') }).click();
  await agreement.waitFor({ state: 'detached' });
  await waitVisible(page.getByRole('region', { name: tr(lang, 'games.category.slot') }));
  await check('/user/home');
}

/** Home's deposit, transfer and withdraw dialogs (with the withdraw review) and a game account. */
async function walkMoneyDialogs(walk: AppWalk): Promise<void> {
  const { page, lang, check, dialog } = walk;
  const tiles = page.getByRole('navigation', { name: tr(lang, 'home.tiles.label') });
  await tiles.getByRole('button', { name: tr(lang, 'home.tiles.deposit') }).click();
  const deposit = dialog(tr(lang, 'deposit.title'));
  await waitVisible(deposit.getByRole('tab').first());
  await check('deposit modal');
  await closeDialog(deposit, lang);

  await page.getByRole('button', { name: tr(lang, 'home.transfer') }).click();
  const transfer = dialog(tr(lang, 'transfer.title'));
  await waitVisible(transfer);
  await check('transfer modal');
  await closeDialog(transfer, lang);

  await tiles.getByRole('button', { name: tr(lang, 'home.tiles.withdraw') }).click();
  const withdraw = dialog(tr(lang, 'withdraw.title'));
  await waitVisible(withdraw.getByRole('button', { name: tr(lang, 'withdraw.submit'), exact: true }));
  await check('withdraw modal');
  await withdraw.getByLabel(tr(lang, 'withdraw.amount', { currency: tr(lang, 'money.currency.THB') })).fill('150');
  await withdraw.getByRole('button', { name: tr(lang, 'withdraw.submit'), exact: true }).click();
  await waitVisible(withdraw.getByRole('region', { name: tr(lang, 'review.withdrawTitle') }));
  await check('withdraw review');
  // Confirm: the success dialog with the withdrawal's receipt (issue 33), then OK closes it.
  await withdraw.getByRole('button', { name: tr(lang, 'common.confirm'), exact: true }).click();
  const success = dialog(tr(lang, 'common.pendingTitle'));
  await waitVisible(success.getByRole('region', { name: tr(lang, 'receipt.title') }));
  await waitVisible(success.getByRole('button', { name: tr(lang, 'receipt.save'), disabled: false }));
  await check('withdraw receipt');
  await success.getByRole('button', { name: tr(lang, 'common.ok'), exact: true }).click();
  await success.waitFor({ state: 'detached' });

  await page
    .getByRole('region', { name: tr(lang, 'games.category.slot') })
    .getByRole('button', { name: /Joker Gaming/ })
    .click();
  const game = dialog('Joker Gaming');
  await waitVisible(game.getByRole('button').last());
  await check('game account modal');
  await closeDialog(game, lang);
}

/** Profile and change password with its error, the bonus page, a bonus and a promotion. */
async function walkProfileAndBonus(walk: AppWalk): Promise<void> {
  const { app, page, lang, check, dialog } = walk;
  await page.goto(app.url('/user/profile'));
  await waitVisible(page.getByRole('button', { name: tr(lang, 'password.open') }));
  await check('/user/profile');
  await page.getByRole('button', { name: tr(lang, 'password.open') }).click();
  const password = dialog(tr(lang, 'password.title'));
  await password.getByLabel(tr(lang, 'password.old')).fill('Demo1234');
  await password.getByLabel(tr(lang, 'password.new'), { exact: true }).fill('Fresh2026');
  await password.getByLabel(tr(lang, 'password.confirm')).fill('Fresh2027');
  await password.getByRole('button', { name: tr(lang, 'common.save') }).click();
  await waitVisible(password.getByRole('alert'));
  await check('change password modal with its error');
  await closeDialog(password, lang);

  await page.goto(app.url('/user/bonus'));
  const grid = page.getByRole('region', { name: tr(lang, 'bonus.gridTitle') });
  await waitVisible(grid.getByRole('button').first());
  await check('/user/bonus');
  await grid.getByRole('button', { disabled: false }).first().click();
  const bonus = page.getByRole('dialog');
  await waitVisible(bonus.getByRole('button', { name: tr(lang, 'bonus.receive') }));
  await check('bonus modal');
  await closeDialog(bonus, lang);
  await page.getByLabel(tr(lang, 'promotion.codeLabel')).fill('NEWYEAR100');
  await page.getByRole('button', { name: tr(lang, 'promotion.search') }).click();
  const promotion = page.getByRole('dialog');
  await waitVisible(promotion.getByText('10%', { exact: true }));
  await check('promotion modal');
  await closeDialog(promotion, lang);
}

/** The statement and its slip status, member chat, the spin page, a claim and a prize. */
async function walkStatementChatSpin(walk: AppWalk): Promise<void> {
  const { app, page, lang, check, dialog } = walk;
  await page.goto(app.url('/user/statement'));
  await waitVisible(page.getByRole('navigation', { name: tr(lang, 'pagination.label') }));
  await check('/user/statement');
  await page.getByRole('button', { name: tr(lang, 'slip.open') }).click();
  const slips = page.getByRole('dialog');
  await waitVisible(slips.getByRole('list', { name: tr(lang, 'slip.pageLabel', { page: 1 }) }));
  await check('slip status modal');
  await closeDialog(slips, lang);

  await page.goto(app.url('/user/contact'));
  await page.getByRole('button', { name: tr(lang, 'chat.openChat') }).click();
  await waitVisible(dialog(tr(lang, 'chat.title')).getByRole('separator'));
  await check('/user/contact with the chat panel (member history)');

  await page.goto(app.url('/user/spin'));
  const coupons = page.getByRole('region', { name: tr(lang, 'spin.couponsTitle') });
  await waitVisible(coupons.getByRole('row').nth(1));
  await check('/user/spin');
  await coupons.getByRole('button').first().click();
  const claim = page.getByRole('dialog');
  await waitVisible(claim.getByRole('button', { name: tr(lang, 'common.confirm') }));
  await check('spin claim modal');
  await claim.getByRole('button', { name: tr(lang, 'common.cancel') }).click();
  await claim.waitFor({ state: 'detached' });
  const centre = page.locator('.spin-wheel__centre');
  await centre.click();
  const prize = dialog(tr(lang, 'spin.prizeTitle'));
  await waitVisible(prize, 10_000);
  await check('spin prize modal');
  await closeDialog(prize, lang);
}

/** The log-out question and the QA console. */
async function walkLogoutAndQa(walk: AppWalk): Promise<void> {
  const { page, lang, check, dialog } = walk;
  await page.getByRole('button', { name: tr(lang, 'nav.logout') }).click();
  const logout = dialog(tr(lang, 'nav.logoutTitle'));
  await waitVisible(logout);
  await check('logout confirm');
  await logout.getByRole('button', { name: tr(lang, 'common.cancel') }).click();
  await logout.waitFor({ state: 'detached' });

  await page.getByRole('button', { name: tr(lang, 'qa.launcher') }).click();
  await waitVisible(page.locator('#qa-panel'));
  await check('QA console');
}

/** One language's walk, in the page of the file's setupApp(), with one login. */
export async function sweepLanguage(app: E2EApp, lang: Lang): Promise<void> {
  const page = app.page;
  // Reduced motion: modals appear without the fade and the wheel lands at once (a faster walk,
  // and the reduced-motion paths of the product get their axe scan too).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await app.openApp('/login', { storage: { locale: lang, ...NO_MOCK_LATENCY } });
  const { check, problems, count } = sweeper(page, lang);
  const walk: AppWalk = {
    app,
    page,
    lang,
    check,
    dialog: (name) => page.getByRole('dialog', { name }),
  };
  const parts = [walkPublicRoutes, logInToHome, walkMoneyDialogs, walkRewardDialogs, walkProfileAndBonus];
  for (const part of [...parts, walkStatementChatSpin, walkLogoutAndQa]) await part(walk);

  console.log(`[a11y] ${lang}: ${count()} screens and modals scanned, ${problems.length} problem(s)`);
  expect(problems, problems.join('\n')).toEqual([]);
  expect(app.pageErrors).toEqual([]);
}

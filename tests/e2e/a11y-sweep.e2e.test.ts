/**
 * Accessibility sweep (issue 10, item 4): every route and every modal, in th, la and en, on a
 * 390x844 phone: no serious or critical axe violation, and every standalone control (buttons,
 * links that are not inline in a sentence, selects, tabs, pagination) at least 44x44 px.
 * One page per language (the language comes from localStorage, the app reloads into it), one login.
 * Problems are collected over the whole walk and reported together, so one run shows them all.
 */
import { describe, expect, it } from 'vitest';
import en from '../../src/locales/en.json';
import la from '../../src/locales/la.json';
import th from '../../src/locales/th.json';
import { expectNoSeriousA11yViolations, expectPath, setupApp, waitVisible, type Locator, type Page } from './support';

const app = setupApp();

type Lang = 'th' | 'la' | 'en';
const BUNDLES: Record<Lang, unknown> = { th, la, en };

/** The translation of `key` in `lang`, with {{name}} placeholders filled. */
function tr(lang: Lang, key: string, vars: Record<string, string | number> = {}): string {
  let node: unknown = BUNDLES[lang];
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`no ${lang} text for ${key}`);
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}

const MIN_TARGET = 44;

interface SmallTarget {
  what: string;
  width: number;
  height: number;
}

/**
 * Visible standalone controls smaller than 44x44 CSS px. Exempt: links inline in a sentence (their
 * parent has text of its own), hidden or zero-size elements, and the QA console of the mock build
 * (a tester's tool, not in the production build).
 */
function smallTargets(page: Page): Promise<SmallTarget[]> {
  return page.evaluate((min) => {
    const selector = 'button, a[href], select, [role="button"], [role="tab"], .page-link';
    const found: SmallTarget[] = [];
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      if (element.closest('#qa-root')) continue;
      const rect = element.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || Number(style.opacity) === 0) continue;
      if (element.closest('[hidden], [aria-hidden="true"]')) continue;
      if (element.tagName === 'A' && style.display === 'inline') {
        const parent = element.parentElement;
        const own = parent ? (parent.textContent ?? '').replace(element.textContent ?? '', '').trim() : '';
        if (own.length > 0) continue;
      }
      // Rounding: a 43.99 px box is a 44 px box.
      if (Math.round(rect.width) >= min && Math.round(rect.height) >= min) continue;
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const classes = typeof element.className === 'string' ? element.className.trim().split(/\s+/).slice(0, 3).join('.') : '';
      found.push({
        what: `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''} "${name}"`,
        width: Math.round(rect.width),
        height: Math.round(rect.height),
      });
    }
    return found;
  }, MIN_TARGET);
}

/** Waits until every open modal has faded in (half-transparent text would fail the contrast check). */
async function settled(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll('.modal, .modal-backdrop, .fade')).every((el) => {
          const style = getComputedStyle(el);
          return !el.classList.contains('fade') || el.classList.contains('show') ? style.opacity === '1' || el.classList.contains('modal-backdrop') : true;
        }),
      ),
    )
    .toBe(true);
}

function sweeper(page: Page, lang: Lang) {
  const problems: string[] = [];
  let screens = 0;
  const check = async (where: string): Promise<void> => {
    screens += 1;
    await settled(page);
    try {
      await expectNoSeriousA11yViolations(page);
    } catch (error) {
      problems.push(`[${lang}] ${where}: ${error instanceof Error ? error.message.split('\n\nExpected')[0] : String(error)}`);
    }
    const small = await smallTargets(page);
    if (small.length > 0) {
      problems.push(
        `[${lang}] ${where}: ${small.length} touch target(s) under ${MIN_TARGET}x${MIN_TARGET} px:\n` +
          small.map((s) => `      ${s.what} ${s.width}x${s.height}`).join('\n'),
      );
    }
  };
  return { check, problems, count: () => screens };
}

async function closeDialog(dialog: Locator, lang: Lang): Promise<void> {
  await dialog.getByRole('button', { name: tr(lang, 'common.close') }).first().click();
  await dialog.waitFor({ state: 'detached' });
}

async function sweepLanguage(lang: Lang): Promise<void> {
  const page = app.page;
  // Reduced motion: modals appear without the fade and the wheel lands at once (a faster walk,
  // and the reduced-motion paths of the product get their axe scan too).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await app.openApp('/login', { storage: { locale: lang } });
  const { check, problems, count } = sweeper(page, lang);
  const dialog = (name: string | RegExp) => page.getByRole('dialog', { name });

  // ---- Public routes
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

  // ---- Member routes and modals
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
  await closeDialog(withdraw, lang);

  await page.getByRole('region', { name: tr(lang, 'games.category.slot') }).getByRole('button', { name: /Joker Gaming/ }).click();
  const game = dialog('Joker Gaming');
  await waitVisible(game.getByRole('button').last());
  await check('game account modal');
  await closeDialog(game, lang);

  await tiles.getByRole('button', { name: tr(lang, 'home.tiles.invite') }).click();
  const inviteBanners = dialog(tr(lang, 'invite.bannersTitle'));
  await waitVisible(inviteBanners.getByRole('img').first());
  await check('invite banners modal');
  await inviteBanners.getByRole('button', { name: tr(lang, 'promotion.banners.continue') }).click();
  const invite = dialog(tr(lang, 'invite.title'));
  await waitVisible(invite.getByRole('table'));
  await check('invite modal');
  await closeDialog(invite, lang);

  await tiles.getByRole('button', { name: tr(lang, 'home.tiles.refund') }).click();
  await page.getByRole('dialog').getByRole('button', { name: tr(lang, 'promotion.banners.continue') }).click();
  const refund = page.getByRole('dialog');
  await waitVisible(refund.getByRole('button', { name: tr(lang, 'refund.receive') }));
  await check('refund modal');
  await closeDialog(refund, lang);

  const mainNav = page.getByRole('navigation', { name: tr(lang, 'nav.main') });
  await mainNav.getByRole('button', { name: tr(lang, 'nav.conditions') }).click();
  const conditions = dialog(tr(lang, 'conditions.title'));
  await waitVisible(conditions);
  await check('conditions modal');
  await closeDialog(conditions, lang);

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

  await page.getByRole('button', { name: tr(lang, 'nav.logout') }).click();
  const logout = dialog(tr(lang, 'nav.logoutTitle'));
  await waitVisible(logout);
  await check('logout confirm');
  await logout.getByRole('button', { name: tr(lang, 'common.cancel') }).click();
  await logout.waitFor({ state: 'detached' });

  await page.getByRole('button', { name: tr(lang, 'qa.launcher') }).click();
  await waitVisible(page.locator('#qa-panel'));
  await check('QA console');

  console.log(`[a11y] ${lang}: ${count()} screens and modals scanned, ${problems.length} problem(s)`);
  expect(problems, problems.join('\n')).toEqual([]);
  expect(app.pageErrors).toEqual([]);
}

describe('accessibility sweep at 390x844', () => {
  for (const lang of ['en', 'th', 'la'] as const) {
    it(`every route and modal in ${lang}`, () => sweepLanguage(lang), 180_000);
  }
});

/** Where the keyboard focus is: inside `selector`, and with a visible focus indicator. */
function focusState(page: Page, selector: string) {
  return page.evaluate((scope) => {
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body) return { inside: false, visible: false, name: 'body' };
    const style = getComputedStyle(active);
    const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const ringed = style.boxShadow !== 'none' && style.boxShadow !== '';
    return {
      inside: active.closest(scope) !== null,
      visible: active.matches(':focus-visible') && (outlined || ringed),
      name: `${active.tagName.toLowerCase()} ${(active.getAttribute('aria-label') ?? active.textContent ?? '').trim().slice(0, 30)}`,
    };
  }, selector);
}

describe('keyboard and motion', () => {
  it('a modal takes the focus, keeps Tab inside, and gives the focus back to its opener; focus is visible', async () => {
    const page = await app.openApp('/howto', { storage: { locale: 'en' } });
    const opener = await waitVisible(page.getByRole('button', { name: /Receiving bonuses/ }));

    // Keyboard only: Tab from the top of the page until the opener has the focus; every stop shows it.
    let reached = false;
    for (let stop = 0; stop < 30 && !reached; stop += 1) {
      await page.keyboard.press('Tab');
      const state = await focusState(page, 'body');
      expect(state.visible, `no visible focus on ${state.name}`).toBe(true);
      reached = await opener.evaluate((el) => el === document.activeElement);
    }
    expect(reached).toBe(true);
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: 'Receiving bonuses' });
    await waitVisible(dialog);
    await expect.poll(async () => (await focusState(page, '.modal')).inside).toBe(true);
    const focusables = await dialog.evaluate(
      (el) => el.querySelectorAll('button, a[href], input, select, textarea, video[controls], [tabindex]:not([tabindex="-1"])').length,
    );
    // More Tabs than the dialog has stops: the focus cycles and never leaves it.
    for (let stop = 0; stop < focusables + 3; stop += 1) {
      await page.keyboard.press(stop % 4 === 3 ? 'Shift+Tab' : 'Tab');
      const state = await focusState(page, '.modal');
      expect(state.inside, `Tab ${stop + 1} left the dialog for ${state.name}`).toBe(true);
    }

    // Escape closes it (from a button: the video's own controls keep Escape for themselves).
    await dialog.getByRole('button', { name: 'Close' }).first().focus();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => opener.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(app.pageErrors).toEqual([]);
  });

  it('with reduced motion the QR countdown and its dialog have no animated transitions', async () => {
    const page = app.page;
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await app.openApp('/login', { storage: { locale: 'en', 'remember-agreement': 'true' } });
    await page.getByLabel('Phone number').fill('0812345678');
    await page.getByLabel('Password').fill('Demo1234');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expectPath(page, '/user/home');
    await page.getByRole('navigation', { name: 'Quick actions' }).getByRole('button', { name: 'Deposit' }).click();
    const deposit = page.getByRole('dialog', { name: 'Deposit' });
    await deposit.getByRole('tab', { name: 'QR code' }).click();
    await deposit.getByLabel('Amount for KBANK').fill('100');
    await deposit.getByRole('button', { name: 'Create QR code' }).click();
    const timer = await waitVisible(deposit.getByRole('timer'));
    const first = await timer.innerText();
    // Still a live countdown: the seconds go down.
    await expect.poll(() => timer.innerText(), { timeout: 5000 }).not.toBe(first);

    // The countdown and every box around it up to the page: no transition or animation that lasts.
    const motion = await timer.evaluate((el) => {
      const lasting: string[] = [];
      const seconds = (value: string) => Math.max(...value.split(',').map((v) => parseFloat(v) * (v.trim().endsWith('ms') ? 0.001 : 1)));
      for (let node: Element | null = el; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        const transition = seconds(style.transitionDuration);
        const animation = style.animationName !== 'none' ? seconds(style.animationDuration) : 0;
        if (transition > 0.001 || animation > 0.001) lasting.push(`${node.tagName}.${node.className}: ${style.transitionDuration} ${style.animationName}`);
      }
      return lasting;
    });
    expect(motion).toEqual([]);
    // Without reduced motion the same dialog fades (Bootstrap's .fade transition): the check can fail.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    const fade = await deposit.evaluate((el) => getComputedStyle(el.closest('.modal') ?? el).transitionDuration);
    expect(parseFloat(fade)).toBeGreaterThan(0.01);
    expect(app.pageErrors).toEqual([]);
  });
});

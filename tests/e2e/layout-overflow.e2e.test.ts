/**
 * No horizontal overflow (issue 18, item 6): on every route of the route table (src/app/route-table.tsx),
 * public and member, at 320, 360 and 390 px, document.documentElement.scrollWidth <= window.innerWidth
 * after the page loads and all through its main interaction: the register OTP step, a how-to video,
 * the chat panel (guest and member), the agreement and deposit modals (bank and QR tabs), the slip
 * status, the wheel while it turns and its prize modal. The per-frame watch is in ./overflow.ts.
 */
import { describe, expect, it } from 'vitest';
import { expectPath, NO_MOCK_LATENCY, setupApp, waitVisible, type Page } from './support';
import { overflowLog, tr, watchOverflow, type Lang } from './overflow';

const app = setupApp();

/** Samples the overflow on every frame from the tap until the wheel has landed, in the page. */
async function spinAndSample(page: Page, width: number): Promise<{ frames: number; worst: number }> {
  await page.evaluate((phoneWidth) => {
    const w = window as unknown as { __spinOverflow: Promise<{ frames: number; worst: number }> };
    const button = document.querySelector<HTMLElement>('.spin-wheel__centre');
    w.__spinOverflow = new Promise((resolve) => {
      let frames = 0;
      let worst = 0;
      let seen = false;
      const tick = () => {
        const phase = button?.dataset.phase;
        if (phase === 'spinning') {
          seen = true;
          frames += 1;
          const root = document.documentElement;
          worst = Math.max(
            worst,
            Math.max(root.scrollWidth, window.innerWidth) - phoneWidth,
            root.scrollWidth - window.innerWidth,
          );
        }
        if (phase === 'finished' || (seen && phase !== 'spinning')) resolve({ frames, worst });
        else requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
  }, width);
  await page.locator('.spin-wheel__centre').click();
  return page.evaluate(
    () => (window as unknown as { __spinOverflow: Promise<{ frames: number; worst: number }> }).__spinOverflow,
  );
}

async function walk(width: number, lang: Lang): Promise<void> {
  const page = app.page;
  await page.setViewportSize({ width, height: 760 });
  await watchOverflow(app.context, width);
  await app.openApp('/login', { storage: { locale: lang, ...NO_MOCK_LATENCY } });
  const { check, problems, count } = overflowLog(page, `[${width} px, ${lang}]`);
  const dialog = (name: string | RegExp) => page.getByRole('dialog', { name });
  const close = async (name: string) => {
    const open = dialog(name);
    await open
      .getByRole('button', { name: tr(lang, 'common.close') })
      .first()
      .click();
    await open.waitFor({ state: 'detached' });
  };

  // ---- Public routes
  await waitVisible(page.getByRole('button', { name: tr(lang, 'login.submit') }));
  await check('/login');
  await page.goto(app.url('/register'));
  await page.getByLabel(tr(lang, 'register.phone'), { exact: true }).fill('0944444444');
  await check('/register');
  await page.getByRole('button', { name: tr(lang, 'common.next') }).click();
  await waitVisible(page.getByLabel(tr(lang, 'register.otpCode')));
  await check('/register, OTP step');

  await page.goto(app.url('/howto'));
  const video = await waitVisible(page.getByRole('button', { name: new RegExp(tr(lang, 'howto.videos.bonus.title')) }));
  await check('/howto');
  await video.click();
  await waitVisible(dialog(tr(lang, 'howto.videos.bonus.title')));
  await check('/howto, video modal');
  await close(tr(lang, 'howto.videos.bonus.title'));

  await page.goto(app.url('/contact'));
  await (await waitVisible(page.getByRole('button', { name: tr(lang, 'chat.openChat') }))).click();
  await waitVisible(page.getByText(tr(lang, 'chat.empty')));
  await check('/contact with the chat panel');

  await page.goto(app.url('/terminated'));
  await waitVisible(page.getByRole('heading').first());
  await check('/terminated');
  await page.goto(app.url('/no-such-page'));
  await waitVisible(page.getByText('404', { exact: true }));
  await check('404');

  // ---- Member routes
  await page.goto(app.url('/login'));
  await page.getByLabel(tr(lang, 'login.phone')).fill('0812345678');
  await page.getByLabel(tr(lang, 'login.password'), { exact: true }).fill('Demo1234');
  await page.getByRole('button', { name: tr(lang, 'login.submit') }).click();
  await expectPath(page, '/user/home');
  const agreement = dialog(tr(lang, 'agreement.title'));
  await waitVisible(agreement);
  await check('/user/home, agreement modal');
  await agreement.getByRole('button', { name: tr(lang, 'agreement.accept') }).click();
  await agreement.waitFor({ state: 'detached' });
  await waitVisible(page.getByRole('region', { name: tr(lang, 'games.category.slot') }));
  await check('/user/home');

  const tiles = page.getByRole('navigation', { name: tr(lang, 'home.tiles.label') });
  await tiles.getByRole('button', { name: tr(lang, 'home.tiles.deposit') }).click();
  const deposit = dialog(tr(lang, 'deposit.title'));
  await waitVisible(deposit.getByLabel(tr(lang, 'deposit.slip.pick')));
  await check('/user/home, deposit modal (bank tab)');
  await deposit.getByRole('tab', { name: tr(lang, 'deposit.tabs.qr') }).click();
  await waitVisible(deposit.getByRole('tabpanel'));
  await check('/user/home, deposit modal (QR tab)');
  await close(tr(lang, 'deposit.title'));

  await page.goto(app.url('/user/profile'));
  await waitVisible(page.getByRole('button', { name: tr(lang, 'password.open') }));
  await check('/user/profile');
  await page.goto(app.url('/user/bonus'));
  await waitVisible(
    page
      .getByRole('region', { name: tr(lang, 'bonus.gridTitle') })
      .getByRole('button')
      .first(),
  );
  await check('/user/bonus');

  await page.goto(app.url('/user/statement'));
  await waitVisible(page.getByRole('navigation', { name: tr(lang, 'pagination.label') }));
  await check('/user/statement');
  await page.getByRole('button', { name: tr(lang, 'slip.open') }).click();
  await waitVisible(
    dialog(tr(lang, 'slip.title')).getByRole('list', { name: tr(lang, 'slip.pageLabel', { page: 1 }) }),
  );
  await check('/user/statement, slip status modal');
  await close(tr(lang, 'slip.title'));

  await page.goto(app.url('/user/contact'));
  await page.getByRole('button', { name: tr(lang, 'chat.openChat') }).click();
  await waitVisible(dialog(tr(lang, 'chat.title')).getByRole('separator'));
  await check('/user/contact with the chat panel');

  await page.goto(app.url('/user/spin'));
  const coupons = page.getByRole('region', { name: tr(lang, 'spin.couponsTitle') });
  await waitVisible(coupons.getByRole('row').nth(1));
  await check('/user/spin');
  const turn = await spinAndSample(page, width);
  // Several samples while it turned (the turn lasts seconds, so tens of frames).
  expect(turn.frames).toBeGreaterThan(10);
  if (turn.worst > 0)
    problems.push(`[${width} px, ${lang}] /user/spin while the wheel turns: ${turn.worst} px too wide`);
  await check('/user/spin while the wheel turns');
  const prize = dialog(tr(lang, 'spin.prizeTitle'));
  await waitVisible(prize, 10_000);
  await expect.poll(() => prize.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  await check('/user/spin, prize modal');
  await close(tr(lang, 'spin.prizeTitle'));
  await check('/user/spin after the prize');

  console.log(`[overflow] ${width} px ${lang}: ${count()} screens checked, ${problems.length} problem(s)`);
  expect(problems, problems.join('\n')).toEqual([]);
}

describe('no horizontal overflow at phone widths', () => {
  // Every width in every language would be nine walks: 320 px (the tightest) gets all three.
  const runs: [number, Lang][] = [
    [320, 'th'],
    [320, 'la'],
    [320, 'en'],
    [360, 'th'],
    [390, 'la'],
  ];
  for (const [width, lang] of runs) {
    it(`every route at ${width} px in ${lang}, also during its main interaction`, () => walk(width, lang), 180_000);
  }
});

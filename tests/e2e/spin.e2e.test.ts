import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations, expectPath, setupApp, waitVisible, type Locator, type Page } from './support';

const app = setupApp();

const checkA11y = (page: Page) => expectNoSeriousA11yViolations(page);
/** Waits for a modal's fade-in to end (half-transparent text would fail the contrast check). */
const settled = (dialog: Locator) => expect.poll(() => dialog.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');

async function logInTo(page: Page, path: string): Promise<void> {
  await page.getByLabel('Phone number').fill('0812345678');
  await page.getByLabel('Password').fill('Demo1234');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expectPath(page, '/user/home');
  await page.goto(app.url(path));
  await expectPath(page, path);
}

describe('spin wheel', () => {
  it('spins once (the seeded first prize is 20 baht) and claims the coupon it won', async () => {
    const page = await app.openApp('/login', { storage: { locale: 'en', 'remember-agreement': 'true' } });
    await logInTo(page, '/user/spin');

    await waitVisible(page.getByRole('heading', { name: 'Lucky Wheel' }));
    const centre = page.getByRole('button', { name: /Spin the wheel/ });
    await expect.poll(() => centre.getAttribute('aria-label')).toBe('Spin the wheel (5 coins)');

    // The canvas: 85% of the 390 px phone, drawn at the device pixel ratio (2) for sharpness.
    const canvas = page.getByRole('img', { name: /Spin wheel with 8 prizes/ });
    const size = await canvas.evaluate((el: HTMLCanvasElement) => ({
      css: el.getBoundingClientRect().width,
      px: el.width,
    }));
    expect(size.css).toBeCloseTo(331, 0);
    expect(size.px).toBe(662);
    await checkA11y(page);

    const coupons = page.getByRole('region', { name: 'My coupons' });
    await expect.poll(() => coupons.getByRole('row').count()).toBe(2);

    await centre.click();
    await expect.poll(() => centre.getAttribute('aria-label')).toBe('Spin the wheel (4 coins)');
    await expect.poll(() => centre.getAttribute('data-phase'), { timeout: 5000 }).toBe('finished');
    const prize = page.getByRole('dialog', { name: 'Congratulations!' });
    await waitVisible(prize, 4000);
    await waitVisible(prize.getByText('20 baht', { exact: true }));
    await settled(prize);
    await checkA11y(page);
    await prize.getByRole('button', { name: 'Close' }).last().click();
    await prize.waitFor({ state: 'hidden' });
    await expect.poll(() => centre.getAttribute('data-phase')).toBe('idle');

    // The win is a new coupon on top of the seeded one.
    await expect.poll(() => coupons.getByRole('row').count()).toBe(3);
    await coupons.getByRole('button', { name: 'Claim coupon 1: 20 baht' }).click();
    const claim = page.getByRole('dialog', { name: 'Claim 20 baht' });
    await waitVisible(claim);
    await settled(claim);
    await checkA11y(page);
    await claim.getByRole('button', { name: 'Confirm' }).click();
    const success = page.getByRole('dialog', { name: 'Success' });
    await waitVisible(success);
    await waitVisible(success.getByText('Your prize 20 baht has been claimed.'));
    await success.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => coupons.getByRole('row').count()).toBe(2);

    // The claimed cash shows on the statement as a luckydraw bonus.
    await page.goto(app.url('/user/statement'));
    // The first line of the first day (each day a list under its heading).
    const first = page
      .getByRole('list', { name: 'Statement, page 1' })
      .getByRole('list')
      .first()
      .getByRole('listitem')
      .first();
    await waitVisible(first.getByText('20 baht · Cash', { exact: true }));
    await waitVisible(first.getByText('+20.00'));
    expect(app.pageErrors).toEqual([]);
  });
});

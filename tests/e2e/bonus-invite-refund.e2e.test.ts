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

const app = setupApp();

async function openAsMember(path: string): Promise<Page> {
  const page = await app.openApp('/login', { storage: { locale: 'en', 'remember-agreement': 'true' } });
  await logInAsMember(page);
  if (path !== '/user/home') {
    await page.goto(app.url(path));
    await expectPath(page, path);
  }
  return page;
}

// A bonus's name is not a spec field: a spec-minimal backend sends none, and the card and modal show its code.
const DAILY = specMinimalRun() ? 'DAILY20' : 'Daily bonus';
const WELCOME = specMinimalRun() ? 'WELCOME100' : 'Welcome bonus';

describe('rewards', () => {
  it('receives a bonus, sees it as the active line, cancels it', async () => {
    const page = await openAsMember('/user/bonus');
    const grid = page.getByRole('region', { name: 'Bonuses' });
    await waitVisible(grid.getByRole('button', { name: new RegExp(DAILY) }));
    expect(await grid.getByRole('button', { name: new RegExp(`${WELCOME}.*Received`) }).isDisabled()).toBe(true);
    await expectNoSeriousA11yViolations(page);

    await grid.getByRole('button', { name: new RegExp(DAILY) }).click();
    const modal = page.getByRole('dialog', { name: new RegExp(DAILY) });
    await waitVisible(modal.getByText(/if the turnover is not met, 5% of the bonus is deducted/));
    await expectNoSeriousA11yViolations(page);
    await modal.getByRole('button', { name: 'Receive bonus' }).click();
    const success = page.getByRole('dialog', { name: 'Success' });
    await waitVisible(success);
    await success.getByRole('button', { name: 'OK' }).click();

    const line = page.getByRole('region', { name: 'Bonus in progress' });
    await waitVisible(line.getByText('Daily', { exact: true }));
    await waitVisible(grid.getByRole('button', { name: new RegExp(`${DAILY}.*Active`) }));
    await expectNoSeriousA11yViolations(page);

    await line.getByRole('button', { name: 'Cancel bonus' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel the bonus?' });
    await confirm.getByRole('button', { name: 'Cancel bonus' }).click();
    await waitVisible(page.getByText('The bonus has been ended.'));
    await waitVisible(page.getByLabel('Enter a promo code'));
    await line.waitFor({ state: 'detached' });
    expect(app.pageErrors).toEqual([]);
  });

  it('finds and receives a promo code typed in lower case', async () => {
    const page = await openAsMember('/user/bonus');
    const input = page.getByLabel('Enter a promo code');
    await input.pressSequentially('newyear100');
    expect(await input.inputValue()).toBe('NEWYEAR100');
    await page.getByRole('button', { name: 'Search' }).click();

    const modal = page.getByRole('dialog', { name: 'Promo code NEWYEAR100' });
    await waitVisible(modal.getByText(/3x turnover/));
    await waitVisible(modal.getByText('10%', { exact: true }));
    await expectNoSeriousA11yViolations(page);
    await modal.getByRole('button', { name: 'Receive promotion' }).click();
    const success = page.getByRole('dialog', { name: 'Success' });
    await waitVisible(success);
    await success.getByRole('button', { name: 'OK' }).click();
    await waitVisible(page.getByRole('region', { name: 'Bonus in progress' }).getByText('Promo code', { exact: true }));
    expect(app.pageErrors).toEqual([]);
  });

  it('invite and refund open their banners first, then their modals, with no serious axe violation', async () => {
    const page = await openAsMember('/user/home');
    const tiles = page.getByRole('navigation', { name: 'Quick actions' });

    await tiles.getByRole('button', { name: 'Invite friends' }).click();
    const banners = page.getByRole('dialog', { name: 'Invite friends' });
    await waitVisible(banners.getByRole('img').first());
    const size = await banners
      .getByRole('img')
      .first()
      .evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);
    expect(size).toEqual([300, 211]);
    await expectNoSeriousA11yViolations(page);
    await banners.getByRole('button', { name: 'Continue' }).click();
    const invite = page.getByRole('dialog', { name: 'Invite friends' });
    await waitVisible(invite.getByRole('heading', { name: 'Your invite link' }));
    expect(await invite.getByLabel('Invite link', { exact: true }).inputValue()).toBe(
      app.url('/register?code=PRm-1001'),
    );
    await waitVisible(invite.getByRole('table'));
    await expectNoSeriousA11yViolations(page);
    await invite.getByRole('button', { name: 'Close' }).first().click();
    await invite.waitFor({ state: 'detached' });

    await tiles.getByRole('button', { name: 'Refund' }).click();
    const refundBanners = page.getByRole('dialog', { name: 'Loss refund' });
    await refundBanners.getByRole('button', { name: 'Continue' }).click();
    const refund = page.getByRole('dialog', { name: 'Loss refund' });
    await waitVisible(refund.getByRole('button', { name: 'Receive refund' }));
    await expectNoSeriousA11yViolations(page);
    await refund.getByRole('button', { name: 'Receive refund' }).click();
    await waitVisible(page.getByText(/^Refund of [\d.,]+ baht received\.$/));
    expect(app.pageErrors).toEqual([]);
  });
});

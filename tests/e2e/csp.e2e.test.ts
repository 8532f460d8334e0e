/**
 * The members' build (mocks off, dist-nomock/ against the standalone mock server) carries a strict
 * Content-Security-Policy <meta> (vite-plugins/csp.ts). A walk over every route and the home modals records every
 * `securitypolicyviolation` event of every document: there must be none. Then the policy itself is shown to
 * refuse what an injection would try: an inline script, a javascript: URL and an inline event handler.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import {
  expectPath,
  mockApiUrl,
  serverBuildAvailable,
  setupApp,
  waitVisible,
  type BrowserContext,
  type Locator,
  type Page,
} from './support';

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
  where: string;
}

/** Collects the violations of every document of the context (a binding survives navigations). */
async function recordViolations(context: BrowserContext): Promise<Violation[]> {
  const seen: Violation[] = [];
  await context.exposeBinding('__cspViolation', (_source, violation: Violation) => {
    seen.push(violation);
  });
  await context.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (window as unknown as { __cspViolation?: (v: unknown) => void }).__cspViolation;
        report?.({
          directive: event.effectiveDirective,
          blocked: event.blockedURI,
          sample: event.sample,
          where: location.pathname,
        });
      },
      true,
    );
  });
  return seen;
}

const describeViolations = (list: Violation[]) =>
  list.map((v) => `${v.where}: ${v.directive} blocked ${v.blocked || '?'} ${v.sample}`).join('\n');

async function closeDialog(dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await dialog.waitFor({ state: 'detached' });
}

async function openChat(page: Page) {
  await (await waitVisible(page.getByRole('button', { name: 'Open chat with support' }))).click();
  const panel = await waitVisible(page.getByRole('dialog', { name: 'Chat with support' }));
  const attach = panel.getByRole('button', { name: 'Attach an image or video' });
  await expect.poll(() => attach.isEnabled(), { timeout: 15_000 }).toBe(true);
  return { panel, box: panel.getByLabel('Message', { exact: true }), log: panel.getByRole('log') };
}

describe.skipIf(!serverBuildAvailable())("the members' build's Content-Security-Policy", () => {
  const app = setupApp({ build: 'server' });

  // A fresh mock database per test (the registration's OTP resend wait, the spin coupons, sessions).
  beforeEach(async () => {
    expect((await fetch(`${mockApiUrl()}/__mock/reset`, { method: 'POST' })).ok).toBe(true);
  });

  it('is in index.html: scripts from the site and hashed inline ones only, no plugins, no <base>', async () => {
    const page = await app.openApp('/login', { storage: { locale: 'en' } });
    const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(policy).toMatch(/(^|; )script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+(;|$)/);
    expect(policy).toMatch(/object-src 'none'/);
    expect(policy).toMatch(/base-uri 'none'/);
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it('every route and the home modals run with zero violations', async () => {
    const violations = await recordViolations(app.context);
    const page = await app.openApp('/login', { storage: { locale: 'en', 'remember-agreement': 'true' } });
    const dialog = (name: string) => page.getByRole('dialog', { name });

    // ---- Visitors
    await waitVisible(page.getByRole('button', { name: 'Log in' }));

    await page.goto(app.url('/register'));
    await page.getByLabel('Phone number', { exact: true }).fill('0944444444');
    await page.getByRole('button', { name: 'Next' }).click();
    await waitVisible(page.getByLabel('OTP code'));

    await page.goto(app.url('/howto'));
    await (await waitVisible(page.getByRole('button', { name: /Receiving bonuses/ }))).click();
    const video = dialog('Receiving bonuses');
    await waitVisible(video);
    await closeDialog(video);

    await page.goto(app.url('/contact'));
    const guest = await openChat(page);
    await guest.box.fill('image');
    await guest.box.press('Enter');
    await waitVisible(guest.log.getByRole('img').first()); // the agent's image arrives over the chat socket
    await page.keyboard.press('Escape');

    // ---- Members
    await page.goto(app.url('/login'));
    await page.getByLabel('Phone number').fill('0812345678');
    await page.getByLabel('Password', { exact: true }).fill('Demo1234');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expectPath(page, '/user/home');
    await waitVisible(page.getByRole('region', { name: 'Slots' }));

    const tiles = page.getByRole('navigation', { name: 'Quick actions' });
    await tiles.getByRole('button', { name: 'Deposit' }).click();
    const deposit = dialog('Deposit');
    await waitVisible(deposit.getByRole('tab').first());
    await closeDialog(deposit);

    await page.getByRole('button', { name: 'Transfer between accounts' }).click();
    const transfer = dialog('Transfer');
    await waitVisible(transfer);
    await closeDialog(transfer);

    await tiles.getByRole('button', { name: 'Withdraw' }).click();
    const withdraw = dialog('Withdraw');
    await waitVisible(withdraw.getByRole('button', { name: 'Withdraw', exact: true }));
    await closeDialog(withdraw);

    await page.goto(app.url('/user/profile'));
    await waitVisible(page.getByRole('button', { name: 'Change password' }));

    await page.goto(app.url('/user/bonus'));
    const grid = page.getByRole('region', { name: 'Bonuses' });
    await waitVisible(grid.getByRole('button').first());
    await grid.getByRole('button', { disabled: false }).first().click();
    const bonus = page.getByRole('dialog');
    await waitVisible(bonus.getByRole('button', { name: 'Receive bonus' }));
    await closeDialog(bonus);

    await page.goto(app.url('/user/statement'));
    await waitVisible(page.getByRole('navigation', { name: 'Pages' }));

    await page.goto(app.url('/user/spin'));
    await waitVisible(page.getByRole('region', { name: 'My coupons' }).getByRole('row').nth(1));
    await page.locator('.spin-wheel__centre').click();
    const prize = dialog('Congratulations!');
    await waitVisible(prize, 15_000);
    await closeDialog(prize);

    await page.goto(app.url('/user/contact'));
    const member = await openChat(page);
    await waitVisible(member.log.getByRole('separator'));
    await member.box.fill('text');
    await member.box.press('Enter');
    await waitVisible(member.log.getByText('· Delivered'));

    const refused = app.consoleErrors.filter((text) => /Content Security Policy/i.test(text));
    expect(violations, describeViolations(violations)).toEqual([]);
    expect(refused).toEqual([]);
    expect(app.pageErrors).toEqual([]);
  }, 120_000);

  it('refuses an injected inline script, javascript: URLs and an inline event handler, and none of them runs', async () => {
    const violations = await recordViolations(app.context);
    const page = await app.openApp('/login', { storage: { locale: 'en' } });
    await waitVisible(page.getByRole('button', { name: 'Log in' }));
    const ran = () => page.evaluate(() => (window as unknown as { __ran?: string[] }).__ran ?? []);

    // An inline script injected into the page (as an HTML injection would).
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = "(window.__ran = window.__ran || []).push('inline')";
      document.body.append(script);
    });
    await expect.poll(() => violations.filter((v) => v.directive === 'script-src-elem').length).toBe(1);

    // A javascript: link followed, and location set to a javascript: URL.
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = "javascript:(window.__ran = window.__ran || []).push('link')";
      link.textContent = 'play';
      document.body.append(link);
      link.click();
    });
    await page.evaluate(() => {
      location.href = "javascript:(window.__ran = window.__ran || []).push('location')";
    });
    await expect
      .poll(() => violations.filter((v) => v.directive === 'script-src-elem' && v.blocked === 'inline').length)
      .toBe(3);

    // An inline event handler (the usual shape of an HTML injection).
    await page.evaluate(() => {
      const image = document.createElement('img');
      image.setAttribute('onerror', "(window.__ran = window.__ran || []).push('handler')");
      image.src = 'data:,';
      document.body.append(image);
    });
    await expect.poll(() => violations.filter((v) => v.directive === 'script-src-attr').length).toBe(1);

    expect(await ran()).toEqual([]);
    await expectPath(page, '/login');
    expect(violations.every((v) => v.where === '/login')).toBe(true);
  });
});

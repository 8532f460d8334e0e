import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations, expectPath, setupApp, specMinimalRun, waitVisible, type Page } from './support';

const app = setupApp();

/** A real 1x1 PNG: the mock checks the image bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function openDeposit(page: Page) {
  await page.getByLabel('Phone number').fill('0812345678');
  await page.getByLabel('Password').fill('Demo1234');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expectPath(page, '/user/home');
  await page.getByRole('navigation', { name: 'Quick actions' }).getByRole('button', { name: 'Deposit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deposit' });
  await waitVisible(dialog.getByRole('tab', { name: 'Bank transfer' }));
  return dialog;
}

describe('deposit', () => {
  it('creates a KBANK QR code of 100, watches the countdown fall, and cancels it', async () => {
    const page = await app.openApp('/login', { storage: { locale: 'en', 'remember-agreement': 'true' } });
    const dialog = await openDeposit(page);
    await expectNoSeriousA11yViolations(page);

    await dialog.getByRole('tab', { name: 'QR code' }).click();
    await dialog.getByLabel('Amount for KBANK').fill('100');
    await dialog.getByRole('button', { name: 'Create QR code' }).click();
    await waitVisible(dialog.getByRole('img', { name: 'QR code of KBANK for 100.00 baht' }));
    // The scannable code really rendered (an SVG image with a size).
    await expect
      .poll(() => dialog.locator('img.qr-image').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    const timer = dialog.getByRole('timer');
    const first = await timer.innerText();
    expect(first).toMatch(/^0[45]:\d\d$/);
    await expect.poll(() => timer.innerText(), { timeout: 5000 }).not.toBe(first);
    expect((await timer.innerText()) < first).toBe(true);
    await expectNoSeriousA11yViolations(page);

    await dialog.getByRole('button', { name: 'Cancel QR code' }).click();
    await waitVisible(dialog.getByRole('button', { name: 'Create QR code' }));
    expect(await dialog.getByRole('timer').count()).toBe(0);
    expect(app.pageErrors).toEqual([]);
  });

  it('uploads a slip image and sees it accepted', async () => {
    const page = await app.openApp('/login', { storage: { locale: 'en', 'remember-agreement': 'true' } });
    const dialog = await openDeposit(page);
    await waitVisible(dialog.getByText('Government Savings Bank'));
    await dialog.getByLabel('Slip image').setInputFiles({ name: 'slip-250.png', mimeType: 'image/png', buffer: PNG });
    await waitVisible(dialog.getByRole('img', { name: 'Preview of the chosen slip' }));
    await dialog.getByRole('button', { name: 'Upload slip' }).click();
    // The slip in the answer is not a spec field: a spec-minimal backend's receipt names neither reference nor amount.
    await waitVisible(
      dialog.getByText(
        specMinimalRun()
          ? 'Slip received. It is being checked.'
          : /Slip SLIP\w+ received \(250\.00 baht\)\. It is being checked\./,
      ),
    );
    // The acknowledged slip's receipt comes over the deposit dialog (issue 33).
    const success = page.getByRole('dialog', { name: 'In progress' });
    await waitVisible(success.getByRole('region', { name: 'Receipt' }));
    await expectNoSeriousA11yViolations(page);
    await success.getByRole('button', { name: 'OK' }).click();

    await dialog.getByRole('link', { name: 'See the slip status' }).click();
    await expectPath(page, '/user/statement');
    // The slip list opens there; the slip the message named is marked (when the answer named one).
    const slips = page.getByRole('dialog', { name: 'Slip upload status' });
    await waitVisible(specMinimalRun() ? slips : slips.locator('[aria-current="true"]'));
    expect(app.pageErrors).toEqual([]);
  });

  it('keeps a long account name inside its card at 360 px, wrapped, its Copy button in the card', async () => {
    const page = await app.openApp('/login', { storage: { locale: 'en', 'remember-agreement': 'true' } });
    await page.setViewportSize({ width: 360, height: 740 });
    const dialog = await openDeposit(page);
    const card = dialog.getByRole('region', { name: /Kasikorn Bank/ });
    await waitVisible(card.getByRole('button', { name: /Copy/ }));
    // A name without a space, as a server may send one (the seeded names have spaces): written into the card.
    await card.getByText('Account name:').evaluate((label) => {
      label.parentElement!.lastChild!.textContent = 'MEMBERPORTALCOMPANYLIMITEDBANGKOKTHAILAND';
    });
    const fits = await card.evaluate((section) => {
      const box = section.getBoundingClientRect();
      const copy = section.querySelector('button')!.getBoundingClientRect();
      return { overflow: section.scrollWidth - section.clientWidth, copyPastEdge: copy.right - box.right };
    });
    expect(fits.overflow, 'the card scrolls sideways').toBeLessThanOrEqual(0);
    expect(fits.copyPastEdge, 'the Copy button past the card edge').toBeLessThanOrEqual(0);
  });
});

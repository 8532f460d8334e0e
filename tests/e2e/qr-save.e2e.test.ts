import { readFile } from 'node:fs/promises';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { expectPath, setupApp, waitVisible, type Page } from './support';

const app = setupApp();

/** The QR payload of a PNG (jsQR on its pixels), or null when no code is found. */
function decodePng(bytes: Buffer): { payload: string | null; width: number; height: number; png: PNG } {
  const png = PNG.sync.read(bytes);
  const found = jsQR(
    new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length),
    png.width,
    png.height,
  );
  return { payload: found?.data ?? null, width: png.width, height: png.height, png };
}

/** Share of clearly dark pixels in rows [from, to) of a PNG: printed text shows up as some. */
function darkShare(png: PNG, from: number, to: number): number {
  let dark = 0;
  for (let y = from; y < to; y += 1) {
    for (let x = 0; x < png.width; x += 1) {
      const i = (y * png.width + x) * 4;
      if (png.data[i] < 128 && png.data[i + 1] < 128 && png.data[i + 2] < 128) dark += 1;
    }
  }
  return dark / ((to - from) * png.width);
}

/** Logs in and makes a live KBANK code of 250 in the deposit modal. */
async function liveKbankCode(page: Page) {
  await page.getByLabel('Phone number').fill('0812345678');
  await page.getByLabel('Password').fill('Demo1234');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expectPath(page, '/user/home');
  await page.getByRole('navigation', { name: 'Quick actions' }).getByRole('button', { name: 'Deposit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deposit' });
  await dialog.getByRole('tab', { name: 'QR code' }).click();
  await dialog.getByLabel('Amount for KBANK').fill('250');
  await dialog.getByRole('button', { name: 'Create QR code' }).click();
  await waitVisible(dialog.getByRole('img', { name: /^QR code of KBANK for 250\.00/ }));
  return dialog;
}

describe('saving the QR code', () => {
  it('Save QR code downloads a PNG that decodes to the payload of the code on screen, with the text under it', async () => {
    const page = await app.openApp('/login', { storage: { locale: 'en', 'remember-agreement': 'true' } });
    const dialog = await liveKbankCode(page);
    await waitVisible(dialog.getByText(/Save the code, then in your banking app choose Scan QR/));

    // The payload the page shows: the code on screen, read by the same decoder.
    const shownImage = dialog.locator('img.qr-image');
    await expect
      .poll(() => shownImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    const shown = decodePng(await shownImage.screenshot()).payload;
    expect(shown).toMatch(/^mockpay:\/\/kbank\/[\w-]+\?amount=250\.00$/);

    const save = dialog.getByRole('button', { name: 'Save QR code' });
    await expect.poll(() => save.isEnabled()).toBe(true);
    const [download] = await Promise.all([page.waitForEvent('download'), save.click()]);
    expect(download.suggestedFilename()).toBe('qr-kbank-250.00.png');
    const bytes = await readFile(await download.path());

    const saved = decodePng(bytes);
    expect(saved.payload).toBe(shown);
    // The code on a white card with the amount and provider printed under it: taller than wide, ink below the code.
    expect(saved.width).toBe(544);
    expect(saved.height).toBeGreaterThan(saved.width + 60);
    expect(darkShare(saved.png, saved.width, saved.height)).toBeGreaterThan(0.005);
    expect(darkShare(saved.png, 0, 16)).toBe(0); // the quiet zone above the code stays white

    expect(app.pageErrors).toEqual([]);
  });
});

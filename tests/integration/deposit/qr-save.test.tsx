import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createKbank, openQrTab } from './render-deposit';
import { REVOKE_AFTER_MS } from '@/lib/png-file';
import { changeLocale } from '@/lib/i18n';

/*
 * jsdom has no canvas and loads no images: the test stands in for exactly those (a 2D context that records what
 * is drawn, toBlob, image decode), and for the object URLs and share sheet it lacks. Everything else is the app.
 */

interface Drawn {
  texts: { text: string; font: string }[];
  images: string[];
}

let drawn: Drawn;

function stubCanvas(decode: () => Promise<void> = () => Promise.resolve()) {
  drawn = { texts: [], images: [] };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function () {
    return {
      font: '',
      fillStyle: '',
      textAlign: 'start',
      textBaseline: 'alphabetic',
      imageSmoothingEnabled: true,
      fillRect: () => undefined,
      measureText: (text: string) => ({ width: text.length * 10 }),
      drawImage: (image: HTMLImageElement) => drawn.images.push(image.getAttribute('src') ?? ''),
      fillText(this: { font: string }, text: string) {
        drawn.texts.push({ text, font: this.font });
      },
    };
  } as unknown as typeof HTMLCanvasElement.prototype.getContext);
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback) =>
    callback(new Blob(['png'], { type: 'image/png' })),
  );
  Object.defineProperty(HTMLImageElement.prototype, 'decode', { configurable: true, value: decode });
}

// eslint-disable-next-line @typescript-eslint/unbound-method -- kept to be put back as they were, never called here
const originalUrl = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
const objectUrls = { created: [] as Blob[], revoked: [] as string[] };

function stubShare(canShare: (data?: ShareData) => boolean, share: (data?: ShareData) => Promise<void>) {
  Object.defineProperty(navigator, 'canShare', { configurable: true, value: canShare });
  Object.defineProperty(navigator, 'share', { configurable: true, value: share });
}

beforeEach(() => {
  objectUrls.created = [];
  objectUrls.revoked = [];
  URL.createObjectURL = (blob: Blob) => `blob:http://localhost/qr-${objectUrls.created.push(blob)}`;
  URL.revokeObjectURL = (url: string) => void objectUrls.revoked.push(url);
});

afterEach(() => {
  Reflect.deleteProperty(HTMLImageElement.prototype, 'decode');
  Reflect.deleteProperty(navigator, 'canShare');
  Reflect.deleteProperty(navigator, 'share');
  URL.createObjectURL = originalUrl.create;
  URL.revokeObjectURL = originalUrl.revoke;
  vi.useRealTimers();
});

/** Records the links the app clicks (jsdom cannot follow a download). */
function recordClickedLinks() {
  const clicked: { href: string; download: string; inPage: boolean }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download, inPage: this.isConnected });
  });
  return clicked;
}

async function liveKbankCode(amount = '100') {
  const rendered = await openQrTab();
  await createKbank(rendered.user, rendered.dialog, amount);
  return rendered;
}

describe('saving the live QR code', () => {
  it('downloads a PNG of the shown code with the amount, the provider and the expiry under it, and says how to scan it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubCanvas();
    const clicked = recordClickedLinks();
    const { user, dialog } = await liveKbankCode('100');

    const save = await within(dialog).findByRole('button', { name: 'Save QR code' });
    await waitFor(() => expect(save).toBeEnabled());
    expect(
      within(dialog).getByText(
        'Paying with this phone? Save the code, then in your banking app choose Scan QR and pick the saved image from your photos.',
      ),
    ).toBeInTheDocument();
    // The card redraws the image the panel shows, and prints the amount (bold) and the provider under it.
    const shown = dialog.querySelector('img.qr-image')?.getAttribute('src');
    expect(shown).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(drawn.images).toEqual([shown]);
    expect(drawn.texts).toEqual([
      { text: '100.00 baht', font: '700 40px sans-serif' },
      { text: 'KBANK', font: '400 30px sans-serif' },
      // Issue 33: and when the code expires (the QR state's expireIn from now).
      {
        text: expect.stringMatching(/^Expires \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/) as string,
        font: '400 26px sans-serif',
      },
    ]);
    // No canShare in this browser: no Share button.
    expect(within(dialog).queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();

    await user.click(save);
    expect(clicked).toEqual([{ href: 'blob:http://localhost/qr-1', download: 'qr-kbank-100.00.png', inPage: true }]);
    expect(objectUrls.created[0]).toBeInstanceOf(File);
    expect(objectUrls.created[0]).toMatchObject({ name: 'qr-kbank-100.00.png', type: 'image/png' });
    expect(document.querySelector('a[download]')).toBeNull();

    // The blob URL is revoked, a while after the click.
    expect(objectUrls.revoked).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(REVOKE_AFTER_MS));
    expect(objectUrls.revoked).toEqual(['blob:http://localhost/qr-1']);
  });

  it('shares the PNG where the phone can share files', async () => {
    stubCanvas();
    const shared: ShareData[] = [];
    stubShare(
      (data) => Boolean(data?.files?.length && data.files.every((f) => f.type === 'image/png')),
      (data) => {
        shared.push(data!);
        return Promise.resolve();
      },
    );
    const { user, dialog } = await liveKbankCode('250');
    const share = await within(dialog).findByRole('button', { name: 'Share' });
    await waitFor(() => expect(share).toBeEnabled());
    await user.click(share);
    expect(shared).toHaveLength(1);
    expect(shared[0].title).toBe('QR code of KBANK');
    expect(shared[0].files).toHaveLength(1);
    expect(shared[0].files![0]).toMatchObject({ name: 'qr-kbank-250.00.png', type: 'image/png' });
  });

  it('hides Share where the browser has share but cannot share files', async () => {
    stubCanvas();
    stubShare(
      (data) => !data?.files,
      () => Promise.reject(new Error('must not be called')),
    );
    const { dialog } = await liveKbankCode();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save QR code' })).toBeEnabled());
    expect(within(dialog).queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
  });

  it('a closed share sheet is not an error; a failed share says so', async () => {
    stubCanvas();
    let answer: () => Promise<void> = () => Promise.reject(new DOMException('closed', 'AbortError'));
    stubShare(
      () => true,
      () => answer(),
    );
    const { user, dialog } = await liveKbankCode();
    const share = await within(dialog).findByRole('button', { name: 'Share' });
    await waitFor(() => expect(share).toBeEnabled());
    await user.click(share);
    answer = () => Promise.reject(new DOMException('no', 'NotAllowedError'));
    await user.click(share);
    expect(await screen.findAllByText('The image could not be shared. Use Save QR code instead.')).toHaveLength(1);
  });

  it('prints the amount in the member language and rebuilds the image when the language changes', async () => {
    stubCanvas();
    const { dialog } = await liveKbankCode('100');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save QR code' })).toBeEnabled());
    await act(() => changeLocale('th', { persist: false }));
    const save = await within(dialog).findByRole('button', { name: 'บันทึก QR' });
    await waitFor(() => expect(save).toBeEnabled());
    expect(within(dialog).getByText(/^ชำระด้วยมือถือเครื่องนี้\?/)).toBeInTheDocument();
    expect(drawn.texts.slice(-3).map((t) => t.text)).toEqual([
      '100.00 บาท',
      'KBANK',
      expect.stringMatching(/^หมดอายุ \d{2}\//) as string,
    ]);
  });

  it('when the code cannot be drawn, offers no Save and says to take a screenshot', async () => {
    stubCanvas(() => Promise.reject(new Error('broken image')));
    const { dialog } = await liveKbankCode();
    expect(
      await within(dialog).findByText(/This code cannot be saved as an image here\. Take a screenshot/),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Save QR code' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel QR code' })).toBeInTheDocument();
  });
});

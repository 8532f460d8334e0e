/**
 * A dialog of server HTML opens with its text in and keeps its size: opened empty and filled once the sanitiser
 * had loaded, its Accept button moved about 170 px under a member's finger. The sanitiser's file is held back
 * 800 ms here (a slow network): the first frame that shows the dialog must already show its text, with the
 * button where it stays.
 */
import { describe, expect, it } from 'vitest';
import { logInAsMember, setupApp, waitVisible } from './support';

const app = setupApp();

interface Frame {
  text: string;
  top: number;
  left: number;
}

describe('server HTML dialogs keep their size', () => {
  it('the agreement opens with its text and its Accept button in place', async () => {
    const page = app.page;
    // Without motion, a frame's box is the dialog's box (no slide-in).
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // The sanitiser's chunk, held on the context: the mocked build's service worker (MSW) fetches the app's files,
    // and a page's route never sees those requests. Counted, so a renamed file fails here instead of going unheld.
    let held = 0;
    await page.context().route('**/assets/sanitizer-*.js', async (route) => {
      held += 1;
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    // Every frame of each page records the first one in which the Accept button shows.
    await page.addInitScript(() => {
      const record = () => {
        const dialog = document.querySelector('[role="dialog"]');
        const accept = [...(dialog?.querySelectorAll('button') ?? [])].find((button) =>
          button.textContent?.includes('I have read and agree'),
        );
        const box = accept?.getBoundingClientRect();
        if (dialog && box && box.height > 0) {
          const text = [...dialog.querySelectorAll('.safe-html')].map((block) => block.textContent ?? '').join('');
          Object.assign(window, { firstFrame: { text: text.trim(), top: box.top, left: box.left } });
          return;
        }
        requestAnimationFrame(record);
      };
      requestAnimationFrame(record);
    });
    await app.openApp('/login', { storage: { locale: 'en' } });
    await logInAsMember(page);
    const dialog = page.getByRole('dialog', { name: 'Service agreement' });
    const accept = dialog.getByRole('button', { name: 'I have read and agree' });
    await waitVisible(accept);
    const first = await page.waitForFunction(() => (window as { firstFrame?: Frame }).firstFrame);
    const firstFrame = (await first.jsonValue()) as Frame;
    expect(held, 'the sanitiser file held back').toBeGreaterThan(0);
    expect(firstFrame.text.length, 'the agreement text in the first frame').toBeGreaterThan(0);
    const now = await accept.boundingBox();
    expect({ top: firstFrame.top, left: firstFrame.left }).toEqual({ top: now?.y, left: now?.x });
    expect(app.pageErrors).toEqual([]);
  });
});

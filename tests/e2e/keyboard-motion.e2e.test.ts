/**
 * Keyboard and motion (issue 10, item 4): a modal holds and returns the focus, the focus is visible, and
 * reduced motion turns the QR countdown's transitions off.
 */
import { describe, expect, it } from 'vitest';
import { expectPath, focusState, setupApp, waitVisible } from './support';

const app = setupApp();

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
      (el) =>
        el.querySelectorAll(
          'button, a[href], input, select, textarea, video[controls], [tabindex]:not([tabindex="-1"])',
        ).length,
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
      const seconds = (value: string) =>
        Math.max(...value.split(',').map((v) => parseFloat(v) * (v.trim().endsWith('ms') ? 0.001 : 1)));
      for (let node: Element | null = el; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        const transition = seconds(style.transitionDuration);
        const animation = style.animationName !== 'none' ? seconds(style.animationDuration) : 0;
        if (transition > 0.001 || animation > 0.001)
          lasting.push(`${node.tagName}.${node.className}: ${style.transitionDuration} ${style.animationName}`);
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

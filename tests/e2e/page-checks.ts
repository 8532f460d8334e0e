/** Assertions and small page helpers of the e2e suite (re-exported by ./support). */
import AxeBuilder from '@axe-core/playwright';
import { source as axeSource } from 'axe-core';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Accessible name of the language control in th / en / la. */
export const LANGUAGE_CONTROL_NAME = /ภาษา|Language|ພາສາ/;

/** Logs the seeded member 0812345678 in from the open /login page and waits for home. */
export async function logInAsMember(page: Page): Promise<void> {
  await page.getByLabel('Phone number').fill('0812345678');
  await page.getByLabel('Password').fill('Demo1234');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expectPath(page, '/user/home');
}

/**
 * Withdraws 150 from home through the review (the seeded member's baht wallet, its bounds loaded first: a typed
 * amount is checked against them); returns the withdraw dialog, its answer still to come.
 */
export async function withdraw150(page: Page): Promise<Locator> {
  await page.getByRole('navigation', { name: 'Quick actions' }).getByRole('button', { name: 'Withdraw' }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw' });
  await waitVisible(dialog.getByText('From 100.00 to 50,000.00 baht'));
  await dialog.getByLabel('Amount to withdraw (baht)').fill('150');
  await dialog.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await dialog.getByRole('region', { name: 'Check your withdrawal' }).getByRole('button', { name: 'Confirm' }).click();
  return dialog;
}

/** Where the keyboard focus is: inside `scope`, and with a visible focus indicator (outline or ring). */
export function focusState(page: Page, scope: string) {
  return page.evaluate((selector) => {
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body) return { inside: false, visible: false, name: 'body' };
    const style = getComputedStyle(active);
    const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const ringed = style.boxShadow !== 'none' && style.boxShadow !== '';
    return {
      inside: active.closest(selector) !== null,
      // A player's own controls take the focus inside the element's closed shadow root: the element stays the
      // active one, focused within, and has to carry the ring itself.
      visible:
        (active.matches(':focus-visible') || active.matches('video:focus-within, audio:focus-within')) &&
        (outlined || ringed),
      name: `${active.tagName.toLowerCase()} ${(active.getAttribute('aria-label') ?? active.textContent ?? '').trim().slice(0, 30)}`,
    };
  }, scope);
}

/** Current URL path of the page (no query, no hash). */
export function pathnameOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/** Waits until the page's URL path equals (or matches) `expected`. */
export async function expectPath(page: Page, expected: string | RegExp, timeout = 15_000): Promise<void> {
  const poll = expect.poll(() => pathnameOf(page), { timeout, message: `URL path of ${page.url()}` });
  if (typeof expected === 'string') await poll.toBe(expected);
  else await poll.toMatch(expected);
}

/** Waits until <html lang> equals `expected`. */
export async function expectHtmlLang(page: Page, expected: string, timeout = 15_000): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.lang), { timeout, message: '<html lang>' })
    .toBe(expected);
}

/** Waits until `locator` resolves to at least one visible element (the first one). */
export async function waitVisible(locator: Locator, timeout?: number): Promise<Locator> {
  const first = locator.first();
  await first.waitFor({ state: 'visible', timeout });
  return first;
}

/**
 * Picks a language through the language control (accessible name ภาษา / Language / ພາສາ).
 * Works with a native <select>, a dropdown button with a menu, or a labelled group of buttons/radios.
 */
export async function chooseLanguage(page: Page, optionName: string | RegExp = 'English'): Promise<void> {
  const control = page
    .getByRole('combobox', { name: LANGUAGE_CONTROL_NAME })
    .or(page.getByRole('button', { name: LANGUAGE_CONTROL_NAME }))
    .or(page.getByRole('radiogroup', { name: LANGUAGE_CONTROL_NAME }))
    .or(page.getByRole('group', { name: LANGUAGE_CONTROL_NAME }))
    .first();
  await control.waitFor({ state: 'visible' });

  const tag = await control.evaluate((element) => element.tagName.toLowerCase());
  if (tag === 'select') {
    const label = typeof optionName === 'string' ? optionName : undefined;
    if (label) {
      await control.selectOption({ label });
    } else {
      const labels = await control.locator('option').allTextContents();
      const match = labels.find((text) => (optionName as RegExp).test(text));
      if (!match) throw new Error(`No language option matching ${String(optionName)} in [${labels.join(', ')}]`);
      await control.selectOption({ label: match });
    }
    return;
  }

  const role = await control.evaluate((element) => element.getAttribute('role') ?? element.tagName.toLowerCase());
  const scope = role === 'group' || role === 'radiogroup' || role === 'fieldset' ? control : page;
  if (scope === page) await control.click();
  const option = scope
    .getByRole('menuitemradio', { name: optionName })
    .or(scope.getByRole('menuitem', { name: optionName }))
    .or(scope.getByRole('option', { name: optionName }))
    .or(scope.getByRole('radio', { name: optionName }))
    .or(scope.getByRole('button', { name: optionName }))
    .or(scope.getByRole('link', { name: optionName }));
  const visible = option.filter({ visible: true }).first();
  await visible.waitFor({ state: 'visible' });
  await visible.click();
}

// ---------------------------------------------------------------------------------------------
// Accessibility

export interface A11yOptions {
  /** CSS selectors to leave out of the scan. */
  exclude?: string[];
  /** axe rule ids to turn off (say why in the test). */
  disableRules?: string[];
}

/** Runs axe on the page and fails listing every violation with impact serious or critical. */
export async function expectNoSeriousA11yViolations(page: Page, options: A11yOptions = {}): Promise<void> {
  // A modal fading in or out is half transparent: scan once finite transitions have ended
  // (endless ones, such as spinners, never do and are ignored).
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
      undefined,
      { timeout: 3_000 },
    )
    .catch(() => undefined);
  // Legacy mode runs axe.run in the page itself; the default runs it per frame and then finishes in a new blank
  // tab, a second page opened and closed for every scan (twice the time, measured on the a11y sweep: 32 s of
  // scans became 17 s). What it adds, cross-origin frames, the app has none of.
  // Only the violations are read: axe then records no node details of the passes and the rest (every rule still runs).
  // axe-core goes into the page once per document: AxeBuilder evaluates its 0.5 MB source twice on every scan.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  let builder = new AxeBuilder({ page, axeSource: ';' }).setLegacyMode().options({ resultTypes: ['violations'] });
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  const results = await builder.analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map((violation) => {
    const targets = violation.nodes.map((node) => `      ${JSON.stringify(node.target)}`).join('\n');
    return `${violation.id} [${violation.impact}] ${violation.help} (${violation.helpUrl})\n${targets}`;
  });
  expect(
    report.length,
    `${report.length} serious/critical axe violation(s) on ${page.url()}:\n${report.join('\n')}\n`,
  ).toBe(0);
}

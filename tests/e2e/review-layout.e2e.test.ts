/**
 * The withdraw review at 360 px in Thai and Lao (issue 18, item 5): each label keeps its line, and the bank
 * account number is never broken at its dashes (the screenshots showed "Paid to" over two lines and
 * "123-456- / 7890").
 */
import { describe, expect, it } from 'vitest';
import { expectPath, setupApp, waitVisible, type Page } from './support';
import { tr, type Lang } from './overflow';

const app = setupApp();

interface Lines {
  label: string;
  lines: number;
}

/** How many lines each label and each account number of the review takes. */
function linesIn(page: Page, selector: string): Promise<Lines[]> {
  return page.locator(selector).evaluateAll((nodes) =>
    nodes.map((node) => {
      // The text's own boxes (the element itself stretches to its row's height): one distinct top per line.
      const range = document.createRange();
      range.selectNodeContents(node);
      const tops = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top)));
      return { label: node.textContent ?? '', lines: tops.size };
    }),
  );
}

describe.each<Lang>(['th', 'la'])('the withdraw review at 360 px in %s', (lang) => {
  it('shows each label on one line and the account number unbroken', async () => {
    const page = app.page;
    await page.setViewportSize({ width: 360, height: 640 });
    await app.openApp('/login', { storage: { locale: lang, 'remember-agreement': 'true' } });
    await page.getByLabel(tr(lang, 'login.phone')).fill('0812345678');
    await page.getByLabel(tr(lang, 'login.password')).fill('Demo1234');
    await page.getByRole('button', { name: tr(lang, 'login.submit') }).click();
    await expectPath(page, '/user/home');

    const currency = tr(lang, 'money.currency.THB');
    await page
      .getByRole('navigation', { name: tr(lang, 'home.tiles.label') })
      .getByRole('button', { name: tr(lang, 'home.tiles.withdraw') })
      .click();
    const withdraw = page.getByRole('dialog', { name: tr(lang, 'withdraw.title') });
    await withdraw.getByLabel(tr(lang, 'withdraw.amount', { currency })).fill('150');
    await withdraw.getByRole('button', { name: tr(lang, 'withdraw.submit'), exact: true }).click();
    const review = withdraw.getByRole('region', { name: tr(lang, 'review.withdrawTitle') });
    await waitVisible(review.getByText(/xxx-xxx-7890/));

    const labels = await linesIn(page, '[role="dialog"] section dt');
    expect(labels.map((l) => l.label)).toContain(tr(lang, 'withdraw.toAccount'));
    expect(labels.filter((l) => l.lines !== 1)).toEqual([]);
    const numbers = await linesIn(page, '[role="dialog"] section dd .text-nowrap');
    expect(numbers).toEqual([{ label: 'xxx-xxx-7890', lines: 1 }]);
    expect(app.pageErrors).toEqual([]);
  });
});

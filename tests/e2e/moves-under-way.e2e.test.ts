import { describe, expect, it } from 'vitest';
import {
  expectNoSeriousA11yViolations,
  logInAsMember,
  NO_MOCK_LATENCY,
  setupApp,
  specMinimalRun,
  waitVisible,
  withdraw150,
  type Locator,
} from './support';

// Home shows the moves under way as the server records them: after a reload that lost this tab's kept intents, the
// withdrawal just sent is on its way to the member's bank, and its receipt is the one shown on the answer; one this
// tab sent without an answer is said, once, to have reached us.

const app = setupApp();

/** A receipt's rows as "label: value", in order. */
async function receiptRows(scope: Locator): Promise<string[]> {
  const receipt = scope.getByRole('region', { name: 'Receipt' });
  await waitVisible(receipt);
  const labels = await receipt.locator('dt').allInnerTexts();
  const values = await receipt.locator('dd').allInnerTexts();
  return labels.map((label, i) => `${label.trim()}: ${values[i]?.trim()}`);
}

/** "Date and time: 06/12/2026 07:49:33" as ms; the rows without it. */
const timeOf = (rows: string[]) => {
  const [, d, m, y, time] =
    /^Date and time: (\d\d)\/(\d\d)\/(\d{4}) (\S+)$/.exec(rows.find((r) => r.startsWith('Date and time')) ?? '') ?? [];
  return Date.parse(`${y}-${m}-${d}T${time}`);
};
const withoutTime = (rows: string[]) => rows.filter((row) => !row.startsWith('Date and time'));

describe("home's moves under way, after a reload", () => {
  it('shows the withdrawal sent before the reload on its way, with the receipt shown on its answer', async () => {
    const page = await app.openApp('/login', {
      storage: { locale: 'en', 'remember-agreement': 'true', ...NO_MOCK_LATENCY },
    });
    await logInAsMember(page);

    await withdraw150(page);
    const success = page.getByRole('dialog', { name: 'In progress' });
    const atTheTime = await receiptRows(success);
    expect(atTheTime.slice(0, 4)).toEqual([
      'Type: Withdrawal',
      'Status: In progress',
      'Amount: 150.00 baht',
      'From: Wallet',
    ]);
    await success.getByRole('button', { name: 'OK' }).click();

    // The tab's copy of its money intents is gone (storage cleared, another tab): only the server knows.
    await page.evaluate(() => sessionStorage.removeItem('money-intents'));
    await page.reload();
    const region = page.getByRole('region', { name: 'Money moves in progress' });
    const withdrawal = region.getByRole('listitem').filter({ hasText: 'Withdrawal 150.00 baht' });
    await waitVisible(withdrawal);
    expect(await withdrawal.innerText()).toMatch(/On its way to Kasikorn Bank xxx-xxx-7890 \S+/);
    await expectNoSeriousA11yViolations(page);

    await withdrawal.getByRole('button', { name: 'Receipt' }).click();
    const receipt = page.getByRole('dialog', { name: 'Withdrawal' });
    const again = await receiptRows(receipt);
    expect(withoutTime(again)).toEqual(withoutTime(atTheTime));
    // The same moment: equal with the mock's record on the answer; a spec-only answer carries none, so the receipt
    // on it has the answer's arrival, within the call's time of the statement's (docs/backend-contract.md).
    expect(Math.abs(timeOf(again) - timeOf(atTheTime))).toBeLessThanOrEqual(2_000);
    expect(app.pageErrors).toEqual([]);
  });

  // The spec-minimal run skips it: the match reads spec fields only (a line without `_id` is integration-tested).
  it.skipIf(specMinimalRun())(
    'a withdrawal whose answer was lost reached us: said once, with its receipt',
    async () => {
      const page = await app.openApp('/login', {
        storage: { locale: 'en', 'remember-agreement': 'true', ...NO_MOCK_LATENCY },
      });
      await logInAsMember(page);
      // The server carries the withdrawal out; its answer is lost on the way back (a proxy's 502).
      await page.evaluate(() =>
        localStorage.setItem(
          'mock:faults',
          JSON.stringify([{ id: 'e2e', endpoint: 'POST /api/wallet/withdraw', kind: 'lost', status: 502, once: true }]),
        ),
      );
      const withdraw = await withdraw150(page);
      await waitVisible(withdraw.getByRole('alert').getByText(/may have gone through/));

      // The tab keeps the unanswered withdrawal; after a reload the statement has its line.
      await page.reload();
      const notice = page
        .getByRole('status')
        .filter({ hasText: /Your withdrawal of 150\.00 baht sent at .* reached us/ });
      await waitVisible(notice);
      const region = page.getByRole('region', { name: 'Money moves in progress' });
      await waitVisible(region.getByText(/Deposit with a slip/).first());
      expect(await region.getByText('Withdrawal 150.00 baht').count()).toBe(0);
      await expectNoSeriousA11yViolations(page);
      await notice.getByRole('button', { name: 'Receipt' }).click();
      await waitVisible(page.getByRole('dialog', { name: 'Withdrawal' }).getByText('In progress').first());
      expect(app.pageErrors).toEqual([]);
    },
  );
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderHome, SEEDED } from '@tests/support/render-app';
import { agreementSeen, totalBalanceText } from './helpers';

/**
 * The wallet's answer renders the balance in a pass of its own: on a slow phone the game accounts and the moves under
 * way rendered with it in one long task (about 25 ms unthrottled, 100 ms and more at 4x CPU), and the balance waited.
 */
describe("home's balance before what paints under the tiles", () => {
  it('is on the page before the game accounts come with the wallet', async () => {
    agreementSeen();
    // Each change of the page, in order: whether the balance and the game accounts were on the page by then.
    const changes: { balance: boolean; games: boolean }[] = [];
    const observer = new MutationObserver(() => {
      const total = screen.queryByRole('status', { name: 'Total balance' });
      changes.push({
        balance: /\d/.test(total?.textContent ?? ''),
        games: screen.queryByRole('region', { name: 'Slots' }) !== null,
      });
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    try {
      await renderHome({ as: SEEDED.member.phone });
      await totalBalanceText();
      await screen.findByRole('region', { name: 'Slots' });
    } finally {
      observer.disconnect();
    }
    const balanceFirst = changes.findIndex((change) => change.balance);
    const gamesFirst = changes.findIndex((change) => change.games);
    expect(balanceFirst).toBeGreaterThanOrEqual(0);
    expect(gamesFirst).toBeGreaterThan(balanceFirst);
  });
});

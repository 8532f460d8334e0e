import { memberPath } from '@/config/paths';
import { lookup } from '@/contract/lookup';
import { spin } from '@/contract/spin';
import { statement } from '@/contract/statement';
import { wallet } from '@/contract/wallet';
import { parsePage, SLIP_PAGE_SIZE, STATEMENT_PAGE_SIZE } from '@/features/statement/paging';
import { ENTRY_REFRESH_DELAY_MS, resetSync } from '@/features/wallet/entry-sequence';
import { sendFirst } from '@/lib/http';
import { tabKeepsIntents } from '@/lib/kept-intents';
import { getToken } from '@/lib/session';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Each member page's first calls as its route's loader asks for them (the page module's clientLoader; a test holds
 * the two lists alike), sent by index.html's head start through the one client while the framework's code still
 * downloads: the loader's calls take these answers (lib/http.ts, first calls) and send nothing themselves. Home's
 * entry goes as spec section 2 orders it: the refresh after 200 ms, the time sync, then the wallet; the balance's
 * currency (the deposit lookup) with it, and the rest of home once the wallet has answered (below). The member
 * entered home when the page opened, so the 200 ms count from then (`openedMsAgo`): on a slow phone they have
 * passed by the time this module runs, and the refresh leaves at once (docs/backend-contract.md).
 */
const FIRST_CALLS: Record<string, (url: URL, openedMsAgo: number) => void> = {
  [memberPath('home')]: (_, openedMsAgo) => {
    void sendFirst(lookup.deposit);
    const refreshDue = wait(Math.max(0, ENTRY_REFRESH_DELAY_MS - openedMsAgo));
    const refreshed = sendFirst(wallet.refreshSlots, {}, refreshDue).then(resetSync);
    const walletAnswered = sendFirst(wallet.get, {}, refreshed);
    // The rest of home leaves once the wallet has answered: sent beside it, these calls took shares of the line the
    // framework's files were still coming down, and the balance came later (docs/first-load.md). The server's record
    // goes with the wallet when this tab kept a money move without its answer: the notice of that move paints above
    // the tiles with the balance, not a moment later, pushing them down.
    const recordAfter = tabKeepsIntents() ? refreshed : walletAnswered;
    void sendFirst(spin.active, {}, walletAnswered);
    void sendFirst(statement.list, { body: { page: 1, limit: STATEMENT_PAGE_SIZE } }, recordAfter);
    void sendFirst(statement.slips, { body: { page: 1, limit: SLIP_PAGE_SIZE } }, recordAfter);
  },
  [memberPath('statement')]: (url) => {
    const page = parsePage(url.searchParams.get('page'));
    void sendFirst(statement.list, { body: { page, limit: STATEMENT_PAGE_SIZE } });
    void sendFirst(lookup.deposit);
    void sendFirst(lookup.banks);
    void sendFirst(wallet.get);
  },
  [memberPath('spin')]: () => {
    void sendFirst(spin.setup);
    void sendFirst(spin.coupons);
    void sendFirst(lookup.deposit);
  },
};

/**
 * Sends the first calls of the page the guards show (first-load/head-start.ts), for a member only. `openedMsAgo`:
 * how long ago the page opened (the navigation's start, `performance.now()`'s zero).
 */
export function startFirstCalls(
  page: string,
  url = new URL(window.location.href),
  openedMsAgo = performance.now(),
): void {
  if (getToken() !== null) FIRST_CALLS[page]?.(url, openedMsAgo);
}

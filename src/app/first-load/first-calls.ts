import { memberPath } from '@/config/paths';
import { lookup } from '@/contract/lookup';
import { spin } from '@/contract/spin';
import { statement } from '@/contract/statement';
import { wallet } from '@/contract/wallet';
import { parsePage, SLIP_PAGE_SIZE, STATEMENT_PAGE_SIZE } from '@/features/statement/paging';
import { refreshDue, resetSync } from '@/features/wallet/entry-sequence';
import { sendFirst } from '@/lib/http';
import { tabKeepsIntents } from '@/lib/kept-intents';
import { getToken } from '@/lib/session';

/**
 * Each member page's first calls as its loader asks for them (a test holds the two lists alike), sent by the head
 * start through the one client while the framework downloads; the loaders take these answers (lib/http.ts). Home's
 * go as spec section 2 orders them, its 200 ms counted from when the page opened (docs/backend-contract.md).
 */
const FIRST_CALLS: Record<string, (url: URL, openedMsAgo: number) => void> = {
  [memberPath('home')]: (_, openedMsAgo) => {
    void sendFirst(lookup.deposit);
    const refreshed = sendFirst(wallet.refreshSlots, {}, refreshDue(openedMsAgo)).then(resetSync);
    const walletAnswered = sendFirst(wallet.get, {}, refreshed);
    // The rest once the wallet has answered, not sharing the line with the framework's files (docs/first-load.md);
    // the server's record with the wallet when this tab kept a move without its answer: that notice paints with it.
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

/** Sends the first calls of the page the guards show, for a member only; `openedMsAgo` from the navigation's start. */
export function startFirstCalls(
  page: string,
  url = new URL(window.location.href),
  openedMsAgo = performance.now(),
): void {
  if (getToken() !== null) FIRST_CALLS[page]?.(url, openedMsAgo);
}

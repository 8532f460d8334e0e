import type { QueryClient } from '@tanstack/react-query';
import { isCannotVerifyIdentity } from '@/lib/errors';
import { configureHttp } from '@/lib/http';
import { reloadServerTextsOnLanguageChange } from '@/lib/server-texts';
import { onSessionEnd, watchOtherTabs, type SessionEndReason } from '@/lib/session';

interface Navigator {
  navigate: (to: string, options?: { replace?: boolean }) => Promise<void> | void;
  state: { location: { pathname: string; search: string } };
}

/** A money call without an answer may be carried out late: the money views load again now and once more then. */
export const MONEY_RECHECK_MS = 10_000;

let unwire: (() => void) | null = null;

/** /login with why the member is there and, from a member page, the page to come back to. */
export function loginUrl(reason: SessionEndReason, location: { pathname: string; search: string }): string {
  const params = new URLSearchParams();
  if (location.pathname.startsWith('/user/')) params.set('next', location.pathname + location.search);
  params.set('reason', reason);
  return `/login?${params.toString()}`;
}

/**
 * Lets the HTTP client send members to /terminated through the router, and ends the tab's session: the
 * query cache (every answer and mutation of that session) is dropped and the tab goes to /login saying why.
 */
export function wireSession(router: Navigator, queries: QueryClient | (() => QueryClient | undefined)): void {
  // The client, once a page beyond /login has made one (src/app/query-slot.ts).
  const client = () => (typeof queries === 'function' ? queries() : queries);
  // Everything on screen loads again (the wallet, the statement and slips among it); answers not on screen
  // are marked stale. No contract is imported here, so the first page carries none of the money schemas.
  const reloadMoney = () => void client()?.invalidateQueries();
  configureHttp({
    isCannotVerifyIdentity,
    onGone: () => {
      if (router.state.location.pathname !== '/terminated') void router.navigate('/terminated', { replace: true });
    },
    onMoneyUncertain: () => {
      reloadMoney();
      setTimeout(reloadMoney, MONEY_RECHECK_MS);
    },
  });
  unwire?.();
  const stopWatching = watchOtherTabs();
  const stopListening = onSessionEnd((reason) => {
    void client()?.cancelQueries();
    client()?.clear();
    const { location } = router.state;
    if (location.pathname !== '/login') void router.navigate(loginUrl(reason, location), { replace: true });
  });
  const stopTexts = reloadServerTextsOnLanguageChange(client);
  unwire = () => {
    stopWatching();
    stopListening();
    stopTexts();
  };
}

import type { QueryClient } from '@tanstack/react-query';
import { isCannotVerifyIdentity } from '@/lib/errors';
import { configureHttp, unwireHttp } from '@/lib/http';
import { reloadServerTextsOnLanguageChange } from '@/lib/server-texts';
import { onSessionEnd, watchOtherTabs } from '@/lib/session';
import { LOGIN_PATH, TERMINATED_PATH } from '@/config/paths';
import { loginAddress } from './login-address';

interface Navigator {
  navigate: (to: string, options?: { replace?: boolean }) => Promise<void> | void;
  state: { location: { pathname: string; search: string } };
}

/** A money call without an answer may be carried out late: the money views load again now and once more then. */
export const MONEY_RECHECK_MS = 10_000;

let unwire: (() => void) | null = null;

/**
 * Lets the HTTP client send members to /terminated through the router, and ends the tab's session (a logout
 * included): the query cache (every answer and mutation of that session, the profile that names the owner of
 * the money intents among them) is dropped and the tab goes to /login, saying why unless the member logged out.
 */
export function wireSession(router: Navigator, queries: QueryClient | (() => QueryClient | undefined)): void {
  // The client, once a page beyond /login has made one (src/app/query-layer.ts).
  const client = () => (typeof queries === 'function' ? queries() : queries);
  // Everything on screen loads again (the wallet, the statement and slips among it); answers not on screen
  // are marked stale. No contract is imported here, so the first page carries none of the money schemas.
  const reloadMoney = () => void client()?.invalidateQueries();
  configureHttp({
    isCannotVerifyIdentity,
    onGone: () => {
      if (router.state.location.pathname !== TERMINATED_PATH) void router.navigate(TERMINATED_PATH, { replace: true });
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
    if (location.pathname === LOGIN_PATH) return;
    // A member who logged out starts afresh: no page to come back to, no reason to read.
    const to = reason === 'logout' ? LOGIN_PATH : loginAddress(location.pathname + location.search, reason);
    void router.navigate(to, { replace: true });
  });
  const stopTexts = reloadServerTextsOnLanguageChange(client);
  unwire = () => {
    stopWatching();
    stopListening();
    stopTexts();
  };
}

/** Undoes wireSession: the tab is as before its app was wired (a test's next app wires its own). */
export function unwireSession(): void {
  unwire?.();
  unwire = null;
  unwireHttp();
}

import { takeEarly } from '@/lib/early-answer';
import { EARLY_KEYS } from '@/lib/early-keys';

/** What index.html leaves there: the token the calls went with, the refresh, and the wallet after it. */
interface EarlyEntryCalls {
  token: string;
  refresh: Promise<Response>;
  wallet: Promise<Response>;
}

/** Home's early entry, once taken: whether the refresh answered, and how to hand its wallet to the query. */
export interface EarlyEntry {
  /** True when the refresh answered 2xx; false on any other answer or none (the app then refreshes itself). */
  refreshed: Promise<boolean>;
  /** Lets the next wallet load read the early wallet answer (getWallet); called once the refresh is done. */
  arm: () => void;
}

let armed: Promise<Response> | undefined;

/**
 * The entry calls index.html started on a first load of home, taken once (a later visit refreshes anew);
 * undefined when none were started or they went with a token that is not this tab's session now.
 */
export function takeEarlyEntry(): EarlyEntry | undefined {
  const calls = takeEarly<EarlyEntryCalls>(EARLY_KEYS.entry);
  if (!calls) return undefined;
  return {
    refreshed: calls.refresh.then(
      (response) => response.ok,
      () => false,
    ),
    arm: () => {
      armed = calls.wallet;
    },
  };
}

/** The early wallet answer armed by home's entry, taken once; undefined otherwise. */
export function takeEarlyWallet(): Promise<Response> | undefined {
  const early = armed;
  armed = undefined;
  return early;
}

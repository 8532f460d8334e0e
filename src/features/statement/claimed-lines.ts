import { useSyncExternalStore } from 'react';
import type { StatementEntry } from '@/contract/statement';

/** A line's identity across loads of the page: the backend's id where it sends one, else the spec's fields. */
export const lineKey = (entry: StatementEntry): string =>
  entry._id ?? `${entry.statementType}|${entry.amount}|${entry.createdAt}`;

let claimed: ReadonlySet<string> = new Set();
const listeners = new Set<() => void>();

/** The lines home's notice of the member's own unanswered moves tells of now (none once it is closed or gone). */
export function claimLines(keys: readonly string[]): void {
  claimed = new Set(keys);
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The keys of the lines the notice tells of, for the lists beside it to leave out. */
export const useClaimedLines = (): ReadonlySet<string> => useSyncExternalStore(subscribe, () => claimed);

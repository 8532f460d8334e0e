import { getToken } from './session';
import { readItem, removeItem, writeItem } from './storage';

/**
 * A money intent whose call was sent and not confirmed, kept in this tab's sessionStorage: it survives a reload
 * (a member who reloads after a timeout and tries again sends the same Idempotency-Key), not the tab or the
 * session. `uncertain` when the call got no answer: it may still be carried out.
 */
export interface KeptIntent {
  input: string;
  key: string;
  /** When it was first sent (ms). */
  at: number;
  uncertain: boolean;
  /** The amount it moves, where the intent names one (for the member's notice). */
  amount?: number;
}

const STORAGE_KEY = 'money-intents';
/** How long a key is reused: after that, the same input is a new intent (a second withdrawal of 100 later on). */
export const INTENT_KEEP_MS = 60 * 60_000;

interface Stored {
  token: string;
  intents: Record<string, KeptIntent>;
}

function read(now = Date.now()): Record<string, KeptIntent> {
  const token = getToken();
  if (!token) return {};
  try {
    const stored = JSON.parse(readItem(STORAGE_KEY, 'session') ?? 'null') as Stored | null;
    if (stored?.token !== token || typeof stored.intents !== 'object') return {};
    return Object.fromEntries(Object.entries(stored.intents).filter(([, i]) => now - i.at < INTENT_KEEP_MS));
  } catch {
    return {};
  }
}

function write(intents: Record<string, KeptIntent>): void {
  const token = getToken();
  if (!token || Object.keys(intents).length === 0) removeItem(STORAGE_KEY, 'session');
  else writeItem(STORAGE_KEY, JSON.stringify({ token, intents } satisfies Stored), 'session');
}

/** The intent kept under a scope (a money mutation's key), if any and still fresh. */
export const keptIntent = (scope: string): KeptIntent | undefined => read()[scope];

export function keepIntent(scope: string, intent: KeptIntent): void {
  write({ ...read(), [scope]: intent });
}

export function dropIntent(scope: string): void {
  const { [scope]: _dropped, ...rest } = read();
  write(rest);
}

/** Every kept intent that got no answer, by scope: what the member is told may still be processing. */
export const uncertainIntents = (): [string, KeptIntent][] => Object.entries(read()).filter(([, i]) => i.uncertain);

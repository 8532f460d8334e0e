import { readItem, removeItem, writeItem } from './storage';

/**
 * A money intent whose call was sent and not confirmed. Kept in memory first, with this tab's sessionStorage a
 * copy: the copy lets it survive a reload (a member who reloads after a timeout and tries again sends the same
 * Idempotency-Key); a copy the browser refuses to write (quota, private mode) still leaves the key for the page.
 * Kept by member (the profile's `_id`), never by session: it holds no token and nothing that names the session,
 * so it survives the session's expiry and the same member's next login, and another member never reads it.
 * `uncertain` when the call got no answer: it may still be carried out.
 */
export interface KeptIntent {
  input: string;
  key: string;
  /** When it was first sent (ms). */
  at: number;
  /** When it was last sent (ms): a retry sends the same key later. */
  lastSentAt?: number;
  uncertain: boolean;
  /** The member has read the notice of this uncertain intent (it stays uncertain: the same again is its repeat). */
  seen?: boolean;
  /** The amount it moves, where the intent names one (for the member's notice). */
  amount?: number;
}

/** The sessionStorage key of the copy: `{ [memberId]: { [scope]: KeptIntent } }`. */
export const INTENTS_STORAGE_KEY = 'money-intents';
/** How long a key is reused: after that, the same input is a new intent (a second withdrawal of 100 later on). */
export const INTENT_KEEP_MS = 60 * 60_000;

type Intents = Record<string, KeptIntent>;

/** The intents of each member this page has seen; a member not here yet is read from the stored copy. */
const memory = new Map<string, Intents>();

const fresh = (intents: Intents, now: number): Intents =>
  Object.fromEntries(Object.entries(intents).filter(([, intent]) => now - intent.at < INTENT_KEEP_MS));

function storedCopy(): Record<string, Intents> {
  try {
    const stored = JSON.parse(readItem(INTENTS_STORAGE_KEY, 'session') ?? '{}') as unknown;
    return stored && typeof stored === 'object' ? (stored as Record<string, Intents>) : {};
  } catch {
    return {};
  }
}

function read(member: string): Intents {
  let intents = memory.get(member);
  if (!intents) {
    const copy = storedCopy()[member];
    intents = copy && typeof copy === 'object' ? copy : {};
    memory.set(member, intents);
  }
  return fresh(intents, Date.now());
}

function write(member: string, intents: Intents): void {
  memory.set(member, intents);
  const now = Date.now();
  const copy = Object.fromEntries(
    Object.entries({ ...storedCopy(), [member]: intents })
      .map(([owner, kept]) => [owner, fresh(kept, now)] as const)
      .filter(([, kept]) => Object.keys(kept).length > 0),
  );
  if (Object.keys(copy).length === 0) removeItem(INTENTS_STORAGE_KEY, 'session');
  else writeItem(INTENTS_STORAGE_KEY, JSON.stringify(copy), 'session');
}

/**
 * True when this tab's stored copy holds an intent of any member: readable before the member is known (a page load
 * starts with nothing in memory), as home's first calls ask it (src/app/first-load/first-calls.ts).
 */
export const tabKeepsIntents = (): boolean => readItem(INTENTS_STORAGE_KEY, 'session') !== null;

/** The member's intent kept under a scope (a money mutation's key), if any and still fresh. */
export const keptIntent = (member: string, scope: string): KeptIntent | undefined => read(member)[scope];

export function keepIntent(member: string, scope: string, intent: KeptIntent): void {
  write(member, { ...read(member), [scope]: intent });
}

export function dropIntent(member: string, scope: string): void {
  const { [scope]: _dropped, ...rest } = read(member);
  write(member, rest);
}

/** The member's kept intents that got no answer and are not yet seen, by scope: what may still be processing. */
export const uncertainIntents = (member: string): [string, KeptIntent][] =>
  Object.entries(read(member)).filter(([, intent]) => intent.uncertain && !intent.seen);

/** Forgets what this page holds in memory (a fresh page: the stored copy is all there is). */
export function forgetIntentsInMemory(): void {
  memory.clear();
}

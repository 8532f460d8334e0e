import { IDEMPOTENCY_HEADER, REPLAYED_HEADER } from '@/contract/endpoint';
import { now } from '../clock';
import { getDb, updateDb } from '../db';
import type { MockIdempotentAnswer } from '../types';

/**
 * How long a first answer is kept: a day, as payment APIs keep their keys. A count shared by everyone would let
 * one member's flood push out another's key, whose retry would then pay again.
 */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** Each member's own ceiling within the day, in answers and in their text: that member's oldest go first. */
export const IDEMPOTENCY_PER_MEMBER = 500;
export const IDEMPOTENCY_TEXT_PER_MEMBER = 256 * 1024;

interface Snapshot {
  status: number;
  body: string;
}

/** Calls with a key still being answered: a repeat sent meanwhile waits for the first and gets its answer. */
const inFlight = new Map<string, Promise<Snapshot>>();

const idOf = (memberId: string, endpoint: string, key: string) => `${memberId} ${endpoint} ${key}`;

function responseOf({ status, body }: Snapshot, replayed: boolean): Response {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (replayed) headers[REPLAYED_HEADER] = 'true';
  return new Response(body, { status, headers });
}

const fresh = (answer: MockIdempotentAnswer, at: number) => at - answer.at < IDEMPOTENCY_TTL_MS;

function stored(memberId: string, endpoint: string, key: string): Snapshot | null {
  const found = getDb().idempotency?.find(
    (a) => a.memberId === memberId && a.endpoint === endpoint && a.key === key && fresh(a, now()),
  );
  return found ? { status: found.status, body: found.body } : null;
}

/**
 * Newest last. Answers older than a day go; then, of the answering member's own, the oldest go while that
 * member holds more than the ceiling or their text is too long. Other members' answers are never pushed out.
 */
export function keepAnswer(
  list: readonly MockIdempotentAnswer[],
  answer: MockIdempotentAnswer,
): MockIdempotentAnswer[] {
  const kept = list.filter((a) => fresh(a, answer.at));
  const own = [...kept.filter((a) => a.memberId === answer.memberId), answer];
  let drop = Math.max(0, own.length - IDEMPOTENCY_PER_MEMBER);
  let text = own.slice(drop).reduce((sum, a) => sum + a.body.length, 0);
  while (drop < own.length - 1 && text > IDEMPOTENCY_TEXT_PER_MEMBER) text -= own[drop++].body.length;
  const dropped = new Set(own.slice(0, drop));
  return [...kept.filter((a) => !dropped.has(a)), answer];
}

/**
 * Runs a member's call once per Idempotency-Key (member + endpoint + key): a repeat of the key answers the
 * first answer again and runs nothing, so no money moves twice, for a day. Only a success is kept: a refused call moved
 * nothing, and its retry runs again. A call without the header always runs.
 */
export async function oncePerKey(
  request: Request,
  memberId: string,
  endpoint: string,
  run: () => Promise<Response>,
): Promise<Response> {
  const key = request.headers.get(IDEMPOTENCY_HEADER);
  if (!key) return run();
  const first = stored(memberId, endpoint, key);
  if (first) return responseOf(first, true);
  const id = idOf(memberId, endpoint, key);
  const pending = inFlight.get(id);
  if (pending) return responseOf(await pending, true);
  const answer = run().then(async (response) => {
    const snapshot = { status: response.status, body: await response.text() };
    if (response.ok) {
      updateDb((db) => {
        db.idempotency = keepAnswer(db.idempotency ?? [], { memberId, endpoint, key, at: now(), ...snapshot });
      });
    }
    return snapshot;
  });
  inFlight.set(id, answer);
  try {
    return responseOf(await answer, false);
  } finally {
    inFlight.delete(id);
  }
}

import { IDEMPOTENCY_HEADER } from '@/contract/endpoint';
import { REPLAYED_HEADER } from '@/contract/error-codes';
import { getDb, updateDb } from '../db';
import type { MockIdempotentAnswer } from '../types';

/** How many first answers the mock keeps, and how much of their text (oldest go first). */
export const IDEMPOTENCY_LIMIT = 500;
const IDEMPOTENCY_TEXT_LIMIT = 512 * 1024;

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

function stored(memberId: string, endpoint: string, key: string): Snapshot | null {
  const found = getDb().idempotency?.find((a) => a.memberId === memberId && a.endpoint === endpoint && a.key === key);
  return found ? { status: found.status, body: found.body } : null;
}

/** Newest last; the oldest go once there are more than the limit or their text is too long. */
export function keepAnswer(
  list: readonly MockIdempotentAnswer[],
  answer: MockIdempotentAnswer,
): MockIdempotentAnswer[] {
  const kept = [...list, answer].slice(-IDEMPOTENCY_LIMIT);
  let text = kept.reduce((sum, a) => sum + a.body.length, 0);
  while (kept.length > 1 && text > IDEMPOTENCY_TEXT_LIMIT) text -= kept.shift()!.body.length;
  return kept;
}

/**
 * Runs a member's call once per Idempotency-Key (member + endpoint + key): a repeat of the key answers the
 * first answer again and runs nothing, so no money moves twice. Only a success is kept: a refused call moved
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
        db.idempotency = keepAnswer(db.idempotency ?? [], { memberId, endpoint, key, ...snapshot });
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

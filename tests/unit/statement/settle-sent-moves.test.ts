import { describe, expect, it } from 'vitest';
import type { StatementEntry } from '@/contract/statement';
import { ARRIVAL_WINDOW_MS, CLOCK_ALLOWANCE_MS, settleSentMoves, type SentMove } from '@/features/statement/model';

// A move the phone sent without an answer, matched against the statement's first page by what the spec gives a
// line: its type, amount and time (no key, no id the answer shares).

const SENT = Date.parse('2026-12-06T11:02:00Z');
const MINUTE = 60_000;

const line = (over: Partial<StatementEntry> & { at: number }): StatementEntry => {
  const { at, ...rest } = over;
  return {
    statementType: 'withdraw',
    status: 'PENDING',
    from: 'WALLET',
    to: 'KBANK',
    amount: 150,
    createdAt: new Date(at).toISOString(),
    ...rest,
  };
};

const withdrawal = (over: Partial<SentMove> = {}): SentMove => ({ kind: 'withdraw', amount: 150, at: SENT, ...over });

/** The states only, in the moves' order. */
const states = (moves: SentMove[], lines: StatementEntry[] | undefined, fetchedAt = SENT + 30_000) =>
  settleSentMoves(moves, lines, fetchedAt).map((s) => s.state);

describe('settling a sent move against the statement', () => {
  it('finds the line of its kind and amount stamped after the send, with where it stands', () => {
    const pending = line({ at: SENT + 2_000 });
    const failed = line({ at: SENT + 2_000, statementType: 'transfer', status: 'FAILED', amount: 20 });
    const [first, second] = settleSentMoves(
      [withdrawal(), { kind: 'transfer', amount: 20, at: SENT }],
      [failed, pending],
      SENT + 5_000,
    );
    expect(first).toEqual({ state: 'found', entry: pending, status: 'processing' });
    expect(second).toEqual({ state: 'found', entry: failed, status: 'failed' });
    expect(settleSentMoves([withdrawal()], [line({ at: SENT + 1, status: 'SUCCESS' })], SENT)[0]).toMatchObject({
      status: 'success',
    });
  });

  it('never takes a line of another kind or another amount', () => {
    expect(states([withdrawal()], [line({ at: SENT + 1_000, statementType: 'transfer' })])).toEqual(['waiting']);
    expect(states([withdrawal()], [line({ at: SENT + 1_000, amount: 150.01 })])).toEqual(['waiting']);
    // The same amount written with a sign, or a float's last digit off, is the same amount.
    expect(states([withdrawal()], [line({ at: SENT + 1_000, amount: -150 })])).toEqual(['found']);
    expect(states([withdrawal({ amount: 0.1 + 0.2 })], [line({ at: SENT + 1_000, amount: 0.3 })])).toEqual(['found']);
  });

  it('takes a line stamped up to the clock allowance before the send, and none earlier', () => {
    expect(CLOCK_ALLOWANCE_MS).toBe(MINUTE);
    expect(states([withdrawal()], [line({ at: SENT - CLOCK_ALLOWANCE_MS })])).toEqual(['found']);
    expect(states([withdrawal()], [line({ at: SENT - CLOCK_ALLOWANCE_MS - 1 })])).toEqual(['waiting']);
    // A time that does not read as one is no match.
    expect(states([withdrawal()], [{ ...line({ at: SENT }), createdAt: 'soon' }])).toEqual(['waiting']);
  });

  it('uses each line once: two withdrawals of 150 need two lines, the newer taking the one nearest it', () => {
    const older = withdrawal({ at: SENT - 5 * MINUTE });
    const newer = withdrawal();
    const first = line({ at: SENT - 5 * MINUTE + 1_000, _id: 'first' });
    const second = line({ at: SENT + 1_000, _id: 'second' });
    const both = settleSentMoves([older, newer], [second, first], SENT + MINUTE);
    expect(both.map((s) => (s.state === 'found' ? s.entry._id : s.state))).toEqual(['first', 'second']);
    // Only the older one arrived: the newer finds nothing (its line would be stamped after it), the older its own.
    const onlyOlder = settleSentMoves([older, newer], [first], SENT + MINUTE);
    expect(onlyOlder.map((s) => (s.state === 'found' ? s.entry._id : s.state))).toEqual(['first', 'waiting']);
    // Only the newer one arrived: one line settles one move, never both.
    const onlyNewer = settleSentMoves([older, newer], [second], SENT + MINUTE);
    expect(onlyNewer.map((s) => (s.state === 'found' ? s.entry._id : s.state))).toEqual(['missing', 'second']);
  });

  it('of two lines it may take, takes the one nearest its send, whichever the page lists first', () => {
    const earlier = line({ at: SENT - 30_000, _id: 'earlier' });
    const nearest = line({ at: SENT + 2_000, _id: 'nearest' });
    for (const page of [
      [earlier, nearest],
      [nearest, earlier],
    ]) {
      expect(settleSentMoves([withdrawal()], page, SENT + MINUTE)[0]).toMatchObject({ entry: { _id: 'nearest' } });
    }
  });

  it('says a move did not arrive once the window from its last send has passed at the fetch, not before', () => {
    expect(ARRIVAL_WINDOW_MS).toBe(2 * MINUTE);
    expect(states([withdrawal()], [], SENT + ARRIVAL_WINDOW_MS - 1)).toEqual(['waiting']);
    expect(states([withdrawal()], [], SENT + ARRIVAL_WINDOW_MS)).toEqual(['missing']);
    // Sent again later with the same key: the wait starts again from that send.
    expect(states([withdrawal({ lastSentAt: SENT + 10 * MINUTE })], [], SENT + 11 * MINUTE)).toEqual(['waiting']);
    expect(states([withdrawal({ lastSentAt: SENT + 10 * MINUTE })], [], SENT + 12 * MINUTE)).toEqual(['missing']);
  });

  it('says nothing of a move while the page is not in, nor of one without an amount (transfer-all)', () => {
    expect(states([withdrawal()], undefined, SENT + 10 * MINUTE)).toEqual(['waiting']);
    const all: SentMove = { kind: 'transfer', at: SENT };
    expect(states([all], [line({ at: SENT + 1, statementType: 'transfer' })], SENT + 10 * MINUTE)).toEqual(['waiting']);
  });
});

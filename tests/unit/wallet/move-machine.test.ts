import { describe, expect, it } from 'vitest';
import {
  initialMove,
  moveHolds,
  moveTransition,
  type MoveEvent,
  type MoveState,
  type MoveStep,
} from '@/features/wallet/move-machine';

// Issue 40 item 1: one money move as a pure state machine, every transition in a table.

type Review = { amount: number };
type State = MoveState<Review, string>;
type Event = MoveEvent<Review, string>;

const REVIEW: Review = { amount: 150 };
const OTHER: Review = { amount: 300 };

const editing: State = initialMove();
const editingFailed: State = { ...editing, failed: 'refused' };
const review: State = { step: 'review', review: REVIEW, failed: null, focus: null };
const sending: State = { step: 'sending', review: REVIEW, failed: null, focus: null };
const retrying: State = { step: 'sending', review: null, failed: null, focus: null };
const answered: State = { step: 'answered', review: REVIEW, failed: null, focus: null };

const EVENTS: Record<string, Event> = {
  edited: { type: 'edited' },
  reviewed: { type: 'reviewed', review: OTHER },
  back: { type: 'back', to: 'all' },
  sent: { type: 'sent' },
  answered: { type: 'answered' },
  failed: { type: 'failed', failed: 'uncertain' },
  focused: { type: 'focused' },
};

describe('the money move machine', () => {
  it('starts editing, with nothing to review, no failure and no focus to give', () => {
    expect(initialMove()).toEqual({ step: 'editing', review: null, failed: null, focus: null });
  });

  // [from, event, to]: `same` where the event does not apply to that step and changes nothing.
  const same = Symbol('same');
  const table: [string, State, keyof typeof EVENTS, State | typeof same][] = [
    ['editing', editing, 'edited', same],
    ['editing', editing, 'reviewed', { ...editing, step: 'review', review: OTHER }],
    ['editing', editing, 'back', same],
    ['editing', editing, 'sent', same],
    ['editing', editing, 'answered', same],
    ['editing', editing, 'failed', same],
    ['editing', editing, 'focused', same],

    ['a failure', editingFailed, 'edited', editing],
    ['a failure', editingFailed, 'reviewed', { ...editing, step: 'review', review: OTHER }],
    ['a failure', editingFailed, 'back', same],
    ['a failure', editingFailed, 'sent', retrying],
    ['a failure', editingFailed, 'answered', same],
    ['a failure', editingFailed, 'failed', same],

    ['review', review, 'edited', same],
    ['review', review, 'reviewed', same],
    ['review', review, 'back', { ...editing, focus: 'all' }],
    ['review', review, 'sent', sending],
    ['review', review, 'answered', same],
    ['review', review, 'failed', same],

    ['sending', sending, 'edited', same],
    ['sending', sending, 'reviewed', same],
    ['sending', sending, 'back', same],
    ['sending', sending, 'sent', same],
    ['sending', sending, 'answered', answered],
    ['sending', sending, 'failed', { ...editing, failed: 'uncertain' }],

    ['answered', answered, 'edited', same],
    ['answered', answered, 'reviewed', same],
    ['answered', answered, 'back', same],
    ['answered', answered, 'sent', same],
    ['answered', answered, 'failed', same],
  ];

  it.each(table)('%s, %s →', (_name, from, event, to) => {
    const next = moveTransition(from, EVENTS[event]);
    if (to === same) expect(next).toBe(from);
    else expect(next).toEqual(to);
  });

  it('gives the focus back to the form once, after Back', () => {
    const back = moveTransition(review, EVENTS.back);
    expect(back.focus).toBe('all');
    const given = moveTransition(back, EVENTS.focused);
    expect(given).toEqual(editing);
    expect(moveTransition(given, EVENTS.focused)).toBe(given);
  });

  it('Confirm, then a failure, then Try again: the form keeps the failure until it sends again', () => {
    const failed = moveTransition(moveTransition(review, EVENTS.sent), EVENTS.failed);
    expect(failed).toEqual({ step: 'editing', review: null, failed: 'uncertain', focus: null });
    expect(moveTransition(failed, EVENTS.sent)).toEqual(retrying);
  });
});

describe('a move holds its dialog open', () => {
  const at = (step: MoveStep, failed: string | null = null): State => ({ ...editing, step, failed });

  it.each([
    ['nothing typed', at('editing'), '', false],
    ['an amount typed', at('editing'), '150', true],
    ['a failure shown', at('editing', 'refused'), '', true],
    ['under review', at('review'), '', true],
    ['in flight', at('sending'), '', true],
    ['answered', at('answered'), '', true],
  ])('%s: %s', (_name, state, typed, holds) => {
    expect(moveHolds(state, typed)).toBe(holds);
  });
});

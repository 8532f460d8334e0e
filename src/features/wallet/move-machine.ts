/**
 * One money move (withdraw, withdraw-all, transfer, transfer-all) from the typed amount to its outcome, as a
 * pure state machine. The form hook (hooks/use-move-form.ts) keeps the typed text and
 * sends the calls; this decides which step the move is in, what a failure leaves, and where focus goes.
 *
 *   editing ──review──▶ review ──send──▶ sending ──answered──▶ answered (the form closes on its receipt)
 *      ▲                  │                 │
 *      └──────back────────┘                 └──failed──▶ editing, with the failure and Try again
 *   editing (failed) ──send──▶ sending: Try again sends the same move.
 */

export type MoveStep = 'editing' | 'review' | 'sending' | 'answered';

/** Where focus goes back on the form: the amount field, or the move-all button a move-all's review came from. */
export type BackTo = 'amount' | 'all';
/** Where focus goes once the step shows: what the member left for the review (Back), else nowhere new. */
export type MoveFocus = BackTo | null;

export interface MoveState<Review, Failure> {
  step: MoveStep;
  /** What waits for Confirm, and what is being sent. */
  review: Review | null;
  /** Why the last send failed, shown in the form with Try again; cleared by an edit or a new review. */
  failed: Failure | null;
  focus: MoveFocus;
}

export type MoveEvent<Review, Failure> =
  /** The member changed the move: an old failure no longer applies. */
  | { type: 'edited' }
  /** A checked move waits for Confirm. */
  | { type: 'reviewed'; review: Review }
  /** Back from the review to the form, focus to where the member was. */
  | { type: 'back'; to: BackTo }
  /** Confirm, or Try again after a failure. */
  | { type: 'sent' }
  | { type: 'answered' }
  | { type: 'failed'; failed: Failure }
  /** The focus asked for has been given. */
  | { type: 'focused' };

export function initialMove<Review, Failure>(): MoveState<Review, Failure> {
  return { step: 'editing', review: null, failed: null, focus: null };
}

export function moveTransition<Review, Failure>(
  state: MoveState<Review, Failure>,
  event: MoveEvent<Review, Failure>,
): MoveState<Review, Failure> {
  switch (event.type) {
    case 'edited':
      return state.step === 'editing' && state.failed !== null ? { ...state, failed: null } : state;
    case 'reviewed':
      return state.step === 'editing' ? { ...state, step: 'review', review: event.review, failed: null } : state;
    case 'back':
      return state.step === 'review' ? { ...state, step: 'editing', review: null, focus: event.to } : state;
    case 'sent':
      // From the review (Confirm) or from a failure (Try again); never twice at once.
      return state.step === 'review' || (state.step === 'editing' && state.failed !== null)
        ? { ...state, step: 'sending', failed: null }
        : state;
    case 'answered':
      return state.step === 'sending' ? { ...state, step: 'answered' } : state;
    case 'failed':
      // The form comes back as typed, with the reason in place; the review is gone.
      return state.step === 'sending' ? { ...state, step: 'editing', review: null, failed: event.failed } : state;
    case 'focused':
      return state.focus === null ? state : { ...state, focus: null };
  }
}

/**
 * A move is typed, under review, in flight or failed: a tap outside the dialog (the second tap of a double tap
 * that opened the smaller review) must not close it and lose the move.
 */
export function moveHolds(state: MoveState<unknown, unknown>, amountText: string): boolean {
  return amountText !== '' || state.step !== 'editing' || state.failed !== null;
}

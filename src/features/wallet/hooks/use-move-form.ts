import { useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSingleFlight } from '@/components/form/use-single-flight';
import { useAnsweredMove } from '@/components/receipt/use-answered-move';
import { toApiError } from '@/lib/api-error';
import { errorText } from '@/lib/errors';
import type { KeptIntent } from '@/lib/kept-intents';
import { useMoney } from '@/lib/member-currency';
import type { ReceiptInput } from '@/lib/receipt';
import { amountProblem } from '@/rules/amount-text';
import { moveFailure, type MoveFailure, type Message } from '../model';
import { initialMove, moveHolds, moveTransition, type BackTo, type MoveEvent, type MoveState } from '../move-machine';

/** A move that failed, shown in the form: why and what it means for the money (the lines), and Try again. */
export interface FailedMove {
  lines: string[];
  outcome: MoveFailure;
}

/**
 * How a withdrawal or transfer's answer reads. A success: the success dialog with the spec's message, or, when
 * the answer was to a key sent before, the earlier move's words ("your withdrawal of 300 baht sent at 11:02"),
 * never a new success; the receipt under it. A failure: its reason and whether the money left.
 */
function useMoveOutcome(kind: 'withdraw' | 'transfer') {
  const { t } = useTranslation();
  const money = useMoney();
  const show = useAnsweredMove();

  const answered = (input: ReceiptInput, earlier: KeptIntent | null) =>
    show(input, { message: t(`${kind}.success`) }, earlier, (time) =>
      t('move.earlier', {
        move: t(`pendingMove.${kind}`),
        amount: earlier?.amount === undefined ? '' : money.format(earlier.amount),
        time,
      }),
    );

  const failed = (error: unknown): FailedMove => {
    const apiError = toApiError(error);
    const outcome = moveFailure(apiError);
    const lines = [errorText(t, apiError)];
    // errors.MONEY_UNCERTAIN already says it may have gone through; errors.OFFLINE that nothing was sent.
    if (!apiError.uncertain && outcome !== 'offline')
      lines.push(t(outcome === 'refused' ? 'move.notMoved' : 'move.mayHaveMoved'));
    return { lines, outcome };
  };

  return { answered, failed };
}

/** A money mutation as the form sends it (useMoneyMutation). */
export interface MoneyCall<Variables, Answer> {
  mutateAsync: (variables: Variables) => Promise<Answer>;
  earlierIntent: () => KeptIntent | null;
}

/**
 * What transfer and withdraw share: the typed amount and its message, and the move's step (move-machine.ts): the
 * review waiting for Confirm (Back returns focus to the amount field or the move-all button), one request per
 * confirmation. A success closes the form on the success dialog with the receipt under it; a failure keeps the
 * form as typed with the reason in place and Try again, which sends the same move.
 */
export function useMoveForm<Review>(kind: 'withdraw' | 'transfer', onHide: () => void) {
  const outcome = useMoveOutcome(kind);
  const { decimals } = useMoney();
  /** The amount as written cannot be read as one in the member's currency: why, in words. */
  const unreadableMessage = (text: string): Message | null => {
    const problem = amountProblem(text, decimals);
    return problem ? { key: `money.${problem}` } : null;
  };
  const [amountText, setAmountText] = useState('');
  const [message, setMessage] = useState<Message | null>(null);
  const [state, dispatch] = useReducer<MoveState<Review, FailedMove>, [MoveEvent<Review, FailedMove>]>(
    moveTransition,
    initialMove(),
  );
  const again = useRef<(() => void) | null>(null);
  // One request per confirmation: a second tap in the same frame, before the step shows, is ignored.
  const flight = useSingleFlight();
  // Back from the review: focus where the member left the form (move-machine.ts decides which).
  const amountField = useRef<HTMLInputElement>(null);
  const allButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (state.focus === null) return;
    (state.focus === 'amount' ? amountField : allButton).current?.focus();
    dispatch({ type: 'focused' });
  }, [state.focus]);

  const send = <Variables, Answer>(
    call: MoneyCall<Variables, Answer>,
    variables: Variables,
    receiptOf: (answer: Answer) => ReceiptInput,
  ) => {
    const attempt = () =>
      flight.run(async () => {
        dispatch({ type: 'sent' });
        try {
          const answer = await call.mutateAsync(variables);
          dispatch({ type: 'answered' });
          onHide();
          await outcome.answered(receiptOf(answer), call.earlierIntent());
        } catch (error) {
          dispatch({ type: 'failed', failed: outcome.failed(error) });
        }
      });
    again.current = () => void attempt();
    return attempt();
  };

  /** The member changed the move: the old message and failure no longer apply. */
  const edited = () => {
    setMessage(null);
    dispatch({ type: 'edited' });
  };

  return {
    /** Typed, under review, in flight or failed: a tap outside must not close the form (move-machine.ts). */
    holds: moveHolds(state, amountText),
    amountText,
    setAmountText,
    typed: (text: string) => {
      setAmountText(text);
      edited();
      // A "." or "," the amount cannot use, typed or pasted: said at once, under the field.
      const unreadable = unreadableMessage(text);
      if (unreadable) setMessage(unreadable);
    },
    /** The typed amount is not one amount of the currency: its message shows and nothing goes to review. */
    unreadable: () => {
      const unreadable = unreadableMessage(amountText);
      if (unreadable) setMessage(unreadable);
      return unreadable !== null;
    },
    edited,
    message,
    setMessage,
    review: state.review,
    /** A checked move waits for Confirm (a failure shown before no longer applies). */
    setReview: (review: Review) => dispatch({ type: 'reviewed', review }),
    failed: state.failed,
    /** Sends the failed move again: the same intent, so the same Idempotency-Key. */
    tryAgain: () => again.current?.(),
    flying: flight.flying,
    send,
    amountField,
    allButton,
    /** Back to the form, focus to the amount field or to the move-all button. */
    onBack: (to: BackTo) => dispatch({ type: 'back', to }),
  };
}

import { useEffect, useRef, useState } from 'react';
import { useSingleFlight } from '@/components/form/use-single-flight';
import type { KeptIntent } from '@/lib/kept-intents';
import type { ReceiptInput } from '@/lib/receipt';
import type { Message } from '../model';
import { useMoveOutcome, type FailedMove } from './use-move-outcome';

/** A money mutation as the form sends it (useMoneyMutation). */
export interface MoneyCall<Variables, Answer> {
  mutateAsync: (variables: Variables) => Promise<Answer>;
  earlierIntent: () => KeptIntent | null;
}

/**
 * What transfer and withdraw share: the typed amount and its message, the review step waiting for Confirm
 * (Back returns focus to `backFocus`), and one request per confirmation. A success closes the form on the success
 * dialog with the receipt under it; a failure keeps the form as typed with the reason in place and Try again,
 * which sends the same move (issue 40 item 7).
 */
export function useMoveForm<Review, Focus extends HTMLElement>(kind: 'withdraw' | 'transfer', onHide: () => void) {
  const outcome = useMoveOutcome(kind);
  const [amountText, setAmountText] = useState('');
  const [message, setMessage] = useState<Message | null>(null);
  const [review, setReview] = useState<Review | null>(null);
  const [failed, setFailed] = useState<FailedMove | null>(null);
  const again = useRef<(() => void) | null>(null);
  // One request per confirmation: a second tap before the first answer is ignored.
  const flight = useSingleFlight();
  const backFromReview = useRef(false);
  const backFocus = useRef<Focus>(null);
  useEffect(() => {
    if (review || !backFromReview.current) return;
    backFromReview.current = false;
    backFocus.current?.focus();
  }, [review]);

  const send = <Variables, Answer>(
    call: MoneyCall<Variables, Answer>,
    variables: Variables,
    receiptOf: (answer: Answer) => ReceiptInput,
  ) => {
    const attempt = () =>
      flight.run(async () => {
        setFailed(null);
        try {
          const answer = await call.mutateAsync(variables);
          onHide();
          await outcome.answered(receiptOf(answer), call.earlierIntent());
        } catch (error) {
          setReview(null);
          setFailed(outcome.failed(error));
        }
      });
    again.current = () => void attempt();
    return attempt();
  };

  /** The member changed the move: the old message and failure no longer apply. */
  const edited = () => {
    setMessage(null);
    setFailed(null);
  };

  return {
    /**
     * A move is typed, under review or in flight: a tap outside the dialog (a second tap of a double tap that
     * opened the smaller review) must not close it and lose the move (issue 40 item 11).
     */
    holds: amountText !== '' || review !== null || failed !== null || flight.pending,
    amountText,
    setAmountText,
    typed: (text: string) => {
      setAmountText(text);
      edited();
    },
    edited,
    message,
    setMessage,
    review,
    /** A move to review: a failure shown before no longer applies. */
    setReview: (next: Review | null) => {
      setReview(next);
      if (next) setFailed(null);
    },
    failed,
    /** Sends the failed move again: the same intent, so the same Idempotency-Key. */
    tryAgain: () => again.current?.(),
    flying: flight.flying,
    send,
    backFocus,
    onBack: () => {
      backFromReview.current = true;
      setReview(null);
    },
  };
}

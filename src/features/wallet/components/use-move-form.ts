import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialog } from '@/components/dialog/use-dialog';
import { useReceipt } from '@/components/receipt/use-receipt';
import type { ReceiptInput } from '@/lib/receipt';
import { useSingleFlight } from '@/components/form/use-single-flight';
import { errorText } from '@/lib/errors';
import type { Message } from '../model';

/**
 * What transfer and withdraw share: the typed amount and its message, the review step waiting for Confirm
 * (Back returns focus to `backFocus`), and one request per confirmation, answered by a dialog: on success the
 * spec's success message with the move's receipt (issue 33) under it.
 */
export function useMoveForm<Review, Focus extends HTMLElement>(successText: string, onHide: () => void) {
  const { t } = useTranslation();
  const dialog = useDialog();
  const receipt = useReceipt();
  const [amountText, setAmountText] = useState('');
  const [message, setMessage] = useState<Message | null>(null);
  const [review, setReview] = useState<Review | null>(null);
  // One request per confirmation: a second tap before the first answer is ignored.
  const flight = useSingleFlight();
  const backFromReview = useRef(false);
  const backFocus = useRef<Focus>(null);
  useEffect(() => {
    if (review || !backFromReview.current) return;
    backFromReview.current = false;
    backFocus.current?.focus();
  }, [review]);

  const send = <Answer>(request: () => Promise<Answer>, receiptOf: (answer: Answer) => ReceiptInput) =>
    flight.run(async () => {
      try {
        const answer = await request();
        onHide();
        await dialog.success({ message: successText, details: receipt(receiptOf(answer)) });
      } catch (error) {
        // Spec sections 4 and 8: the modal closes on the error dialog too (the wallet reloads only on success).
        onHide();
        await dialog.error({ message: errorText(t, error) });
      }
    });

  return {
    amountText,
    setAmountText,
    /** The member typed: the old message no longer applies. */
    typed: (text: string) => {
      setAmountText(text);
      setMessage(null);
    },
    message,
    setMessage,
    review,
    setReview,
    flying: flight.flying,
    send,
    backFocus,
    onBack: () => {
      backFromReview.current = true;
      setReview(null);
    },
  };
}

import type { UseMutationResult } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { useDialog } from '@/components/dialog/use-dialog';
import { useAnsweredMove } from '@/components/receipt/use-answered-move';
import type { KeptIntent } from '@/lib/kept-intents';
import type { ReceiptInput } from '@/lib/receipt';
import { BusyButton } from '@/components/form/busy-button';
import { errorText } from '@/lib/errors';

/**
 * Receiving a bonus or a promotion by its code, one request at a time: success closes the modal and says so
 * with the receipt of what was received (the mutation reloads the wallet); a failure says why in the
 * error dialog.
 */
export function useReceive<Answer>(
  activate: UseMutationResult<Answer, Error, string> & { earlierIntent: () => Pick<KeptIntent, 'at'> | null },
  onHide: () => void,
  receiptOf: (code: string) => Omit<ReceiptInput, 'at'>,
) {
  const { t } = useTranslation();
  const dialog = useDialog();
  const answered = useAnsweredMove();
  return (code: string) => {
    if (activate.isPending) return;
    activate.mutate(code, {
      onSuccess: () => {
        onHide();
        void answered(
          { ...receiptOf(code), at: new Date() },
          { title: t('common.successTitle'), message: t('common.saved') },
          activate.earlierIntent(),
        );
      },
      onError: (error) => void dialog.error({ title: t('common.errorTitle'), message: errorText(t, error) }),
    });
  };
}

export interface ReceiveFooterProps {
  onHide: () => void;
  /** The second button ("receive", or "confirm" for the current bonus); none while there is nothing to receive. */
  action?: { label: string; onClick: () => void; busy?: boolean };
}

/** Close, and the modal's one action. */
export function ReceiveFooter({ onHide, action }: ReceiveFooterProps) {
  const { t } = useTranslation();
  return (
    <>
      <Button variant="outline-secondary" onClick={onHide}>
        {t('common.close')}
      </Button>
      {action && (
        <BusyButton onClick={action.onClick} disabled={action.busy} busy={action.busy ?? false}>
          {action.label}
        </BusyButton>
      )}
    </>
  );
}

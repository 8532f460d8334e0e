import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/form/busy-button';
import type { FailedMove } from '../hooks/use-move-form';

export interface MoveFailedProps {
  failed: FailedMove;
  busy: boolean;
  onTryAgain: () => void;
}

/**
 * A move that failed, in the form it was typed in: why, whether the money left (refused: it did not; uncertain: it
 * may have), and Try again, which sends the same move with the same key. The Confirm just tapped is gone: Try again
 * takes the focus.
 */
export function MoveFailed({ failed, busy, onTryAgain }: MoveFailedProps) {
  const { t } = useTranslation();
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), [failed]);
  return (
    <div className={`alert ${failed.outcome === 'refused' ? 'alert-danger' : 'alert-warning'} py-2`} role="alert">
      <p className="mb-2">{failed.lines.join(' ')}</p>
      <BusyButton ref={button} type="button" size="sm" variant="outline-dark" busy={busy} onClick={onTryAgain}>
        {t('common.retry')}
      </BusyButton>
    </div>
  );
}

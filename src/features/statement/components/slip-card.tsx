import Button from 'react-bootstrap/Button';
import { ValueSkeleton } from '@/components/value-skeleton';
import { useTranslation } from 'react-i18next';
import type { Slip } from '@/contract/statement';
import { useMoney } from '@/lib/member-currency';
import { codeText } from '@/lib/errors';
import { formatDateTime } from '@/lib/format';
import { slipAmountText, slipReason, statusKind } from '../model';

interface SlipCardProps {
  slip: Slip;
  onView: (slip: Slip) => void;
  /** Opens the slip's receipt: the one its upload showed. */
  onReceipt: (slip: Slip) => void;
  viewing: boolean;
  /** The slip the member came to see (the upload's link named it): outlined and announced as current. */
  marked?: boolean;
}

/**
 * One uploaded slip as a phone-sized card: received time and amount on top, the status chip (with the
 * reason in parentheses) and the view button below them. The labels are for screen readers only.
 */
export function SlipCard({ slip, onView, onReceipt, viewing, marked = false }: SlipCardProps) {
  const { t } = useTranslation();
  const kind = statusKind(slip.status);
  const reason = slipReason(slip.note);
  const status = t(`slip.status.${kind}`);
  const date = formatDateTime(slip.createdAt);
  const money = useMoney();

  return (
    <li className={marked ? 'slip-card slip-card--marked' : 'slip-card'} aria-current={marked || undefined}>
      <dl className="slip-card__facts">
        <div className="slip-card__time">
          <dt className="visually-hidden">{t('slip.colTime')}</dt>
          <dd>
            <time dateTime={slip.createdAt}>{date}</time>
          </dd>
        </div>
        <div className="slip-card__amount">
          <dt className="visually-hidden">{t('slip.colAmount')}</dt>
          <dd>
            {!money.currency ? (
              <ValueSkeleton size="m" />
            ) : slip.amount > 0 ? (
              money.format(slip.amount)
            ) : (
              slipAmountText(slip.amount, money.currency)
            )}
          </dd>
        </div>
        <div className="slip-card__reference">
          <dt>{t('slip.reference')}</dt>
          <dd>{slip.reference}</dd>
        </div>
      </dl>
      <div className="slip-card__foot">
        <dl className="slip-card__status">
          <dt className="visually-hidden">{t('slip.colStatus')}</dt>
          <dd>
            <span className={`slip-chip slip-chip--${kind}`}>
              {reason ? `${status} (${codeText(t, 'slip.reason', reason)})` : status}
            </span>
          </dd>
        </dl>
        <Button
          variant="link"
          size="sm"
          className="slip-card__receipt"
          onClick={() => onReceipt(slip)}
          aria-label={t('slip.receiptFor', { date })}
        >
          {t('receipt.title')}
        </Button>
        <Button
          variant="outline-primary"
          size="sm"
          className="slip-card__view"
          onClick={() => onView(slip)}
          disabled={viewing}
          aria-label={t('slip.viewFor', { date })}
        >
          {t('slip.view')}
        </Button>
      </div>
    </li>
  );
}

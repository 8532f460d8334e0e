import { useId } from 'react';
import { Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { ValueSkeleton } from '@/components/value-skeleton';
import { useMoney } from '@/lib/member-currency';
import type { StatementEntry } from '@/contract/statement';
import { formatDateTime, formatRelative } from '@/lib/format';
import { NO_PLACE_NAMES, placeName, type PlaceNames } from '@/lib/place-names';
import { amountText, amountTone, isKnownType, itemDescription, returnedTo, statusKind } from '../model';
import { TypeIcon } from './type-icon';

const STATUS_BADGE = { success: 'text-bg-success', failed: 'text-bg-danger', processing: 'text-bg-warning' } as const;

interface StatementItemProps {
  entry: StatementEntry;
  /** The bank and game names (src/lib/place-names.ts); undefined while they load. */
  names: PlaceNames | undefined;
  /** Opens the receipt of this line's move. */
  onOpenReceipt: (entry: StatementEntry) => void;
}

export function StatementItem({ entry, names, onOpenReceipt }: StatementItemProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const money = useMoney();
  const type = isKnownType(entry.statementType) ? entry.statementType : 'other';
  const kind = statusKind(entry.status);
  const description = itemDescription(entry);
  const place = (code: string | null | undefined) =>
    !code ? '-' : placeName(code, names ?? NO_PLACE_NAMES, t, i18n.language);
  const route = entry.from || entry.to ? t('statement.route', { from: place(entry.from), to: place(entry.to) }) : null;
  const returned = returnedTo(entry);

  return (
    <li className="statement-item">
      <TypeIcon type={entry.statementType} />
      <div className="statement-item__main">
        <p id={`${id}-activity`} className="statement-item__activity">
          {t(`statement.type.${type}`)}
        </p>
        {description && <p className="statement-item__description">{description}</p>}
        {route && type !== 'finish_bonus' && (
          <p className="statement-item__route">{names ? route : <ValueSkeleton size="m" />}</p>
        )}
        {returned && (
          <p className="statement-item__returned">
            {names ? t('statement.returned', { place: place(returned) }) : <ValueSkeleton size="m" />}
          </p>
        )}
        <p id={`${id}-time`} className="statement-item__time">
          <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>{' '}
          <span className="statement-item__relative">· {formatRelative(entry.createdAt)}</span>
        </p>
      </div>
      <div className="statement-item__side">
        <span
          className={`statement-item__amount statement-item__amount--${amountTone(entry.statementType, entry.status)}`}
        >
          {/* The member's currency comes with the deposit lookup: until then, a skeleton (never baht for kip). */}
          {money.currency ? (
            t('money.amount', {
              amount: amountText(entry.statementType, entry.amount, money.currency, entry.status),
              currency: money.word,
            })
          ) : (
            <ValueSkeleton size="m" />
          )}
        </span>
        <span className={`badge ${STATUS_BADGE[kind]}`}>{t(`statement.status.${kind}`)}</span>
        <Button
          variant="link"
          size="sm"
          className="statement-item__receipt p-0"
          aria-describedby={`${id}-activity ${id}-time`}
          onClick={() => onOpenReceipt(entry)}
        >
          {t('receipt.title')}
        </Button>
      </div>
    </li>
  );
}

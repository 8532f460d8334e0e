import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { ValueSkeleton } from '@/components/value-skeleton';
import { useMoney } from '@/lib/member-currency';
import type { StatementEntry } from '@/contract/statement';
import { formatTime } from '@/lib/format';
import { formatRelative } from '@/lib/relative-time';
import { NO_PLACE_NAMES, placeName, type PlaceNames } from '@/lib/place-names';
import { amountText, amountTone, isKnownType, itemDescription, returnedTo, statusKind } from '../model';
import { TypeIcon } from './type-icon';

const STATUS_BADGE = { success: 'text-bg-success', failed: 'text-bg-danger', processing: 'text-bg-warning' } as const;

interface StatementItemProps {
  entry: StatementEntry;
  /** The id of the heading of this line's day: the line shows its time only, the heading its date. */
  dayId: string;
  /** The bank and game names (src/lib/place-names.ts); undefined while they load. */
  names: PlaceNames | undefined;
  /** Opens the receipt of this line's move. */
  onOpenReceipt: (entry: StatementEntry) => void;
}

export function StatementItem({ entry, dayId, names, onOpenReceipt }: StatementItemProps) {
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

  // What and how much on the first line; where and when below in small type, the status at the end.
  return (
    <li className="statement-item">
      <TypeIcon type={entry.statementType} />
      <div className="statement-item__main">
        <div className="statement-item__line">
          <p id={`${id}-activity`} className="statement-item__activity">
            {t(`statement.type.${type}`)}
          </p>
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
        </div>
        {description && <p className="statement-item__description">{description}</p>}
        {route && type !== 'finish_bonus' && (
          <p className="statement-item__route">{names ? route : <ValueSkeleton size="m" />}</p>
        )}
        {returned && (
          <p className="statement-item__returned">
            {names ? t('statement.returned', { place: place(returned) }) : <ValueSkeleton size="m" />}
          </p>
        )}
        <div className="statement-item__line">
          <p id={`${id}-time`} className="statement-item__time">
            <time dateTime={entry.createdAt}>{formatTime(entry.createdAt)}</time>{' '}
            <span className="statement-item__relative">· {formatRelative(entry.createdAt)}</span>
          </p>
          <span className={`statement-item__status badge ${STATUS_BADGE[kind]}`}>{t(`statement.status.${kind}`)}</span>
        </div>
      </div>
      <svg className="statement-item__chevron" width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
        <path d="m9 5 7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
      {/* The whole line is its receipt's button, as a bank app's line opens its details; the chevron marks it. */}
      <Button
        variant="link"
        className="statement-item__receipt"
        aria-describedby={`${id}-activity ${dayId} ${id}-time`}
        onClick={() => onOpenReceipt(entry)}
      >
        <span className="visually-hidden">{t('receipt.title')}</span>
      </Button>
    </li>
  );
}

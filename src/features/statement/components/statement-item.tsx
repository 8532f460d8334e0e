import { useTranslation } from 'react-i18next';
import { ValueSkeleton } from '@/components/value-skeleton';
import { useMoney } from '@/lib/member-currency';
import type { StatementEntry } from '@/contract/statement';
import { formatDateTime, formatRelative } from '@/lib/format';
import { placeName, type PlaceNames } from '@/lib/place-names';
import { amountText, amountTone, isKnownType, itemDescription, statusKind } from '../model';
import { TypeIcon } from './type-icon';

const NO_NAMES: PlaceNames = { banks: [], games: [] };

const STATUS_BADGE = { success: 'text-bg-success', failed: 'text-bg-danger', processing: 'text-bg-warning' } as const;

interface StatementItemProps {
  entry: StatementEntry;
  /** The bank and game names (src/lib/place-names.ts); undefined while they load. */
  names: PlaceNames | undefined;
}

export function StatementItem({ entry, names }: StatementItemProps) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const type = isKnownType(entry.statementType) ? entry.statementType : 'other';
  const kind = statusKind(entry.status);
  const description = itemDescription(entry);
  const place = (code: string | null | undefined) =>
    !code ? '-' : placeName(code, names ?? NO_NAMES, t, i18n.language);
  const route = entry.from || entry.to ? t('statement.route', { from: place(entry.from), to: place(entry.to) }) : null;

  return (
    <li className="statement-item">
      <TypeIcon type={entry.statementType} />
      <div className="statement-item__main">
        <p className="statement-item__activity">{t(`statement.type.${type}`)}</p>
        {description && <p className="statement-item__description">{description}</p>}
        {route && type !== 'finish_bonus' && (
          <p className="statement-item__route">{names ? route : <ValueSkeleton size="m" />}</p>
        )}
        <p className="statement-item__time">
          <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>{' '}
          <span className="statement-item__relative">· {formatRelative(entry.createdAt)}</span>
        </p>
      </div>
      <div className="statement-item__side">
        <span className={`statement-item__amount statement-item__amount--${amountTone(entry.statementType)}`}>
          {/* The member's currency comes with the deposit lookup: until then, a skeleton (never baht for kip). */}
          {money.currency ? (
            t('money.amount', {
              amount: amountText(entry.statementType, entry.amount, money.currency),
              currency: money.word,
            })
          ) : (
            <ValueSkeleton size="m" />
          )}
        </span>
        <span className={`badge ${STATUS_BADGE[kind]}`}>{t(`statement.status.${kind}`)}</span>
      </div>
    </li>
  );
}

import { useTranslation } from 'react-i18next';
import { useMoney } from '@/lib/member-currency';
import { WALLET, type MoveSource } from '../model';

/** The accounts a move-all takes money from, each with its balance: what the review's total is made of. */
export function MoveSources({ sources }: { sources: readonly MoveSource[] }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <ul className="list-unstyled mb-0">
      {sources.map((source) => (
        <li key={source.value}>
          {source.value === WALLET ? t('transfer.wallet') : source.name}{' '}
          <span className="text-nowrap">{money.format(source.amount)}</span>
        </li>
      ))}
    </ul>
  );
}

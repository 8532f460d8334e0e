import { useTranslation } from 'react-i18next';
import { useMoney } from '@/lib/member-currency';
import { moneyStepSatang, wholeSteps } from '@/rules/money';
import { moveAllLeft, WALLET, type MoveSource } from '../model';

interface MoveSourcesProps {
  sources: readonly MoveSource[];
  /** What the move-all takes in all: less than its sources when a fraction of a kip stays behind. */
  amount: number;
}

/**
 * The accounts a move-all takes money from, each with what it gives: what the review's total is made of. For a
 * kip member that is each balance's whole kip, and a line says that less than a kip stays.
 */
export function MoveSources({ sources, amount }: MoveSourcesProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const step = moneyStepSatang(money.currency);
  return (
    <>
      <ul className="list-unstyled mb-0">
        {sources.map((source) => (
          <li key={source.value}>
            {source.value === WALLET ? t('transfer.wallet') : source.name}{' '}
            <span className="text-nowrap">{money.format(wholeSteps(source.amount, step))}</span>
          </li>
        ))}
      </ul>
      {moveAllLeft(sources, amount) > 0 && (
        <p className="small text-body-secondary mb-0">{t('review.fractionLeft', { currency: money.word })}</p>
      )}
    </>
  );
}

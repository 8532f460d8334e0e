import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@/components/load-failed';
import type { Bonus } from '@/contract/bonus';
import { bonusState } from '../model';
import { BonusCard } from './bonus-card';

export interface BonusGridProps {
  bonuses: Bonus[] | undefined;
  loading: boolean;
  /** A load failure to show with a retry (null: nothing to show). */
  error?: unknown;
  onRetry?: () => void;
  nowMs: number;
  onOpen: (bonus: Bonus) => void;
}

export function BonusGrid({
  bonuses,
  loading,
  error = null,
  onRetry = () => undefined,
  nowMs,
  onOpen,
}: BonusGridProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="bonus-grid-title">
      <h2 id="bonus-grid-title" className="h6">
        {t('bonus.gridTitle')}
      </h2>
      {loading ? (
        <div className="text-center py-4">
          <Spinner animation="border" role="status" aria-label={t('common.loading')} />
        </div>
      ) : error ? (
        <LoadFailed error={error} onRetry={onRetry} />
      ) : !bonuses || bonuses.length === 0 ? (
        <p className="text-body-secondary">{t('bonus.empty')}</p>
      ) : (
        <ul className="bonus-grid">
          {bonuses.map((bonus) => (
            <li key={bonus.code}>
              <BonusCard bonus={bonus} state={bonusState(bonus, nowMs)} onOpen={onOpen} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

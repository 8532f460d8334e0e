import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/form/busy-button';
import type { ActiveBonus } from '@/contract/bonus';

/** Kinds of bonus the line names (bonus types, and a promo code); another kind shows no badge. */
const KNOWN_TYPES = ['limit', 'day', 'week', 'promotion'];

export interface ActiveBonusLineProps {
  active: ActiveBonus;
  onCancel: () => void;
  cancelling: boolean;
}

/** The bonus in progress, with its type and the cancel button. */
export function ActiveBonusLine({ active, onCancel, cancelling }: ActiveBonusLineProps) {
  const { t } = useTranslation();
  const type = active.type !== null && KNOWN_TYPES.includes(active.type) ? active.type : null;
  return (
    <section className="active-bonus card mb-3" aria-labelledby="active-bonus-title">
      <div className="card-body d-flex align-items-center justify-content-between gap-2 flex-wrap">
        <div>
          <h2 id="active-bonus-title" className="h6 mb-1">
            {t('bonus.activeTitle')}
          </h2>
          <p className="mb-0">
            {active.name ? <strong>{active.name}</strong> : null}{' '}
            {type && <span className="badge text-bg-success">{t(`bonus.types.${type}`)}</span>}
          </p>
        </div>
        <BusyButton
          variant="outline-danger"
          size="sm"
          className="active-bonus__cancel"
          onClick={onCancel}
          disabled={cancelling}
          busy={cancelling}
        >
          {t('bonus.cancel')}
        </BusyButton>
      </div>
    </section>
  );
}

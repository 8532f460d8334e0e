import { useTranslation } from 'react-i18next';
import { imageUrl } from '@/rules/url';
import type { Bonus } from '@/contract/bonus';
import type { BonusState } from '../model';

export interface BonusCardProps {
  bonus: Bonus;
  state: BonusState;
  onOpen: (bonus: Bonus) => void;
}

/** A bonus banner: current (active), received (disabled at its period limit) or clickable. */
export function BonusCard({ bonus, state, onOpen }: BonusCardProps) {
  const { t } = useTranslation();
  const image = imageUrl(bonus.banners?.[0]?.image);
  return (
    <button
      type="button"
      className={`bonus-card bonus-card--${state}`}
      onClick={() => onOpen(bonus)}
      disabled={state === 'received'}
      aria-current={state === 'current' ? 'true' : undefined}
    >
      {image && <img src={image} alt="" width={300} height={211} loading="lazy" className="bonus-card__image" />}
      <span className="bonus-card__body">
        <span className="bonus-card__name">{bonus.name ?? bonus.code}</span>
        <span className="bonus-card__meta">
          <span className="badge text-bg-light border">{t(`bonus.types.${bonus.type}`)}</span>
          <span className={`badge bonus-card__state bonus-card__state--${state}`}>{t(`bonus.state.${state}`)}</span>
        </span>
      </span>
    </button>
  );
}

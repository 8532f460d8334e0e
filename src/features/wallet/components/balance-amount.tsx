import { useTranslation } from 'react-i18next';
import { useMoney } from '@/lib/member-currency';
import { useBalancesHidden } from '../balance-visibility';

/** What a hidden balance shows in place of its digits: a fixed width, so the screen does not jump. */
export const BALANCE_MASK = '••••••';

/** A hidden balance: the mask and the currency's word on screen, "hidden" for a screen reader (not the bullets). */
export function HiddenAmount() {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <span className="balance-hidden">
      <span aria-hidden="true">{t('money.amount', { amount: BALANCE_MASK, currency: money.word })}</span>
      <span className="visually-hidden">{t('money.hidden')}</span>
    </span>
  );
}

/**
 * One of the member's own balances, hidden while they chose to hide them (the eye on home's header). Amounts the
 * member types or confirms (review steps, receipts, statement lines) are not balances and never use this.
 */
export function BalanceAmount({ value }: { value: number }) {
  const money = useMoney();
  const { hidden } = useBalancesHidden();
  return hidden ? <HiddenAmount /> : <>{money.format(value)}</>;
}

import { useTranslation } from 'react-i18next';

/** The deposit rule texts of spec section 5, shown before the accounts to pay to. */
export function DepositRules() {
  const { t } = useTranslation();
  return (
    <ul className="deposit-rules small">
      <li>{t('deposit.rules.registeredOnly')}</li>
      <li>{t('deposit.rules.creditTime')}</li>
      <li>{t('deposit.rules.slipWithin')}</li>
      <li>{t('deposit.rules.slipWindow')}</li>
    </ul>
  );
}

import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { WalletIcon } from './wallet-icon';

/** Shown on home while a KTB, TMB or BBL account name is not in English letters. */
export function BankNameNotice({ onEdit }: { onEdit: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="alert alert-warning d-flex align-items-center gap-2 py-2" role="status">
      <WalletIcon name="warning" size={20} />
      <span className="flex-grow-1">{t('bankName.notice')}</span>
      <Button size="sm" variant="dark" className="text-nowrap flex-shrink-0" onClick={onEdit}>
        {t('bankName.edit')}
      </Button>
    </div>
  );
}

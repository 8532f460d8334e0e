import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BonusPage } from '@/features/bonus/components/bonus-page';
import { walletKeys } from '@/features/wallet/api';

export function Component() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const reloadWallet = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: walletKeys.wallet, exact: true }),
    [queryClient],
  );
  return (
    <main className="page container bonus-page">
      <h1 className="page__title">{t('pages.bonus')}</h1>
      <BonusPage onWalletChanged={reloadWallet} />
    </main>
  );
}

import { Suspense, useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useInviteBonus } from '@/features/invite/use-invite-bonus';
import { useSpinActive } from '@/features/spin/api';
import { useWallet, walletKeys } from '@/features/wallet/api';
import { BankNameNotice } from '@/features/wallet/components/bank-name-notice';
import { GameAccountRows } from '@/features/wallet/components/game-account-rows';
import { PendingMoveNotice } from '@/features/wallet/components/pending-move-notice';
import { HomeTiles } from '@/features/wallet/components/home-tiles';
import { WalletHeader } from '@/features/wallet/components/wallet-header';
import { needsEnglishBankName } from '@/features/wallet/model';
import { useAgreementPrompt } from '@/features/wallet/use-agreement-prompt';
import { useHomeEntry } from '@/features/wallet/use-home-entry';
import { afterFirstPage } from '@/lib/after-first-page';
import {
  AgreementModal,
  DepositModal,
  EditBankNameModal,
  GameAccountModal,
  InviteFlow,
  MONEY_DIALOGS_PREFETCH_MS,
  prefetchMoneyDialogs,
  RefundFlow,
  TransferModal,
  WithdrawModal,
} from './home-dialogs';

/**
 * Which modal home shows. Later areas add their own kinds here (deposit, invite, refund, banner
 * carousels) and a matching line below; tiles they own show a coming-soon toast until then.
 */
type HomeModal =
  | { kind: 'none' }
  | { kind: 'transfer'; to?: string }
  | { kind: 'withdraw' }
  | { kind: 'game'; code: string }
  | { kind: 'invite' }
  | { kind: 'refund' }
  | { kind: 'deposit' };

export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const entry = useHomeEntry();
  const wallet = useWallet(entry.ready);
  const spinActive = useSpinActive();
  const agreement = useAgreementPrompt();
  const [modal, setModal] = useState<HomeModal>({ kind: 'none' });
  // The English bank-name prompt opens over the deposit modal (from its copy action) or on its own (the notice).
  const [bankNamePrompt, setBankNamePrompt] = useState<{ after?: () => void } | null>(null);
  const close = useCallback(() => setModal({ kind: 'none' }), []);
  const queryClient = useQueryClient();
  const reloadWallet = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: walletKeys.wallet, exact: true }),
    [queryClient],
  );
  const inviteBonus = useInviteBonus({ onReceived: reloadWallet });
  useEffect(() => afterFirstPage(() => prefetchMoneyDialogs(queryClient), MONEY_DIALOGS_PREFETCH_MS), [queryClient]);

  const data = wallet.data;
  const bankAccount = data?.bankAccount;
  const needsEnglishName = needsEnglishBankName(bankAccount);
  /** The deposit's copy of an account number needs the English account name first: prompt, then copy. */
  const withEnglishBankName = useCallback(
    (copy: () => void) => (needsEnglishName ? setBankNamePrompt({ after: copy }) : copy()),
    [needsEnglishName],
  );

  return (
    <main className="page container home">
      <WalletHeader
        wallet={data}
        updatedAt={wallet.dataUpdatedAt || null}
        error={wallet.isError ? wallet.error : null}
        onRetry={() => void wallet.refetch()}
        onRefresh={() => void entry.refresh()}
        refreshing={entry.refreshing}
        onReceiveBonus={() => void inviteBonus.receive()}
        receiving={inviteBonus.receiving}
      />

      {needsEnglishName && <BankNameNotice onEdit={() => setBankNamePrompt({})} />}

      <PendingMoveNotice />

      <HomeTiles
        spinActive={spinActive}
        onDeposit={() => setModal({ kind: 'deposit' })}
        onWithdraw={() => setModal({ kind: 'withdraw' })}
        onSpin={() => void navigate('/user/spin')}
        onRefreshAll={() => void entry.refresh()}
        refreshing={entry.refreshing}
        onInvite={() => setModal({ kind: 'invite' })}
        onBonuses={() => void navigate('/user/bonus')}
        onRefund={() => setModal({ kind: 'refund' })}
      />

      <button type="button" className="btn btn-primary w-100 mb-3" onClick={() => setModal({ kind: 'transfer' })}>
        {t('home.transfer')}
      </button>

      <GameAccountRows slots={data?.slots} onOpen={(code) => setModal({ kind: 'game', code })} />

      <Suspense fallback={null}>
        {modal.kind === 'transfer' && <TransferModal show wallet={data} initialTo={modal.to} onHide={close} />}
        {modal.kind === 'withdraw' && <WithdrawModal show wallet={data} onHide={close} />}
        {modal.kind === 'game' && (
          <GameAccountModal
            key={modal.code}
            show
            game={data?.slots.find((slot) => slot.code === modal.code)}
            onHide={close}
            onTransfer={(code) => setModal({ kind: 'transfer', to: code })}
          />
        )}
        {modal.kind === 'invite' && <InviteFlow userId={data?.profile._id} onClose={close} />}
        {modal.kind === 'refund' && <RefundFlow onClose={close} onWalletChanged={reloadWallet} />}
        {modal.kind === 'deposit' && <DepositModal show onHide={close} beforeCopy={withEnglishBankName} />}
        {bankNamePrompt && bankAccount && (
          <EditBankNameModal
            show
            bankAccount={bankAccount}
            onHide={() => setBankNamePrompt(null)}
            onSaved={bankNamePrompt.after}
          />
        )}
        {agreement.show && modal.kind === 'none' && !bankNamePrompt && (
          <AgreementModal
            show
            agreements={agreement.agreements}
            onAcknowledge={agreement.acknowledge}
            onHide={agreement.dismiss}
          />
        )}
      </Suspense>
    </main>
  );
}

import { useCallback, useDeferredValue, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { memberPath } from '@/config/paths';
import { useInviteBonus } from '@/features/invite/hooks/use-invite-bonus';
import { useSpinActive } from '@/features/spin/api';
import { FailedWithdrawals, MovesUnderWay } from '@/features/statement/components/moves-under-way';
import { PendingMoveNotice } from '@/features/statement/components/pending-move-notice';
import { prefetchReceipts } from '@/features/statement/components/receipt-dialogs';
import { useWallet } from '@/features/wallet/api';
import { BankNameNotice } from '@/features/wallet/components/bank-name-notice';
import { GameAccountRows } from '@/features/wallet/components/game-account-rows';
import { HomeTiles } from '@/features/wallet/components/home-tiles';
import { WalletHeader } from '@/features/wallet/components/wallet-header';
import { needsEnglishBankName } from '@/features/wallet/model';
import { useAgreementPrompt } from '@/features/wallet/hooks/use-agreement-prompt';
import { useHomeRefresh } from '@/features/wallet/hooks/use-home-refresh';
import { afterFirstPage } from '@/lib/after-first-page';
import { MONEY_DIALOGS_PREFETCH_MS, moneyDialogPrefetches } from './home/dialogs';
import { createHomeDialogs, HomeOpenDialog } from './home/open-dialog';

export { clientLoader } from './home/loader';

/** Home: the wallet header, notices, tiles, the transfer button, the game accounts and the dialog open over them. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const entry = useHomeRefresh();
  const wallet = useWallet();
  const spinActive = useSpinActive();
  const agreement = useAgreementPrompt();
  const [dialogs] = useState(createHomeDialogs);
  // The English bank-name prompt opens over the deposit modal (from its copy action) or on its own (the notice).
  const [bankNamePrompt, setBankNamePrompt] = useState<{ after?: () => void } | null>(null);
  const queryClient = useQueryClient();
  const inviteBonus = useInviteBonus();
  // The money dialogs and the receipts the notices open come after home's first paint, fetched once it is idle.
  useEffect(
    () => afterFirstPage([...moneyDialogPrefetches(queryClient), prefetchReceipts], MONEY_DIALOGS_PREFETCH_MS),
    [queryClient],
  );

  const data = wallet.data;
  // What paints under the tiles takes the wallet's answer in a pass of its own, after the balance: on a slow phone
  // the balance no longer waits for the game accounts and the moves to render with it, in one long task.
  const below = useDeferredValue(data);
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

      {data && (
        <PendingMoveNotice
          key={data.profile._id}
          member={data.profile._id}
          statementPath={memberPath('statement')}
          bank={data.bankAccount}
          games={data.slots}
        />
      )}

      <HomeTiles
        spinActive={spinActive}
        onDeposit={() => dialogs.open({ kind: 'deposit' })}
        onWithdraw={() => dialogs.open({ kind: 'withdraw' })}
        onSpin={() => void navigate(memberPath('spin'))}
        onRefreshAll={() => void entry.refresh()}
        refreshing={entry.refreshing}
        onInvite={() => dialogs.open({ kind: 'invite' })}
        onBonuses={() => void navigate(memberPath('bonus'))}
        onRefund={() => dialogs.open({ kind: 'refund' })}
      />

      <button type="button" className="btn btn-primary w-100 mb-3" onClick={() => dialogs.open({ kind: 'transfer' })}>
        {t('home.transfer')}
      </button>

      <GameAccountRows slots={below?.slots} onOpen={(code) => dialogs.open({ kind: 'game', code })} />

      {/*
       * The server's record: what is already on its way, before it is sent again, and why the balance went back up
       * (a withdrawal that failed, its money back). Last, under the game accounts: home paints before the wallet
       * answers, and these come with it; above the game accounts they pushed them down as they came (CLS 0.28).
       */}
      {below && <MovesUnderWay bank={below.bankAccount} games={below.slots} />}
      {below && <FailedWithdrawals bank={below.bankAccount} games={below.slots} />}

      <HomeOpenDialog
        dialogs={dialogs}
        wallet={data}
        beforeCopy={withEnglishBankName}
        bankNamePrompt={bankNamePrompt}
        onBankNamePromptDone={() => setBankNamePrompt(null)}
        agreement={agreement}
      />
    </main>
  );
}

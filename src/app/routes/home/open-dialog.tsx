import { Suspense, useSyncExternalStore } from 'react';
import type { WalletResponse } from '@/contract/wallet';
import type { AgreementPrompt } from '@/features/wallet/hooks/use-agreement-prompt';
import {
  AgreementModal,
  DepositModal,
  EditBankNameModal,
  GameAccountModal,
  InviteFlow,
  RefundFlow,
  TransferModal,
  WithdrawModal,
} from './dialogs';

/** Which dialog home shows over the page (one at a time; the bank-name prompt and agreement come on their own). */
export type HomeModal =
  | { kind: 'none' }
  | { kind: 'transfer'; to?: string }
  | { kind: 'withdraw' }
  | { kind: 'game'; code: string }
  | { kind: 'invite' }
  | { kind: 'refund' }
  | { kind: 'deposit' };

/**
 * Which dialog is open, held outside home's own state: opening one renders the dialog alone, not the wallet header,
 * notices and game accounts under it again.
 */
export interface HomeDialogs {
  open: (modal: HomeModal) => void;
  subscribe: (listener: () => void) => () => void;
  current: () => HomeModal;
}

export function createHomeDialogs(): HomeDialogs {
  let current: HomeModal = { kind: 'none' };
  const listeners = new Set<() => void>();
  return {
    open(modal) {
      current = modal;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    current: () => current,
  };
}

export interface HomeOpenDialogProps {
  dialogs: HomeDialogs;
  wallet: WalletResponse | undefined;
  /** The deposit's copy of an account number, after the English bank-name prompt where the bank needs one. */
  beforeCopy: (copy: () => void) => void;
  /** The English bank-name prompt, open over the deposit (then `after` copies) or on its own. */
  bankNamePrompt: { after?: () => void } | null;
  onBankNamePromptDone: () => void;
  agreement: AgreementPrompt;
}

/** The dialog open over home: the one the member asked for, the bank-name prompt, or the agreement when free. */
export function HomeOpenDialog(props: HomeOpenDialogProps) {
  const { dialogs, wallet, bankNamePrompt, agreement } = props;
  const modal = useSyncExternalStore(dialogs.subscribe, dialogs.current);
  const close = () => dialogs.open({ kind: 'none' });
  const bankAccount = wallet?.bankAccount;
  return (
    <Suspense fallback={null}>
      {modal.kind === 'transfer' && <TransferModal show wallet={wallet} initialTo={modal.to} onHide={close} />}
      {modal.kind === 'withdraw' && <WithdrawModal show wallet={wallet} onHide={close} />}
      {modal.kind === 'game' && (
        <GameAccountModal
          key={modal.code}
          show
          game={wallet?.slots.find((slot) => slot.code === modal.code)}
          onHide={close}
          onTransfer={(code) => dialogs.open({ kind: 'transfer', to: code })}
        />
      )}
      {modal.kind === 'invite' && <InviteFlow userId={wallet?.profile._id} onClose={close} />}
      {modal.kind === 'refund' && <RefundFlow onClose={close} />}
      {modal.kind === 'deposit' && <DepositModal show onHide={close} beforeCopy={props.beforeCopy} />}
      {bankNamePrompt && bankAccount && (
        <EditBankNameModal
          show
          bankAccount={bankAccount}
          onHide={props.onBankNamePromptDone}
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
  );
}

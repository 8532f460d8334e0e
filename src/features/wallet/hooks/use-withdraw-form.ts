import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { WalletResponse } from '@/contract/wallet';
import { useMoney } from '@/lib/member-currency';
import { bankParty } from '@/lib/receipt';
import { groupAmountText, parseAmount } from '@/rules/amount-text';
import { useWithdraw, useWithdrawAll, useWithdrawLimits } from '../api';
import { validateWithdraw, withdrawAllAmount, withdrawAllSources, type MoveSource } from '../model';
import { withdrawReceipt } from '../components/receipts';
import { useMoveForm } from './use-move-form';

/** What waits for Confirm: the amount, and for withdraw-all the balances it is made of. */
export interface WithdrawReview {
  all: boolean;
  amount: number;
  sources: MoveSource[];
}

/**
 * The withdrawal's form and requests: the server's bounds (loaded while the modal shows), the typed amount checked
 * against them, withdraw-all writing its total into the field before the same check, the review waiting for
 * Confirm, and one withdrawal or withdraw-all per confirmation with its receipt to the member's bank account.
 */
export function useWithdrawForm(wallet: WalletResponse | undefined, show: boolean, onHide: () => void) {
  const { i18n } = useTranslation();
  const money = useMoney();
  const limits = useWithdrawLimits(show);
  const withdraw = useWithdraw();
  const withdrawAll = useWithdrawAll();
  /** The checked request waiting for the member's Confirm; the form comes back, as typed, on Back. */
  const move = useMoveForm<WithdrawReview>('withdraw', onHide);
  const { amountText, setAmountText, setMessage, review, setReview, flying, send } = move;
  const ready = Boolean(wallet && limits.data);
  const bank = wallet?.bankAccount;

  const check = (amount: number, available?: number): boolean => {
    if (!limits.data) return false;
    const problem = validateWithdraw(amount, limits.data, available);
    setMessage(problem);
    return problem === null;
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (flying() || !ready || move.unreadable()) return;
    const amount = parseAmount(amountText, money.decimals);
    if (check(amount, wallet?.wallet.amount)) setReview({ all: false, amount, sources: [] });
  };

  const onWithdrawAll = () => {
    if (flying() || !ready) return;
    // The total and what it is made of come from the same balances: the review lists them.
    const sources = withdrawAllSources(wallet);
    const amount = withdrawAllAmount(wallet, money.currency);
    setAmountText(groupAmountText(amount.toFixed(money.decimals)));
    if (check(amount)) setReview({ all: true, amount, sources });
  };

  const onConfirm = () => {
    if (flying() || !review) return;
    const { all, amount } = review;
    void send(all ? withdrawAll : withdraw, amount, (answer) =>
      withdrawReceipt(amount, answer, bank && bankParty(bank, i18n.language)),
    );
  };

  return {
    move,
    limits,
    ready,
    pending: withdraw.isPending || withdrawAll.isPending,
    withdrawing: withdraw.isPending,
    withdrawingAll: withdrawAll.isPending,
    onSubmit,
    onWithdrawAll,
    onConfirm,
  };
}

import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TransferAnswer, WalletResponse } from '@/contract/wallet';
import { useMoney } from '@/lib/member-currency';
import { parseAmount } from '@/rules/amount-text';
import { useTransfer, useTransferAll } from '../api';
import {
  canTransfer,
  NONE,
  transferAccounts,
  transferAllAmount,
  transferAllSources,
  validateTransfer,
  validateTransferAll,
  WALLET,
  type TransferReview,
} from '../model';
import { transferReceipt } from '../components/receipts';
import { useMoveForm } from './use-move-form';

/**
 * The transfer's form and requests: both ends (a game account picked as the target starts from the wallet;
 * otherwise both start unchosen), the typed amount, the review waiting for Confirm, and one transfer or
 * transfer-all per confirmation. Back from a typed transfer's review returns to the amount, from transfer-all's
 * to its button.
 */
export function useTransferForm(wallet: WalletResponse | undefined, onHide: () => void, initialTo?: string) {
  const { t } = useTranslation();
  const money = useMoney();
  const transfer = useTransfer();
  const transferAll = useTransferAll();
  const [from, setFrom] = useState(initialTo && initialTo !== WALLET ? WALLET : NONE);
  const [to, setTo] = useState(initialTo ?? NONE);
  /** A transfer and transfer-all wait on their review for the member's Confirm; Back brings the form back as it was. */
  const move = useMoveForm<TransferReview>('transfer', onHide);
  const { amountText, setMessage, review, setReview, flying, send } = move;

  const amount = parseAmount(amountText, money.decimals);
  const accounts = wallet ? transferAccounts(wallet.slots) : [];
  const accountName = (value: string) =>
    value === WALLET ? t('transfer.wallet') : (accounts.find((account) => account.value === value)?.name ?? value);
  /** The member chose another end: the old message and failure no longer apply. */
  const choose = (set: (next: string) => void) => (next: string) => {
    set(next);
    move.edited();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (flying() || move.unreadable() || !canTransfer(amount)) return;
    const available = from === WALLET ? wallet?.wallet.amount : accounts.find((a) => a.value === from)?.amount;
    const problem = validateTransfer({ from, to, amount, available });
    setMessage(problem);
    if (problem) return;
    setReview({ all: false, from, to, amount, sources: [] });
  };

  const onTransferAll = () => {
    if (flying()) return;
    const problem = validateTransferAll(to, wallet);
    setMessage(problem);
    if (problem) return;
    setReview({
      all: true,
      from: NONE,
      to,
      amount: transferAllAmount(wallet, to, money.currency),
      sources: transferAllSources(wallet, to),
    });
  };

  const onConfirm = () => {
    if (flying() || !review) return;
    const { all, ...one } = review;
    const receipt = (answer: TransferAnswer) => transferReceipt(review, accountName, answer);
    // The transfer-all call names only its target (spec section 7).
    void (all
      ? send(transferAll, one.to, receipt)
      : send(transfer, { from: one.from, to: one.to, amount: one.amount }, receipt));
  };

  // Back from transfer-all's review returns to its button, from a typed transfer's to the amount.
  const onBack = () => move.onBack(review?.all ? 'all' : 'amount');

  return {
    move,
    from,
    to,
    chooseFrom: choose(setFrom),
    chooseTo: choose(setTo),
    amount,
    accounts,
    accountName,
    pending: transfer.isPending || transferAll.isPending,
    transferring: transfer.isPending,
    transferringAll: transferAll.isPending,
    onSubmit,
    onTransferAll,
    onConfirm,
    onBack,
  };
}

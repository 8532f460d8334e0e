import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { keyOf } from '@/contract/endpoint';
import { wallet } from '@/contract/wallet';
import { useMoney } from '@/lib/member-currency';
import { formatDateTime } from '@/lib/format';
import { keepIntent, uncertainIntents } from '@/lib/kept-intents';
import { WalletIcon } from './wallet-icon';

/** The wallet's money calls by their mutation's scope (useWalletMutation keys them by endpoint). */
const MOVES = {
  [JSON.stringify(keyOf(wallet.withdraw))]: 'withdraw',
  [JSON.stringify(keyOf(wallet.withdrawAll))]: 'withdraw',
  [JSON.stringify(keyOf(wallet.transfer))]: 'transfer',
  [JSON.stringify(keyOf(wallet.transferAll))]: 'transfer',
} as const;

export interface PendingMoveNoticeProps {
  member: string;
  /** The statement page's address (src/app/page-table.ts), where the member checks whether the move went through. */
  statementPath: string;
}

/**
 * On home after a reload: a withdrawal or transfer that got no answer may still be carried out. Said with its
 * amount and time and a link to the statement it says to check, until the member has seen it (the key stays:
 * trying the same again repeats that call).
 */
export function PendingMoveNotice({ member, statementPath }: PendingMoveNoticeProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const [pending, setPending] = useState(() => uncertainIntents(member).filter(([scope]) => scope in MOVES));
  if (pending.length === 0) return null;
  const seen = () => {
    pending.forEach(([scope, intent]) => keepIntent(member, scope, { ...intent, seen: true }));
    setPending([]);
  };
  return (
    <div className="alert alert-warning d-flex align-items-center gap-2 py-2" role="status">
      <WalletIcon name="warning" size={20} />
      <ul className="list-unstyled flex-grow-1 mb-0">
        {pending.map(([scope, intent]) => (
          <li key={scope}>
            {t('pendingMove.text', {
              move: t(`pendingMove.${MOVES[scope]}`),
              amount: intent.amount === undefined ? '' : money.format(intent.amount),
              time: formatDateTime(intent.at),
            })}
          </li>
        ))}
        <li>
          <Link to={statementPath} className="alert-link">
            {t('pendingMove.statementLink')}
          </Link>
        </li>
      </ul>
      <Button size="sm" variant="dark" className="text-nowrap flex-shrink-0" onClick={seen}>
        {t('common.ok')}
      </Button>
    </div>
  );
}

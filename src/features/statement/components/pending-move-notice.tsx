import { useEffect, useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { WarningIcon } from '@/components/warning-icon';
import type { BankAccount } from '@/contract/entities';
import { keyOf } from '@/contract/endpoint';
import type { StatementEntry } from '@/contract/statement';
import { wallet } from '@/contract/wallet';
import { formatDateTime } from '@/lib/format';
import { keepIntent, uncertainIntents, type KeptIntent } from '@/lib/kept-intents';
import { useMoney } from '@/lib/member-currency';
import { statementsQuery } from '../api';
import { claimLines, lineKey } from '../claimed-lines';
import { ARRIVAL_WINDOW_MS, settleSentMoves, type SentMove, type Settlement } from '../model';
import { useHomePlaces } from './moves-under-way';
import { StatementReceipt } from './receipt-dialogs';

/** The wallet's money calls by their mutation's scope (useWalletMutation keys them by endpoint). */
const MOVES: Readonly<Record<string, SentMove['kind']>> = {
  [JSON.stringify(keyOf(wallet.withdraw))]: 'withdraw',
  [JSON.stringify(keyOf(wallet.withdrawAll))]: 'withdraw',
  [JSON.stringify(keyOf(wallet.transfer))]: 'transfer',
  [JSON.stringify(keyOf(wallet.transferAll))]: 'transfer',
};

export interface PendingMoveNoticeProps {
  member: string;
  /** The statement page's address (src/config/paths.ts), where the member checks whether the move went through. */
  statementPath: string;
  /** The member's bank account and game accounts (the wallet answer's), to name the places on a move's receipt. */
  bank: BankAccount;
  games: readonly { code: string; name: string }[];
}

interface PendingMove {
  scope: string;
  intent: KeptIntent;
  kind: SentMove['kind'];
  settlement: Settlement;
}

/**
 * The member's moves this tab sent without an answer, kept from before the reload (read once, on entry), each
 * settled against the statement's first page; the page loads again when the youngest not yet found is due to be
 * said not to have come. Every kept key stays (the same again repeats that call, answered as the first).
 */
function usePendingMoves(member: string) {
  const [kept, setKept] = useState(() => uncertainIntents(member).filter(([scope]) => scope in MOVES));
  const statements = useQuery(statementsQuery(1));
  const page = statements.isPlaceholderData ? undefined : statements.data?.statements;
  const sent = kept.map(([scope, intent]): SentMove => ({ ...intent, kind: MOVES[scope] }));
  const settlements = settleSentMoves(sent, page, statements.dataUpdatedAt);
  const pending = kept.map(([scope, intent], index): PendingMove => ({
    scope,
    intent,
    kind: sent[index].kind,
    settlement: settlements[index],
  }));

  const due = Math.min(
    ...pending
      .filter((move) => page && move.settlement.state === 'waiting' && move.intent.amount !== undefined)
      .map((move) => (move.intent.lastSentAt ?? move.intent.at) + ARRIVAL_WINDOW_MS),
  );
  const { refetch } = statements;
  useEffect(() => {
    if (!Number.isFinite(due)) return;
    const timer = setTimeout(() => void refetch(), Math.max(0, due - Date.now()));
    return () => clearTimeout(timer);
  }, [due, refetch]);

  // The lines found, as one string: the lists beside the notice leave them out while it shows (claimed-lines.ts).
  const found = pending.flatMap(({ settlement }) => (settlement.state === 'found' ? [lineKey(settlement.entry)] : []));
  const foundKeys = JSON.stringify(found);
  useEffect(() => {
    claimLines(JSON.parse(foundKeys) as string[]);
    return () => claimLines([]);
  }, [foundKeys]);

  const seen = () => {
    kept.forEach(([scope, intent]) => keepIntent(member, scope, { ...intent, seen: true }));
    setKept([]);
  };
  return { pending, seen, loading: statements.isPending };
}

/**
 * On home after a reload: each withdrawal or transfer this tab sent without an answer, said against the server's
 * record with its amount and time: it reached us (in progress, done, or failed), with its receipt; not found yet,
 * it may still be carried out (check the statement); not found once the window has passed, it did not arrive and
 * may be sent again. Until the member has seen it.
 */
export function PendingMoveNotice({ member, statementPath, bank, games }: PendingMoveNoticeProps) {
  const { t } = useTranslation();
  const { pending, seen, loading } = usePendingMoves(member);
  const { names } = useHomePlaces({ bank, games });
  const [opened, setOpened] = useState<StatementEntry | null>(null);
  // Said once the record has answered (or failed to), never a warning that turns into "reached us" as it loads.
  if (pending.length === 0 || loading) return null;
  return (
    <div className="alert alert-warning d-flex align-items-center gap-2 py-2" role="status">
      <WarningIcon />
      <ul className="list-unstyled flex-grow-1 mb-0">
        {pending.map((move) => (
          <PendingMoveItem key={move.scope} move={move} onOpen={setOpened} />
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
      {opened && <StatementReceipt entry={opened} names={names} onHide={() => setOpened(null)} />}
    </div>
  );
}

/** The text of a settled move: the existing "may still be carried out" while it is not found and still young. */
const SETTLED_TEXT = { processing: 'pendingMove.reached', success: 'pendingMove.done' } as const;

function settledText(move: PendingMove): string {
  const { settlement, kind } = move;
  if (settlement.state === 'waiting') return 'pendingMove.text';
  if (settlement.state === 'missing') return 'pendingMove.missing';
  // A failed withdrawal's money is back in the wallet; a failed transfer's where it came from: nothing moved.
  return settlement.status === 'failed' ? `pendingMove.failed.${kind}` : SETTLED_TEXT[settlement.status];
}

function PendingMoveItem({ move, onOpen }: { move: PendingMove; onOpen: (entry: StatementEntry) => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const id = useId();
  const { settlement, intent } = move;
  return (
    <li className="d-flex align-items-center gap-2">
      <span id={id} className="flex-grow-1">
        {t(settledText(move), {
          move: t(`pendingMove.${move.kind}`),
          amount: intent.amount === undefined ? '' : money.format(intent.amount),
          time: formatDateTime(intent.at),
        })}
      </span>
      {settlement.state === 'found' && (
        <Button
          variant="link"
          size="sm"
          className="flex-shrink-0 p-0"
          aria-describedby={id}
          onClick={() => onOpen(settlement.entry)}
        >
          {t('receipt.title')}
        </Button>
      )}
    </li>
  );
}

import { useId, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@/components/load-failed';
import { ValueSkeleton } from '@/components/value-skeleton';
import type { BankAccount } from '@/contract/entities';
import type { StatementEntry } from '@/contract/statement';
import { formatDateTime } from '@/lib/format';
import { useMoney } from '@/lib/member-currency';
import { placeName, type PlaceNames } from '@/lib/place-names';
import { bankParty, partyText, receiptStatus, slipReceipt } from '@/lib/receipt';
import { slipsQuery, statementsQuery } from '../api';
import { lineKey, useClaimedLines } from '../claimed-lines';
import { movesUnderWay, recentlyFailedWithdrawals, statementReceipt, type MemberBank, type ServerMove } from '../model';
import { SlipReceipt, StatementReceipt } from './receipt-dialogs';

interface MovesUnderWayProps {
  /** The member's bank account (the wallet answer's): a withdrawal goes there, and a bank code is named by it. */
  bank: BankAccount;
  /** The wallet's game accounts, to name a transfer's game as the statement does. */
  games: readonly { code: string; name: string }[];
}

/** The names home writes places with: the member's bank (the wallet's) and the wallet's game accounts. */
export function useHomePlaces({ bank, games }: MovesUnderWayProps) {
  const { i18n } = useTranslation();
  const names = useMemo<PlaceNames>(() => ({ banks: [{ code: bank.bankCode, ...bank.bank }], games }), [bank, games]);
  const memberBank: MemberBank = { code: bank.bankCode, party: bankParty(bank, i18n.language) };
  return { names, memberBank };
}

/**
 * Home's notice of each withdrawal that failed in the last day, by the server's record (the statement's first page):
 * its money is back in the wallet, which explains the balance going back up; each opens its receipt.
 */
export function FailedWithdrawals(props: MovesUnderWayProps) {
  const statements = useQuery(statementsQuery(1));
  const [opened, setOpened] = useState<StatementEntry | null>(null);
  const { names } = useHomePlaces(props);
  const claimed = useClaimedLines();
  const failed = recentlyFailedWithdrawals(statements.data?.statements ?? [], Date.now()).filter(
    (entry) => !claimed.has(lineKey(entry)),
  );
  return (
    <>
      {failed.map((entry, index) => (
        <FailedWithdrawal
          key={entry._id ?? `${entry.createdAt}:${index}`}
          entry={entry}
          onOpen={() => setOpened(entry)}
        />
      ))}
      {opened && <StatementReceipt entry={opened} names={names} onHide={() => setOpened(null)} />}
    </>
  );
}

/**
 * Home's view of the moves still under way as the server records them (a withdrawal on its way to the bank, a slip
 * being checked, any line in progress) with amount and time, each opening its receipt. Read from the statement's
 * and the slip list's first pages, so a member who reloads, lost this tab's storage or changed phone sees what is
 * already on its way before sending it again. Nothing while they load; a failed load says so with Try again.
 */
export function MovesUnderWay(props: MovesUnderWayProps) {
  const statements = useQuery(statementsQuery(1));
  const slips = useQuery(slipsQuery(1));
  const [opened, setOpened] = useState<ServerMove | null>(null);
  const { names, memberBank } = useHomePlaces(props);
  const failedLoad = (statements.isError && !statements.data) || (slips.isError && !slips.data);
  // A line home's notice settled a kept move with is told there while it shows, with the member's own send time
  // and its receipt: listed here too, one withdrawal of 150 would read as two. Once the notice is closed, it is here.
  const claimed = useClaimedLines();
  const moves = movesUnderWay(statements.data?.statements ?? [], slips.data?.slips ?? []).filter(
    (move) => move.kind !== 'line' || !claimed.has(lineKey(move.entry)),
  );

  return (
    <>
      {failedLoad && (
        <LoadFailed
          className="alert alert-light py-2 mb-3"
          error={statements.error ?? slips.error}
          onRetry={() => {
            if (statements.isError) void statements.refetch();
            if (slips.isError) void slips.refetch();
          }}
        />
      )}
      {moves.length > 0 && <UnderWayList moves={moves} names={names} memberBank={memberBank} onOpen={setOpened} />}
      {opened?.kind === 'line' && (
        <StatementReceipt entry={opened.entry} names={names} onHide={() => setOpened(null)} />
      )}
      {opened?.kind === 'slip' && <SlipReceipt slip={opened.slip} onHide={() => setOpened(null)} />}
    </>
  );
}

/** "Your withdrawal of 230.00 baht on 05/12/2026 14:51:00 failed. The money is back in your wallet." */
function FailedWithdrawal({ entry, onOpen }: { entry: StatementEntry; onOpen: () => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const id = useId();
  return (
    <div className="alert alert-info moves-under-way__failed py-2 mb-3">
      <p id={id} className="moves-under-way__text mb-0">
        {money.currency ? (
          t('movesUnderWay.failedWithdrawal', {
            amount: money.format(entry.amount),
            time: formatDateTime(entry.createdAt),
          })
        ) : (
          <ValueSkeleton size="m" />
        )}
      </p>
      <ReceiptButton describedBy={id} onClick={onOpen} />
    </div>
  );
}

interface UnderWayListProps {
  moves: ServerMove[];
  names: PlaceNames;
  memberBank: MemberBank;
  onOpen: (move: ServerMove) => void;
}

function UnderWayList({ moves, names, memberBank, onOpen }: UnderWayListProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <section aria-labelledby={id} className="moves-under-way mb-3">
      <h2 id={id} className="moves-under-way__title">
        {t('movesUnderWay.title')}
      </h2>
      <ul className="list-unstyled mb-0">
        {moves.map((move, index) => (
          <UnderWayItem
            key={moveKey(move, index)}
            move={move}
            place={(code) => placeName(code, names, t, i18n.language)}
            memberBank={memberBank}
            onOpen={() => onOpen(move)}
          />
        ))}
      </ul>
    </section>
  );
}

const moveKey = (move: ServerMove, index: number) =>
  move.kind === 'slip' ? `slip:${move.slip.reference}` : `line:${move.entry._id ?? `${move.entry.createdAt}:${index}`}`;

interface UnderWayItemProps {
  move: ServerMove;
  place: (code: string) => string;
  memberBank: MemberBank;
  onOpen: () => void;
}

/**
 * One move, read from the receipt it opens (so the two cannot disagree): what and how much, then where it stands (a
 * withdrawal: on its way to the member's bank; else its receipt's status) and when.
 */
function UnderWayItem({ move, place, memberBank, onOpen }: UnderWayItemProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const id = useId();
  const receipt =
    move.kind === 'line' ? statementReceipt(move.entry, place, memberBank) : slipReceipt(move.slip, memberBank.party);
  const standing =
    receipt.move === 'withdraw' && receipt.to
      ? t('movesUnderWay.toBank', { to: partyText(receipt.to, t) })
      : t(`receipt.status.${receiptStatus(receipt)}`);
  return (
    <li className="moves-under-way__item">
      <div id={id} className="moves-under-way__text">
        <p className="moves-under-way__what mb-0">
          {t(`receipt.move.${receipt.move}`)}{' '}
          {typeof receipt.amount === 'number' &&
            (money.currency ? money.format(receipt.amount) : <ValueSkeleton size="s" />)}
        </p>
        <p className="moves-under-way__where small mb-0">
          {standing} · <time dateTime={String(receipt.at)}>{formatDateTime(receipt.at)}</time>
        </p>
      </div>
      <ReceiptButton describedBy={id} onClick={onOpen} />
    </li>
  );
}

function ReceiptButton({ describedBy, onClick }: { describedBy: string; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button
      variant="link"
      size="sm"
      className="moves-under-way__receipt flex-shrink-0"
      aria-describedby={describedBy}
      onClick={onClick}
    >
      {t('receipt.title')}
    </Button>
  );
}

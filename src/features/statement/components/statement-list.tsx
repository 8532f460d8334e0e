import { useDeferredValue, useEffect, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { afterFirstPage } from '@/lib/after-first-page';
import type { TFunction } from 'i18next';
import { LoadingLine } from '@/components/loading-line';
import { Pagination } from '@/components/pagination/pagination';
import { errorText } from '@/lib/errors';
import { formatDate } from '@/lib/format';
import { ContractError } from '@/lib/http';
import type { StatementEntry } from '@/contract/statement';
import type { PlaceNames } from '@/lib/place-names';
import { useStatements } from '../api';
import { groupByDay, type DayGroup } from '../day-groups';
import { lastPage, STATEMENT_PAGE_SIZE } from '../model';
import { StatementItem } from './statement-item';
import { prefetchReceipts, RECEIPTS_PREFETCH_MS, StatementReceipt } from './receipt-dialogs';

interface StatementListProps {
  page: number;
  onPageChange: (page: number) => void;
  /** The bank and game names the routes are written with; undefined while they load. */
  names: PlaceNames | undefined;
}

/**
 * The statement, ten entries a page, newest first, under a heading for each day (Today, Yesterday, the date): a
 * page replaces the one before, so a day that runs over into the next page is headed again there. A failure only hides the loader (spec section 8), with a retry;
 * an answer not in the contract's shape says so (errors.CONTRACT).
 */
export function StatementList({ page, onPageChange, names }: StatementListProps) {
  const { t } = useTranslation();
  const id = useId();
  const statements = useStatements(page);
  // The lines take the answer in a pass of their own, which React can pause: rendered in the task that took the
  // answer, a page of lines held the main thread up to about 100 ms on a slow phone (4x CPU), and a tap waited.
  const data = useDeferredValue(statements.data);
  const [receiptOf, setReceiptOf] = useState<StatementEntry | null>(null);
  const entries = data?.statements ?? [];
  const total = data?.total ?? 0;
  // A page past the end (an old link, ?page=999) shows the last page, never "no entries" (spec section 2).
  const beyond = data !== undefined && entries.length === 0 && total > 0 && page > lastPage(total, STATEMENT_PAGE_SIZE);
  useEffect(() => {
    if (beyond) onPageChange(lastPage(total, STATEMENT_PAGE_SIZE));
  }, [beyond, total, onPageChange]);
  useEffect(() => afterFirstPage(prefetchReceipts, RECEIPTS_PREFETCH_MS), []);

  return (
    <section aria-labelledby="statement-list-title" aria-busy={statements.isFetching}>
      <h2 id="statement-list-title" className="visually-hidden">
        {t('statement.listTitle')}
      </h2>
      {data === undefined && !statements.isError && <LoadingLine />}
      {statements.isError && !statements.data && (
        <div className="text-center py-3">
          <p className="text-body-secondary mb-2">{t('statement.loadFailed')}</p>
          {statements.error instanceof ContractError && (
            <p className="small text-body-secondary">{errorText(t, statements.error)}</p>
          )}
          <Button variant="outline-primary" size="sm" onClick={() => void statements.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      )}
      {data !== undefined && entries.length === 0 && !beyond && (
        <p className="text-center text-body-secondary py-4">{t('statement.empty')}</p>
      )}
      {entries.length > 0 && (
        <ul className="statement-list" aria-label={t('statement.pageLabel', { page: data?.page ?? page })}>
          {groupByDay(entries, Date.now()).map((group, index) => {
            const headingId = `${id}-day-${index}`;
            return (
              <li key={`${group.day}:${index}`} className="statement-day">
                <h3 id={headingId} className="statement-day__title">
                  {dayHeading(t, group)}
                </h3>
                <ul className="statement-day__entries" aria-labelledby={headingId}>
                  {group.entries.map((entry, line) => (
                    <StatementItem
                      key={entry._id ?? `${entry.createdAt}:${line}`}
                      entry={entry}
                      dayId={headingId}
                      names={names}
                      onOpenReceipt={setReceiptOf}
                    />
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      )}
      {receiptOf && <StatementReceipt entry={receiptOf} names={names} onHide={() => setReceiptOf(null)} />}
      <Pagination className="mt-3" page={page} total={total} pageSize={STATEMENT_PAGE_SIZE} onChange={onPageChange} />
    </section>
  );
}

function dayHeading(t: TFunction, group: DayGroup<StatementEntry>): string {
  if (group.kind === 'date') return formatDate(group.at);
  return t(`statement.day.${group.kind}`);
}

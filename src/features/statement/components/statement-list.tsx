import { useEffect, useState } from 'react';
import { Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { LoadingLine } from '@/components/loading-line';
import { Pagination } from '@/components/pagination/pagination';
import { errorText } from '@/lib/errors';
import { ContractError } from '@/lib/http';
import type { StatementEntry } from '@/contract/statement';
import type { PlaceNames } from '@/lib/place-names';
import { useStatements } from '../api';
import { lastPage, STATEMENT_PAGE_SIZE } from '../model';
import { StatementItem } from './statement-item';
import { StatementReceipt } from './statement-receipt';

interface StatementListProps {
  page: number;
  onPageChange: (page: number) => void;
  /** The bank and game names the routes are written with; undefined while they load. */
  names: PlaceNames | undefined;
}

/**
 * The statement, ten entries a page, newest first. A failure only hides the loader (spec section 8), with a retry;
 * an answer not in the contract's shape says so (errors.CONTRACT).
 */
export function StatementList({ page, onPageChange, names }: StatementListProps) {
  const { t } = useTranslation();
  const statements = useStatements(page);
  const [receiptOf, setReceiptOf] = useState<StatementEntry | null>(null);
  const entries = statements.data?.statements ?? [];
  const total = statements.isSuccess ? statements.data.total : 0;
  // A page past the end (an old link, ?page=999) shows the last page, never "no entries" (spec section 2).
  const beyond =
    statements.isSuccess && entries.length === 0 && total > 0 && page > lastPage(total, STATEMENT_PAGE_SIZE);
  useEffect(() => {
    if (beyond) onPageChange(lastPage(total, STATEMENT_PAGE_SIZE));
  }, [beyond, total, onPageChange]);

  return (
    <section aria-labelledby="statement-list-title" aria-busy={statements.isFetching}>
      <h2 id="statement-list-title" className="visually-hidden">
        {t('statement.listTitle')}
      </h2>
      {statements.isPending && <LoadingLine />}
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
      {statements.isSuccess && entries.length === 0 && !beyond && (
        <p className="text-center text-body-secondary py-4">{t('statement.empty')}</p>
      )}
      {entries.length > 0 && (
        <ul className="statement-list" aria-label={t('statement.pageLabel', { page: statements.data?.page ?? page })}>
          {entries.map((entry, index) => (
            <StatementItem
              key={entry._id ?? `${entry.createdAt}:${index}`}
              entry={entry}
              names={names}
              onOpenReceipt={setReceiptOf}
            />
          ))}
        </ul>
      )}
      {receiptOf && <StatementReceipt entry={receiptOf} names={names} onHide={() => setReceiptOf(null)} />}
      <Pagination
        className="mt-3"
        page={page}
        total={statements.data?.total ?? 0}
        pageSize={STATEMENT_PAGE_SIZE}
        onChange={onPageChange}
      />
    </section>
  );
}

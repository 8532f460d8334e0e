import type { ReactNode } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from './load-failed';
import { knownTotal } from './pagination/known-total';
import { Pagination } from './pagination/pagination';

export interface LogColumn<Row> {
  title: string;
  cell: (row: Row) => ReactNode;
  /** Amounts line up on the right. */
  end?: boolean;
}

export interface PagedLogProps<Row extends { _id?: string; createdAt: string }> {
  /** The section's id: its heading is `${id}-title`. */
  id: string;
  title: string;
  empty: string;
  columns: LogColumn<Row>[];
  query: { isPending: boolean; error: unknown; refetch: () => unknown };
  rows: Row[];
  /** The total the server sent, if any (spec section 3 names none for every list). */
  total: number | undefined;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
}

/**
 * A reward log in a modal (invites, refunds): a spinner while it loads, the rows a page at a time, an empty
 * line. A failed load shows why, with a retry, rather than an empty list (spec section 8 has it silent: README,
 * "Where we depart from the spec").
 */
export function PagedLog<Row extends { _id?: string; createdAt: string }>(props: PagedLogProps<Row>) {
  const { id, title, empty, columns, query, rows, page, pageSize, onPage } = props;
  const { t } = useTranslation();
  const end = (column: LogColumn<Row>) => (column.end ? 'text-end' : undefined);
  return (
    <section aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="h6">
        {title}
      </h3>
      {query.isPending ? (
        <div className="text-center py-3">
          <Spinner animation="border" size="sm" role="status" aria-label={t('common.loading')} />
        </div>
      ) : query.error ? (
        <LoadFailed error={query.error} onRetry={() => void query.refetch()} />
      ) : rows.length === 0 ? (
        <p className="text-body-secondary mb-0">{empty}</p>
      ) : (
        <div className="table-responsive">
          <table className="table table-sm align-middle reward-table">
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.title} scope="col" className={end(column)}>
                    {column.title}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={row._id ?? `${row.createdAt}-${index}`}>
                  {columns.map((column) => (
                    <td key={column.title} className={end(column)}>
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination
        page={page}
        total={knownTotal(page, pageSize, rows.length, props.total)}
        pageSize={pageSize}
        onChange={onPage}
        className="mt-2"
      />
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { paginationRange } from './pagination-range';
import { Chevron } from '@/components/path-icon';

export interface PaginationProps {
  /** Current page, 1-based. */
  page: number;
  /** Number of items (not pages). */
  total: number;
  pageSize?: number;
  onChange: (page: number) => void;
  className?: string;
}

export function Pagination({ page, total, pageSize = 10, onChange, className }: PaginationProps) {
  const { t } = useTranslation();
  const totalPages = pageSize > 0 ? Math.ceil(Math.max(total, 0) / pageSize) : 0;
  if (totalPages <= 1) return null;

  const pages = paginationRange(page, totalPages);
  const go = (target: number) => {
    if (target !== page && target >= 1 && target <= totalPages) onChange(target);
  };

  return (
    <nav aria-label={t('pagination.label')} className={className}>
      <ul className="pagination justify-content-center flex-wrap mb-0">
        <li className={`page-item${page <= 1 ? ' disabled' : ''}`}>
          <button
            type="button"
            className="page-link d-flex align-items-center h-100"
            aria-label={t('pagination.previous')}
            disabled={page <= 1}
            onClick={() => go(page - 1)}
          >
            <Chevron to="previous" />
          </button>
        </li>
        {pages.map((n) => {
          const current = n === page;
          return (
            <li key={n} className={`page-item${current ? ' active' : ''}`}>
              <button
                type="button"
                className="page-link"
                aria-label={t('pagination.page', { page: n })}
                aria-current={current ? 'page' : undefined}
                onClick={() => go(n)}
              >
                {n}
              </button>
            </li>
          );
        })}
        <li className={`page-item${page >= totalPages ? ' disabled' : ''}`}>
          <button
            type="button"
            className="page-link d-flex align-items-center h-100"
            aria-label={t('pagination.next')}
            disabled={page >= totalPages}
            onClick={() => go(page + 1)}
          >
            <Chevron to="next" />
          </button>
        </li>
      </ul>
    </nav>
  );
}

import { lazy, Suspense } from 'react';
import { Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { StatementList } from '@/features/statement/components/statement-list';
import { parsePage } from '@/features/statement/model';
import { SLIP_PARAM } from '@/lib/slip-status-link';

const SlipModal = lazy(() =>
  import('@/features/statement/components/slip-modal').then((m) => ({ default: m.SlipModal })),
);

export function Component() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = parsePage(params.get('page'));
  // The slip list is part of the URL: the upload's "slip status" link opens it, marking the slip it named.
  const slipsOpen = params.has(SLIP_PARAM);
  const setSlipsOpen = (open: boolean) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (open) next.set(SLIP_PARAM, '');
      else next.delete(SLIP_PARAM);
      return next;
    });

  const goTo = (next: number) => {
    setParams((current) => {
      const nextParams = new URLSearchParams(current);
      if (next > 1) nextParams.set('page', String(next));
      else nextParams.delete('page');
      return nextParams;
    });
    document.getElementById('statement-top')?.scrollIntoView?.({ block: 'start' });
  };

  return (
    <main className="page container statement-page" id="statement-top">
      <div className="d-flex align-items-center justify-content-between gap-2 mb-3">
        <h1 className="page__title mb-0">{t('pages.statement')}</h1>
        <Button variant="outline-primary" size="sm" onClick={() => setSlipsOpen(true)}>
          {t('slip.open')}
        </Button>
      </div>
      <StatementList page={page} onPageChange={goTo} />
      {slipsOpen && (
        <Suspense fallback={null}>
          <SlipModal show={slipsOpen} onHide={() => setSlipsOpen(false)} marked={params.get(SLIP_PARAM) || undefined} />
        </Suspense>
      )}
    </main>
  );
}

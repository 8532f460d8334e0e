import { lazy, Suspense, useState } from 'react';
import { Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { StatementList } from '@/features/statement/components/statement-list';
import { parsePage } from '@/features/statement/model';

const SlipModal = lazy(() =>
  import('@/features/statement/components/slip-modal').then((m) => ({ default: m.SlipModal })),
);

export function Component() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [slipsOpen, setSlipsOpen] = useState(false);
  const page = parsePage(params.get('page'));

  const goTo = (next: number) => {
    setParams(next > 1 ? { page: String(next) } : {});
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
          <SlipModal show={slipsOpen} onHide={() => setSlipsOpen(false)} />
        </Suspense>
      )}
    </main>
  );
}

import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useMemo } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { statementsQuery } from '@/features/statement/api';
import { StatementList } from '@/features/statement/components/statement-list';
import { parsePage } from '@/features/statement/model';
import { useWallet } from '@/features/wallet/api';
import { banksQuery, useBanks } from '@/lib/banks-query';
import { depositLookupQuery } from '@/lib/member-currency';
import type { PlaceNames } from '@/lib/place-names';
import { SLIP_PARAM } from '@/lib/slip-status-link';
import { walletQuery } from '@/lib/wallet-query';

const SlipModal = lazy(() =>
  import('@/features/statement/components/slip-modal').then((m) => ({ default: m.SlipModal })),
);

/**
 * The statement's first calls, started by its route (src/app/router.tsx): the page the address names, the deposit
 * lookup (the amounts' currency), and the banks and the wallet its routes are named from (usePlaceNames).
 */
export function clientLoader(client: QueryClient, url: URL): void {
  void client.prefetchQuery(statementsQuery(parsePage(url.searchParams.get('page'))));
  void client.prefetchQuery(depositLookupQuery);
  void client.prefetchQuery(banksQuery);
  void client.prefetchQuery(walletQuery);
}

/**
 * The names the statement's routes are written with: the bank lookup and the wallet's game accounts (what home and
 * the receipts name them by). Undefined while either loads; a failed one names nothing (its codes show as sent).
 */
function usePlaceNames(): PlaceNames | undefined {
  const banks = useBanks();
  const wallet = useWallet();
  const banksData = banks.data;
  const slots = wallet.data?.slots;
  const pending = banks.isPending || wallet.isPending;
  return useMemo(
    () => (pending ? undefined : { banks: banksData ?? [], games: slots ?? [] }),
    [pending, banksData, slots],
  );
}

export function Component() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = parsePage(params.get('page'));
  const names = usePlaceNames();
  // The slip list is part of the URL: the upload's "slip status" link opens it, marking the slip it named.
  const slipsOpen = params.has(SLIP_PARAM);
  /** Sets one parameter (null removes it) and keeps the others: the page and the open slip list live side by side. */
  const setParam = (name: string, value: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value === null) next.delete(name);
      else next.set(name, value);
      return next;
    });
  const setSlipsOpen = (open: boolean) => setParam(SLIP_PARAM, open ? '' : null);

  const goTo = (next: number) => {
    setParam('page', next > 1 ? String(next) : null);
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
      <StatementList page={page} onPageChange={goTo} names={names} />
      {slipsOpen && (
        <Suspense fallback={null}>
          <SlipModal show={slipsOpen} onHide={() => setSlipsOpen(false)} marked={params.get(SLIP_PARAM) || undefined} />
        </Suspense>
      )}
    </main>
  );
}

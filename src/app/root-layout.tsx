import { Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigation, useRouteError } from 'react-router-dom';
import { ErrorBoundary, ErrorFallback } from '@/components/error-boundary';
import { LoadingOverlay } from '@/components/loading-overlay';
import { config } from '@/config';
import { hasSession } from '@/lib/session';
import { pageFrame, pageShown } from './page-table';

export function RootLayout() {
  const location = useLocation();
  const navigation = useNavigation();
  return (
    <ErrorBoundary resetKeys={[location.pathname]}>
      <LoadingOverlay show={navigation.state === 'loading'} />
      <Outlet />
    </ErrorBoundary>
  );
}

/** Shown while the first page loads: the same markup index.html paints before any script runs. */
export function RouteFallback() {
  const { t } = useTranslation();
  const frame = pageFrame(pageShown(useLocation().pathname.replace(/\/+$/, ''), hasSession()));
  return (
    <>
      <header className="top-bar">
        <span className="top-bar__title">{config.appName}</span>
      </header>
      <div className={`page-frame${frame ? ` page-frame--${frame}` : ''}`} aria-hidden="true">
        <div className="page-frame__header" />
        <div className="page-frame__nav" />
      </div>
      <div className="route-fallback" role="status">
        <Spinner animation="border" aria-hidden="true" className="spinner-delayed" />
        <span className="visually-hidden">{t('common.loading')}</span>
      </div>
    </>
  );
}

/** A loader or a lazy chunk failed (for example offline): a translated recovery view, never a blank page. */
export function RouteError() {
  const error = useRouteError();
  return <ErrorFallback error={error} />;
}

import { Outlet, useLocation, useNavigation, useRouteError } from 'react-router-dom';
import { ErrorBoundary, ErrorFallback } from '@/components/error-boundary';
import { LoadingOverlay } from '@/components/loading-overlay';

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

/** A loader or a lazy chunk failed (for example offline): a translated recovery view, never a blank page. */
export function RouteError() {
  const error = useRouteError();
  return <ErrorFallback error={error} />;
}

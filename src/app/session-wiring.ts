import type { QueryClient } from '@tanstack/react-query';
import { isCannotVerifyIdentity } from '@/lib/errors';
import { configureHttp } from '@/lib/http';

interface Navigator {
  navigate: (to: string, options?: { replace?: boolean }) => Promise<void> | void;
  state: { location: { pathname: string; search: string } };
}

/** Lets the HTTP client send members to /terminated or back to /login through the router. */
export function wireSession(router: Navigator, queryClient: QueryClient): void {
  configureHttp({
    isCannotVerifyIdentity,
    onGone: () => {
      if (router.state.location.pathname !== '/terminated') void router.navigate('/terminated', { replace: true });
    },
    onSessionExpired: () => {
      queryClient.clear();
      const { pathname, search } = router.state.location;
      const next = pathname.startsWith('/user/') ? `?next=${encodeURIComponent(pathname + search)}` : '';
      if (pathname !== '/login') void router.navigate(`/login${next}`, { replace: true });
    },
  });
}

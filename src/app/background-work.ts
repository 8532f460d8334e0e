import { config } from '@/config';
import { afterFirstPage } from '@/lib/after-first-page';
import { linkWebManifest } from '@/lib/web-manifest';
import type { AppInstance } from './app';

/** The service worker's precache (about 1 MB) waits until the first page's own calls and images are in. */
const SERVICE_WORKER_DELAY_MS = 5_000;
/** The field-signals reporter, like the dialog view's prefetch, comes in after /login's first load. */
const FIELD_SIGNALS_DELAY_MS = 2_000;
/** The web manifest, read only to add the portal to the home screen, is linked once the first page is in. */
const WEB_MANIFEST_DELAY_MS = 2_000;

/** What the app starts once its first page is rendered: none of it is needed for that page (src/main.tsx). */
export function startBackgroundWork(app: AppInstance): void {
  // Off unless the build sets VITE_REPORT_URL: then the reporter and web-vitals load, after the first page (they
  // are no part of its first load; web-vitals reads the page's LCP from the buffered entries), and only then.
  if (config.reportUrl) {
    const url = config.reportUrl;
    afterFirstPage(
      () =>
        void import('@/lib/field-signals/start').then(({ startFieldSignals, routePattern }) =>
          startFieldSignals({
            url,
            sample: config.reportSample,
            version: config.appVersion,
            route: () => routePattern(app.router.state.matches),
          }),
        ),
      FIELD_SIGNALS_DELAY_MS,
    );
  }
  afterFirstPage(linkWebManifest, WEB_MANIFEST_DELAY_MS);
  // The members' build only (vite-plugins/pwa.ts): in a mocked build MSW's worker owns the scope.
  if (import.meta.env.PROD && import.meta.env.VITE_API_MOCKS === 'false') {
    afterFirstPage(
      () => void import('./service-worker/sw-registration').then((m) => m.registerServiceWorker()),
      SERVICE_WORKER_DELAY_MS,
    );
  }
}

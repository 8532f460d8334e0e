import './styles/main.scss';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { canHydrate, routerReady } from './app/first-load/take-over';
import { pageShown } from './app/page-table';
import { config } from './config';
import { LOGIN_PATH } from './config/paths';
import { afterFirstPage } from './lib/after-first-page';
import { watchEarlyErrors } from './lib/field-signals/signals';
import { appStylesReady } from './lib/app-styles';
import { currentLocale, initI18n } from './lib/i18n';
import { storedToken } from './lib/session';
import { linkWebManifest } from './lib/web-manifest';

/** The service worker's precache (about 1 MB) waits until the first page's own calls and images are in. */
const SERVICE_WORKER_DELAY_MS = 5_000;
/** The field-signals reporter, like the dialog view's prefetch, comes in after /login's first load. */
const FIELD_SIGNALS_DELAY_MS = 2_000;
/** The web manifest, read only to add the portal to the home screen, is linked once the first page is in. */
const WEB_MANIFEST_DELAY_MS = 2_000;

async function start() {
  // index.html adds this script from its <head> (src/app/first-load/head-start.ts): the page may still be parsing.
  if (document.readyState === 'loading') {
    await new Promise((resolve) => document.addEventListener('DOMContentLoaded', resolve, { once: true }));
  }
  // The mock worker must be running before the app (and socket.io-client, which captures
  // WebSocket at import) loads. The literal env check lets a VITE_API_MOCKS=false build drop the mocks.
  if (import.meta.env.VITE_API_MOCKS !== 'false') {
    const { startMockWorker } = await import('../mocks/browser');
    await startMockWorker();
  }
  // Any page but /login waits for every string: both parts in one file, as the head start preloads them.
  const allStrings = pageShown(location.pathname.replace(/\/+$/, ''), storedToken() !== null) !== LOGIN_PATH;
  const [{ App, createApp }] = await Promise.all([
    import('./app/app'),
    initI18n(undefined, { allStrings }),
    appStylesReady(),
  ]);
  const app = createApp();
  // Off unless the build sets VITE_REPORT_URL: then the reporter and web-vitals load, after the first page (they
  // are no part of its first load; web-vitals reads the page's LCP from the buffered entries), and only then.
  if (config.reportUrl) {
    const url = config.reportUrl;
    watchEarlyErrors();
    afterFirstPage(
      () =>
        void import('./lib/field-signals/start').then(({ startFieldSignals, routePattern }) =>
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
  const container = document.getElementById('root')!;
  const element = (
    <StrictMode>
      <App app={app} />
    </StrictMode>
  );
  // What index.html painted (the frame, or /login as the build rendered it) stays until the first page is ready:
  // React then takes the prerendered /login over, or renders the page in the frame's place.
  await routerReady(app.router);
  if (canHydrate(container, app, currentLocale())) hydrateRoot(container, element);
  else {
    const root = createRoot(container);
    // A transition: React renders the first page in slices, not in one long task on a slow phone.
    startTransition(() => root.render(element));
  }
  afterFirstPage(linkWebManifest, WEB_MANIFEST_DELAY_MS);
  // The members' build only (vite-plugins/pwa.ts): in a mocked build MSW's worker owns the scope. None of it is
  // needed for the first page.
  if (import.meta.env.PROD && import.meta.env.VITE_API_MOCKS === 'false') {
    afterFirstPage(
      () => void import('./app/service-worker/sw-registration').then((m) => m.registerServiceWorker()),
      SERVICE_WORKER_DELAY_MS,
    );
  }
  if (import.meta.env.VITE_API_MOCKS !== 'false') {
    const { mountQaConsole } = await import('../mocks/qa/mount');
    await mountQaConsole();
  }
}

void start();

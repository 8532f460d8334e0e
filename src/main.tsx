import './styles/main.scss';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { startBackgroundWork } from './app/background-work';
import { canHydrate, routerReady } from './app/first-load/take-over';
import { config } from './config';
import { LOGIN_PATH, pagePath, pageShown } from './config/paths';
import { watchEarlyErrors } from './lib/field-signals/signals';
import { appStylesReady } from './lib/app-styles';
import { currentLocale, initI18n } from './lib/i18n';
import { storedToken } from './lib/session';

async function start() {
  // index.html adds this script from its <head> (src/app/first-load/head-start.ts): the page may still be parsing.
  if (document.readyState === 'loading') {
    await new Promise((resolve) => document.addEventListener('DOMContentLoaded', resolve, { once: true }));
  }
  // The mock worker runs before the app and socket.io-client (which captures WebSocket at import) load; the literal
  // env check lets a VITE_API_MOCKS=false build drop the mocks.
  if (import.meta.env.VITE_API_MOCKS !== 'false') {
    const { startMockWorker } = await import('../mocks/browser');
    await startMockWorker();
  }
  // Any page but /login waits for every string: both parts in one file, as the head start preloads them.
  const allStrings = pageShown(pagePath(location.pathname), storedToken() !== null) !== LOGIN_PATH;
  const [{ App, createApp }] = await Promise.all([
    import('./app/app'),
    initI18n(undefined, { allStrings }),
    appStylesReady(),
  ]);
  const app = createApp();
  // Early errors are kept from here for the field signals' reporter, which loads after the first page.
  if (config.reportUrl) watchEarlyErrors();
  const container = document.getElementById('root')!;
  const element = (
    <StrictMode>
      <App app={app} />
    </StrictMode>
  );
  // What index.html painted stays until the first page is ready; React then hydrates the prerendered /login or renders.
  await routerReady(app.router);
  if (canHydrate(container, app, currentLocale())) hydrateRoot(container, element);
  // A transition: React renders the first page in slices, not in one long task on a slow phone.
  else startTransition(() => createRoot(container).render(element));
  startBackgroundWork(app);
  if (import.meta.env.VITE_API_MOCKS !== 'false') {
    const { mountQaConsole } = await import('../mocks/qa/mount');
    await mountQaConsole();
  }
}

void start();

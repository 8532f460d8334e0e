import './styles/main.scss';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { appStylesReady } from './lib/app-styles';
import { initI18n } from './lib/i18n';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Runs `task` once the page has loaded and the main thread is idle. */
function afterLoad(task: () => void) {
  const idle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(task, { timeout: 3000 }) : setTimeout(task, 0);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

async function start() {
  // The mock worker must be running before the app (and socket.io-client, which captures
  // WebSocket at import) loads. The literal env check lets a VITE_API_MOCKS=false build drop the mocks.
  if (import.meta.env.VITE_API_MOCKS !== 'false') {
    const { startMockWorker } = await import('../mocks/browser');
    await startMockWorker();
  }
  const [{ App, createApp }] = await Promise.all([import('./app/app'), initI18n(), appStylesReady()]);
  // Start-up in separate tasks, each short enough not to block a slow phone for long: the router (which
  // starts the first page's loaders), then the first render as a transition that React can slice.
  await nextTask();
  const app = createApp();
  await nextTask();
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App app={app} />
      </StrictMode>,
    ),
  );
  // The members' build only (build/pwa.ts): in a mocked build MSW's worker owns the scope. Loaded once the
  // page has loaded and is idle: none of it is needed for the first page.
  if (import.meta.env.PROD && import.meta.env.VITE_API_MOCKS === 'false') {
    afterLoad(() => void import('./app/service-worker/sw-registration').then((m) => m.registerServiceWorker()));
  }
  if (import.meta.env.VITE_API_MOCKS !== 'false') {
    const { mountQaConsole } = await import('../mocks/qa/mount');
    await mountQaConsole();
  }
}

void start();

import { setupWorker } from 'msw/browser';
import { chatSocketHandlers } from './chat-socket';
import { enablePersistence } from './db';
import { handlers } from './handlers';
import { setScenarioDefaults } from './scenarios';

/** Starts the mocked backend in the browser; the app renders only after this resolves. */
export async function startMockWorker(): Promise<void> {
  enablePersistence();
  setScenarioDefaults({ latencyMs: 250 });
  const worker = setupWorker(...handlers, ...chatSocketHandlers);
  await worker.start({
    quiet: true,
    onUnhandledRequest: 'bypass',
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
}

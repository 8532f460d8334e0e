import './styles/main.scss';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from './lib/i18n';

async function start() {
  // The mock worker must be running before the app (and socket.io-client, which captures
  // WebSocket at import) loads. The literal env check lets a VITE_API_MOCKS=false build drop the mocks.
  if (import.meta.env.VITE_API_MOCKS !== 'false') {
    const { startMockWorker } = await import('../mocks/browser');
    await startMockWorker();
  }
  const [{ App }] = await Promise.all([import('./app/app'), initI18n()]);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  if (import.meta.env.VITE_API_MOCKS !== 'false') {
    const { mountQaConsole } = await import('../mocks/qa/mount');
    await mountQaConsole();
  }
}

void start();

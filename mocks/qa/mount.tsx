import { lazy, StrictMode, Suspense, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { loadAllStrings } from '@/lib/i18n';
import { addQaStrings } from './strings';

const QaPanel = lazy(() => import('./qa-panel').then((m) => ({ default: m.QaPanel })));

function QaLauncher({ startOpen }: { startOpen: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(startOpen);
  return (
    <>
      <button
        type="button"
        className="qa-launcher"
        aria-expanded={open}
        aria-controls="qa-panel"
        onClick={() => setOpen((value) => !value)}
      >
        {t('qa.launcher')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <QaPanel onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

// Inline so the launcher needs no stylesheet of its own: a small tab on the left edge, above the bottom menu.
const LAUNCHER_CSS = `.qa-launcher{position:fixed;left:0;top:40%;z-index:1090;padding:.5rem .35rem;border:0;border-radius:0 .5rem .5rem 0;
background:#5a32a3;color:#fff;font:600 .75rem/1 system-ui,sans-serif;writing-mode:vertical-rl;min-height:2.75rem}
.qa-launcher:focus-visible{outline:2px solid #000;outline-offset:2px}`;

/** Mounts the QA console beside the app (mock builds only); `?qa` in the URL opens it at once. */
export async function mountQaConsole(): Promise<void> {
  if (document.getElementById('qa-root')) return;
  await loadAllStrings();
  addQaStrings();
  const style = document.createElement('style');
  style.textContent = LAUNCHER_CSS;
  document.head.append(style);
  const host = document.createElement('div');
  host.id = 'qa-root';
  document.body.append(host);
  const startOpen = new URLSearchParams(window.location.search).has('qa');
  createRoot(host).render(
    <StrictMode>
      <QaLauncher startOpen={startOpen} />
    </StrictMode>,
  );
}

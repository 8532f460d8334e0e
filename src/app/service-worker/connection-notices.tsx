import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { connectivity } from '@/lib/connectivity';
import { updateStore } from './update-store';

/** While the server cannot be reached, how often to ask again (the browser may never say it is back). */
export const PROBE_INTERVAL_MS = 5_000;

const subscribeOnline = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

export interface ConnectionNoticesProps {
  /** Run once the network is back: the page loads what it could not. */
  onBackOnline?: () => void;
  /** A light call that asks the server again while it cannot be reached (its answer clears the line). */
  probe?: () => Promise<unknown>;
}

/**
 * Above every page: the offline line while the browser is offline or the server gets no call through
 * (cleared, and `onBackOnline` run, when it answers again), and the prompt to reload into a new version once
 * the service worker has one waiting.
 */
export function ConnectionNotices({ onBackOnline, probe }: ConnectionNoticesProps) {
  const { t } = useTranslation();
  // The server snapshots are what the prerendered /login shows (vite-plugins/prerender-login.ts): online, no update.
  const browserOnline = useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
  const unreachable = useSyncExternalStore(connectivity.subscribe, connectivity.unreachable, () => false);
  const online = browserOnline && !unreachable;
  const update = useSyncExternalStore(updateStore.subscribe, updateStore.snapshot, () => null);
  const wasOffline = useRef(false);
  useEffect(() => {
    if (!online) wasOffline.current = true;
    else if (wasOffline.current) {
      wasOffline.current = false;
      onBackOnline?.();
    }
  }, [online, onBackOnline]);
  useEffect(() => {
    if (!unreachable || !browserOnline || !probe) return;
    const timer = setInterval(() => void probe().catch(() => undefined), PROBE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [unreachable, browserOnline, probe]);

  return (
    <div className="connection-notices">
      <div role="status">
        {!online && <p className="alert alert-warning mb-0 py-2 rounded-0 small">{t('connection.offline')}</p>}
      </div>
      {update && (
        <div className="alert alert-info mb-0 py-2 rounded-0 d-flex align-items-center gap-2" role="alert">
          <span className="small flex-grow-1">{t('connection.updateReady')}</span>
          <button type="button" className="btn btn-sm btn-primary" onClick={update}>
            {t('connection.reload')}
          </button>
          <button type="button" className="btn btn-sm btn-outline-secondary" onClick={updateStore.dismiss}>
            {t('connection.later')}
          </button>
        </div>
      )}
    </div>
  );
}

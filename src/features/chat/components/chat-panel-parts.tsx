import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/errors';
import { CloseIcon, RefreshIcon } from './chat-icons';

interface ChatPanelHeaderProps {
  /** The socket is up: "Online" instead of the subtitle. */
  online: boolean;
  refreshDisabled: boolean;
  onRefresh: () => void;
  onClose: () => void;
}

/** The panel's title, whether support is online, and its refresh and close buttons. */
export function ChatPanelHeader({ online, refreshDisabled, onRefresh, onClose }: ChatPanelHeaderProps) {
  const { t } = useTranslation();
  return (
    <header className="chat-panel__header">
      <div>
        <h2 id="chat-panel-title" className="chat-panel__title">
          {t('chat.title')}
        </h2>
        <p className="chat-panel__subtitle">{online ? t('chat.online') : t('chat.subtitle')}</p>
      </div>
      <div className="chat-panel__actions">
        <button
          type="button"
          className="icon-button"
          onClick={onRefresh}
          disabled={refreshDisabled}
          aria-label={t('chat.refresh')}
          title={t('chat.refresh')}
        >
          <RefreshIcon />
        </button>
        <button
          type="button"
          className="icon-button"
          onClick={onClose}
          aria-label={t('common.close')}
          title={t('common.close')}
        >
          <CloseIcon />
        </button>
      </div>
    </header>
  );
}

/** Why the history could not be loaded, with a retry. */
export function ChatLoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="chat-panel__state" role="alert">
      <p>{errorText(t, error)}</p>
      <button type="button" className="btn btn-outline-primary btn-sm" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}

/** Until the first page of history has arrived. */
export function ChatLoading() {
  const { t } = useTranslation();
  return (
    <div className="chat-panel__state">
      <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
      <span>{t('common.loading')}</span>
    </div>
  );
}

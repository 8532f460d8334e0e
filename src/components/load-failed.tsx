import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/errors';

export interface LoadFailedProps {
  error: unknown;
  /** What failed in words of its own, instead of the error's text. */
  text?: string;
  onRetry: () => void;
  className?: string;
}

/** A load that failed, in place: its translated text (errors.CONTRACT for an answer the app cannot read) and a retry. */
export function LoadFailed({ error, text, onRetry, className = '' }: LoadFailedProps) {
  const { t } = useTranslation();
  return (
    <div role="alert" className={`d-flex align-items-center justify-content-between gap-2 ${className}`.trim()}>
      <span className="small">{text ?? errorText(t, error)}</span>
      <Button size="sm" variant="outline-primary" className="flex-shrink-0" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}

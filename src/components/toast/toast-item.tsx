import { useEffect, useState, type ReactNode } from 'react';
import CloseButton from 'react-bootstrap/CloseButton';
import { useTranslation } from 'react-i18next';
import type { ToastVariant } from './use-toast';

export interface ToastItemProps {
  id: number;
  message: ReactNode;
  variant: ToastVariant;
  durationMs: number;
  onDismiss: (id: number) => void;
}

// Own markup instead of react-bootstrap's <Toast>, which always forces role="alert".
export function ToastItem({ id, message, variant, durationMs, onDismiss }: ToastItemProps) {
  const { t } = useTranslation();
  // Hovering or focusing the toast holds it open so it can be read (WCAG 2.2.1).
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => onDismiss(id), durationMs);
    return () => clearTimeout(timer);
  }, [paused, durationMs, id, onDismiss]);

  const danger = variant === 'danger';
  return (
    <div
      className={`toast show w-100 border-0 text-bg-${variant}`}
      style={{ pointerEvents: 'auto' }}
      role={danger ? 'alert' : 'status'}
      aria-live={danger ? 'assertive' : 'polite'}
      aria-atomic="true"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setPaused(false);
      }}
    >
      <div className="d-flex align-items-start">
        <div className="toast-body flex-grow-1 text-break">{message}</div>
        <CloseButton
          className="me-2 mt-2 flex-shrink-0"
          variant={variant === 'info' ? undefined : 'white'}
          aria-label={t('common.close')}
          onClick={() => onDismiss(id)}
        />
      </div>
    </div>
  );
}

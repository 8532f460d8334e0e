import { useEffect, useId, useRef } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';

const HOME_URL = import.meta.env.BASE_URL; // "/" unless the app is deployed under a sub-path

export interface ErrorFallbackProps {
  /** The caught error; not shown to members (it may hold internals), only kept for debugging. */
  error?: unknown;
  /** Resets whatever failed; without it, retry reloads the page (e.g. a lazy chunk that failed offline). */
  onRetry?: () => void;
}

export function ErrorFallback({ onRetry }: ErrorFallbackProps) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();

  // Move focus to the message so keyboard and screen-reader users learn the screen changed.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <section className="container py-5 text-center" aria-labelledby={titleId}>
      <h2 id={titleId} ref={headingRef} tabIndex={-1} className="h4">
        {t('errorBoundary.title')}
      </h2>
      <p className="text-body-secondary">{t('errorBoundary.text')}</p>
      <div className="d-flex flex-column flex-sm-row justify-content-center gap-2">
        <Button variant="primary" onClick={onRetry ?? (() => window.location.reload())}>
          {t('errorBoundary.retry')}
        </Button>
        {/* A plain link so recovery works even when the router itself is what failed. */}
        <a className="btn btn-outline-secondary" href={HOME_URL}>
          {t('errorBoundary.home')}
        </a>
      </div>
    </section>
  );
}

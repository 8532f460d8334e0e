import { useEffect, useMemo, useState } from 'react';
import { type HeadingLevel, loadedSanitizer, loadSanitizer, sanitizeHtml } from './sanitize-html';
import type { Sanitizer } from './sanitizer';

export interface SafeHtmlProps {
  html: string | null | undefined;
  className?: string;
  as?: 'div' | 'span' | 'section' | 'article';
  /** The level the HTML's top heading takes, one below the heading it sits under. */
  topHeading?: HeadingLevel;
}

/**
 * The only place in the app that may set innerHTML: everything goes through DOMPurify first. The
 * wrapper (class safe-html, styles/_safe-html.scss) keeps whatever the server sent painting inside its box.
 */
export function SafeHtml({ html, className, as: Tag = 'div', topHeading }: SafeHtmlProps) {
  const classes = className ? `safe-html ${className}` : 'safe-html';
  const [sanitizer, setSanitizer] = useState<Sanitizer | null>(loadedSanitizer);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (sanitizer) return;
    let active = true;
    loadSanitizer().then(
      (instance) => active && setSanitizer(instance),
      () => active && setFailed(true),
    );
    return () => {
      active = false;
    };
  }, [sanitizer]);

  const clean = useMemo(
    () => (sanitizer ? sanitizeHtml(sanitizer, html, topHeading) : null),
    [sanitizer, html, topHeading],
  );

  // Never fall back to the raw HTML: render empty until the sanitiser is ready (or if it failed to load).
  if (clean === null) return <Tag className={classes} aria-busy={failed ? undefined : 'true'} />;
  return <Tag className={classes} dangerouslySetInnerHTML={{ __html: clean }} />;
}

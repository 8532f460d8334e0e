import { useEffect, useMemo, useState } from 'react';
import { type HeadingLevel, loadedPurifyInstance, loadPurify, sanitizeHtml } from './sanitize-html';
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
  const [purify, setPurify] = useState<Sanitizer | null>(loadedPurifyInstance);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (purify) return;
    let active = true;
    loadPurify().then(
      (instance) => active && setPurify(instance),
      () => active && setFailed(true),
    );
    return () => {
      active = false;
    };
  }, [purify]);

  const clean = useMemo(() => (purify ? sanitizeHtml(purify, html, topHeading) : null), [purify, html, topHeading]);

  // Never fall back to the raw HTML: render empty until the sanitiser is ready (or if it failed to load).
  if (clean === null) return <Tag className={classes} aria-busy={failed ? undefined : 'true'} />;
  return <Tag className={classes} dangerouslySetInnerHTML={{ __html: clean }} />;
}

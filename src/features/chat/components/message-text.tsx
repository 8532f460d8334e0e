import { Fragment, useMemo } from 'react';
import { linkify } from '../links';

/** Plain text with only http(s) URLs made into links (opened in a new tab, no opener). */
export function MessageText({ text }: { text: string }) {
  const parts = useMemo(() => linkify(text), [text]);
  return (
    <p className="chat-text">
      {parts.map((part, index) =>
        part.kind === 'link' ? (
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer">
            {part.text}
          </a>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </p>
  );
}

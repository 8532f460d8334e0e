/** Safe links in text and what a server button does: every URL goes through the URL gate (src/rules/url.ts). */
import type { ChatBody, ChatButton } from '@/contract/chat';
import { chatButtonUrl, webUrl } from '@/rules/url';

export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const URL_PATTERN = /https?:\/\/[^\s<>"'`]+/gi;
const TRAILING = /[.,;:!?)\]}'"]+$/;

/** Splits plain text into text and link parts; only http(s) URLs the URL gate accepts become links. */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index ?? 0;
    let candidate = match[0];
    const trail = TRAILING.exec(candidate);
    if (trail) candidate = candidate.slice(0, candidate.length - trail[0].length);
    const href = webUrl(candidate);
    if (!href) continue;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', text: candidate, href });
    last = start + candidate.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

export type ButtonAction =
  | { kind: 'open'; href: string }
  | { kind: 'call'; href: string }
  | { kind: 'send'; body: ChatBody }
  /** A web or call button whose URL the URL gate refused: pressing it only says the link is unsafe. */
  | { kind: 'refused' }
  | { kind: 'blocked' };

/** What a tap on a server button does; web and call URLs go through the URL gate (src/rules/url.ts). */
export function buttonAction(button: ChatButton): ButtonAction {
  const payload = typeof button.payload === 'string' ? button.payload : '';
  switch (button.type) {
    case 'web':
    case 'call': {
      const href = chatButtonUrl(button.type, payload);
      if (!href) return { kind: 'refused' };
      return button.type === 'web' ? { kind: 'open', href } : { kind: 'call', href };
    }
    case 'postback':
      return payload
        ? { kind: 'send', body: { message_type: 'postback', payload: { title: button.title, payload } } }
        : { kind: 'blocked' };
    default: {
      const text = (payload || button.title || '').trim();
      return text ? { kind: 'send', body: { message_type: 'text', payload: text } } : { kind: 'blocked' };
    }
  }
}

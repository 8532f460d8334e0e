/**
 * Pure chat rules (spec sections 3, 4, 5 and 9): message shapes, validation of text and files,
 * safe links, the End Conversation separator and the unread/auto-scroll rule (the message list reducer is
 * in message-list.ts). No React here.
 */
import type { ChatBody, ChatButton, ChatConversation, ChatIdentity } from '@/contract/chat';
import { chatButtonUrl, webUrl } from '@/rules/url';

export const CHAT = {
  maxChars: 2000,
  imageMaxMb: 10,
  videoMaxMb: 20,
  historyPage: 10,
  readDelayMs: 1000,
  socketCheckMs: 5000,
  bottomThresholdPx: 60,
  alertMs: 4000,
  sendDelayMs: 500,
  /** Messages kept in the DOM when the member is back at the bottom (older ones stay in memory). */
  renderWindow: 10,
} as const;

const MB = 1024 * 1024;

export type DeliveryStatus = 'uploading_file' | 'sending' | 'failed' | 'succeed';

/**
 * A message as the panel uses it: the Chat conversation entry of the contract (spec section 3), whose
 * server-assigned fields (id, session, ...) a message still on its way does not have yet.
 */
export type ChatMessage = Pick<ChatConversation, 'sender' | 'message' | 'createdAt'> &
  Partial<Omit<ChatConversation, 'sender' | 'message' | 'createdAt'>>;

/** A message in the panel: server entries plus the member's own ones still on their way. */
export interface ChatItem extends ChatMessage {
  /** Stable React key: the server _id, or a local id until the server answered. */
  key: string;
  status?: DeliveryStatus;
  /** Upload progress 0..100 while status is uploading_file. */
  progress?: number;
}

/** The member's own message, shown at once while it uploads or waits to be sent. */
export function localItem(key: string, body: ChatBody, identity: ChatIdentity, status: DeliveryStatus, createdAt: string): ChatItem {
  return { key, sender: 'customer', message: body, createdAt, status, ...(status === 'uploading_file' ? { progress: 0 } : {}), ...identity };
}

// ---------------------------------------------------------------------------------------------
// Validation

export type TextCheck = { ok: true; text: string } | { ok: false; error: 'empty' | 'tooLong' };

/** Trimmed, non-empty, at most 2000 characters (code points, so Thai and emoji count once). */
export function checkText(raw: string): TextCheck {
  const text = raw.trim();
  if (!text) return { ok: false, error: 'empty' };
  if ([...text].length > CHAT.maxChars) return { ok: false, error: 'tooLong' };
  return { ok: true, text };
}

export const IMAGE_EXTENSIONS = ['png', 'jpeg', 'jpg', 'gif'] as const;
export const VIDEO_EXTENSIONS = ['mov', 'mp4'] as const;
export const ACCEPT_ATTRIBUTE = [...VIDEO_EXTENSIONS, ...IMAGE_EXTENSIONS].map((e) => `.${e}`).join(',');

export type FileCheck =
  | { ok: true; kind: 'image' | 'video' }
  | { ok: false; error: 'notSupported' }
  | { ok: false; error: 'tooLarge'; maxMb: number };

export function extensionOf(name: string): string | null {
  const base = name.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  if (dot <= 0 || dot === base.length - 1) return null;
  return base.slice(dot + 1).toLowerCase();
}

/** mov, mp4, png, jpeg, jpg, gif only (any case); images up to 10 MB, videos up to 20 MB. */
export function checkFile(file: { name: string; size: number }): FileCheck {
  const ext = extensionOf(file.name);
  if (!ext) return { ok: false, error: 'notSupported' };
  const kind = (IMAGE_EXTENSIONS as readonly string[]).includes(ext)
    ? 'image'
    : (VIDEO_EXTENSIONS as readonly string[]).includes(ext)
      ? 'video'
      : null;
  if (!kind) return { ok: false, error: 'notSupported' };
  const maxMb = kind === 'image' ? CHAT.imageMaxMb : CHAT.videoMaxMb;
  if (file.size > maxMb * MB) return { ok: false, error: 'tooLarge', maxMb };
  return { ok: true, kind };
}

// ---------------------------------------------------------------------------------------------
// Links and buttons

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

// ---------------------------------------------------------------------------------------------
// List rules

/** An End Conversation separator goes between two consecutive messages of different sessions. */
export function isSessionChange(previous: ChatMessage | undefined, next: ChatMessage): boolean {
  if (!previous) return false;
  const a = previous.session_id ?? null;
  const b = next.session_id ?? null;
  return a !== null && b !== null && a !== b;
}

export function distanceFromBottom(el: { scrollHeight: number; scrollTop: number; clientHeight: number }): number {
  return Math.max(0, el.scrollHeight - el.scrollTop - el.clientHeight);
}

/** Within 60 px of the bottom new messages auto-scroll; further up they raise the unread indicator. */
export function isAtBottom(distance: number): boolean {
  return distance <= CHAT.bottomThresholdPx;
}

/** A message arriving while scrolled up (more than 60 px) marks the list unread. */
export function arrivalMakesUnread(distance: number, incoming: Pick<ChatMessage, 'sender'>): boolean {
  return !isAtBottom(distance) && incoming.sender !== 'customer';
}

export function roomName(prefix: string, identity: ChatIdentity): string | null {
  const id = identity.userId ?? identity.guestId;
  return id ? `${prefix}${id}` : null;
}

export function newGuestId(random: () => string = defaultRandom): string {
  return `guest-${random()}`;
}

function defaultRandom(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/** Plain text of a message for previews and accessible labels. */
export function previewText(body: ChatBody): string {
  switch (body.message_type) {
    case 'text':
      return typeof body.payload === 'string' ? body.payload : '';
    case 'buttons':
    case 'quick_replies':
      return body.payload?.text ?? '';
    case 'media':
      return body.payload?.message ?? '';
    case 'generic':
      return (body.payloads ?? []).map((c) => c.title).join(', ');
    case 'postback':
      return body.payload?.title ?? '';
  }
}

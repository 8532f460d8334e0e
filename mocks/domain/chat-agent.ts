/**
 * Pure rules of the mocked chat backend: message validation, history paging, the per-member and
 * per-guest conversation key, and a scripted support agent that answers with every message type
 * so QA can see each renderer. Keywords (case-insensitive, also as a postback payload):
 *   menu / help / hi / hello  quick-reply menu of everything below
 *   text, link                plain text; text with http(s) links (and one javascript: that must not link)
 *   buttons                   web, call, postback, plain-message and an unsafe (blocked) button
 *   quick                     quick replies
 *   card                      generic cards with image, title, subtitle and buttons
 *   image, video, file        media messages
 *   end                       a goodbye, then the session ends (the next message starts a new one)
 */
import { MAX_FILE_BYTES } from '@/rules/uploads';
import type { MockChatConversation, MockChatMessage } from '../types';
import { SEED_CHAT } from '../texts/chat-seed';
import { isRecord } from './chat-agent-script';

export const CHAT_PREFIX = 'customer-';
export const CHAT_MAX_CHARS = 2000;

export type ChatBody = MockChatMessage['message'];

export function conversationKey(userId: string | null, guestId: string | null): string | null {
  if (userId) return `member:${userId}`;
  if (guestId) return `guest:${guestId}`;
  return null;
}

export function sessionId(conversation: Pick<MockChatConversation, 'key' | 'session'>): string {
  return `${conversation.key}#${conversation.session}`;
}

/** What a customer may send: text (1..2000 chars), uploaded media, or a postback. Null when valid. */
export function customerMessageError(message: unknown): string | null {
  if (!isRecord(message)) return 'KEY_MISSING';
  const payload = message.payload;
  switch (message.message_type) {
    case 'text': {
      if (typeof payload !== 'string') return 'KEY_INVALID';
      const length = [...payload.trim()].length;
      return length >= 1 && length <= CHAT_MAX_CHARS ? null : 'KEY_INVALID';
    }
    case 'media':
      return isRecord(payload) &&
        (payload.fileType === 'image' || payload.fileType === 'video') &&
        typeof payload.filePath === 'string' &&
        payload.filePath.length > 0
        ? null
        : 'KEY_INVALID';
    case 'postback':
      return isRecord(payload) &&
        typeof payload.title === 'string' &&
        typeof payload.payload === 'string' &&
        payload.payload
        ? null
        : 'KEY_INVALID';
    default:
      return 'KEY_INVALID';
  }
}

export type UploadKind = 'image' | 'video';

/** The upload rules of spec section 5, enforced by the mock too. Null when the file is accepted. */
export function uploadError(kind: UploadKind, name: string, size: number): string | null {
  const match = /\.([A-Za-z0-9]+)$/.exec(name);
  const ext = match?.[1].toLowerCase();
  const allowed = kind === 'image' ? ['png', 'jpeg', 'jpg', 'gif'] : ['mov', 'mp4'];
  if (!ext || !allowed.includes(ext)) return 'KEY_INVALID';
  if (size <= 0 || size > (kind === 'image' ? MAX_FILE_BYTES.chatImage : MAX_FILE_BYTES.chatVideo))
    return 'KEY_INVALID';
  return null;
}

/** Newest-first paging over a conversation stored oldest-first; the page itself is oldest-first. */
export function historyPage<T>(messages: T[], skip: number, limit: number): { messages: T[]; total: number } {
  const end = Math.max(0, messages.length - skip);
  const start = Math.max(0, end - limit);
  return { messages: messages.slice(start, end), total: messages.length };
}

// The scripted agent's answers, in the language of the customer's call: chat-agent-script.ts.

const text = (payload: string): ChatBody => ({ message_type: 'text', payload });

// ---------------------------------------------------------------------------------------------
// Seed: the first seeded member (m-1001) has an earlier, ended session and a current one, so
// paging (more than 10 messages) and the End Conversation separator show at once.

/** The id prefix of the seeded history's messages. */
export const SEEDED_CHAT_ID = 'seed-chat-';

export function seedChats(nowMs: number): MockChatConversation[] {
  const key = 'member:m-1001';
  const base = nowMs - 2 * 24 * 60 * 60 * 1000;
  const messages: MockChatMessage[] = [];
  const push = (sender: 'customer' | 'other', body: ChatBody, minutes: number, session: number) => {
    messages.push({
      _id: `${SEEDED_CHAT_ID}${messages.length + 1}`,
      sender,
      message: body,
      createdAt: new Date(base + minutes * 60_000).toISOString(),
      session_id: `${key}#${session}`,
      userId: 'm-1001',
      guestId: null,
      username: sender === 'customer' ? '0812345678' : null,
      name: sender === 'customer' ? 'Somchai Jaidee' : 'Support',
      deviceToken: null,
      readAt: new Date(base + (minutes + 1) * 60_000).toISOString(),
    });
  };
  // Stored in English; the history answers each in the language asked for (texts/chat-seed.ts).
  for (let i = 1; i <= 9; i += 1) {
    push('customer', text(SEED_CHAT.question(i).en), i * 4, 1);
    push('other', text(SEED_CHAT.answer(i).en), i * 4 + 1, 1);
  }
  push('other', text(SEED_CHAT.closed.en), 40, 1);
  push('customer', text(SEED_CHAT.askAgain.en), 24 * 60, 2);
  push('other', text(SEED_CHAT.sent.en), 24 * 60 + 2, 2);
  return [{ key, userId: 'm-1001', guestId: null, session: 2, messages }];
}

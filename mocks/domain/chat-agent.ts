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
import type { MockChatConversation, MockChatMessage } from '../types';

export const CHAT_PREFIX = 'customer-';
export const CHAT_MAX_CHARS = 2000;
export const CHAT_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const CHAT_VIDEO_MAX_BYTES = 20 * 1024 * 1024;

export type ChatBody = MockChatMessage['message'];

export interface AgentAnswer {
  replies: ChatBody[];
  endsSession: boolean;
}

export function conversationKey(userId: string | null, guestId: string | null): string | null {
  if (userId) return `member:${userId}`;
  if (guestId) return `guest:${guestId}`;
  return null;
}

export function sessionId(conversation: Pick<MockChatConversation, 'key' | 'session'>): string {
  return `${conversation.key}#${conversation.session}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object';

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
      return isRecord(payload) && typeof payload.title === 'string' && typeof payload.payload === 'string' && payload.payload
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
  if (size <= 0 || size > (kind === 'image' ? CHAT_IMAGE_MAX_BYTES : CHAT_VIDEO_MAX_BYTES)) return 'KEY_INVALID';
  return null;
}

/** Newest-first paging over a conversation stored oldest-first; the page itself is oldest-first. */
export function historyPage<T>(messages: T[], skip: number, limit: number): { messages: T[]; total: number } {
  const end = Math.max(0, messages.length - skip);
  const start = Math.max(0, end - limit);
  return { messages: messages.slice(start, end), total: messages.length };
}

// ---------------------------------------------------------------------------------------------
// The scripted agent

const text = (payload: string): ChatBody => ({ message_type: 'text', payload });

const MENU: ChatBody = {
  message_type: 'quick_replies',
  payload: {
    text: 'Hi! I am the support assistant. Pick what you would like to see:',
    quick_replies: ['text', 'link', 'buttons', 'quick', 'card', 'image', 'video', 'file', 'end'].map((k) => ({
      title: k,
      type: 'message',
      payload: k,
    })),
  },
};

const BUTTONS: ChatBody = {
  message_type: 'buttons',
  payload: {
    text: 'How can we help you today?',
    buttons: [
      { title: 'Open help centre', type: 'web', payload: 'https://example.com/help' },
      { title: 'Call support', type: 'call', payload: '+6621234567' },
      { title: 'Talk to an agent', type: 'postback', payload: 'AGENT' },
      { title: 'Show me a card', type: 'message', payload: 'card' },
      { title: 'Unsafe link (blocked)', type: 'web', payload: 'javascript:alert(1)' },
    ],
  },
};

const QUICK: ChatBody = {
  message_type: 'quick_replies',
  payload: {
    text: 'Did this answer your question?',
    quick_replies: [
      { title: 'Yes, thanks', type: 'message', payload: 'Yes, thanks' },
      { title: 'No, show the menu', type: 'message', payload: 'menu' },
      { title: 'Talk to an agent', type: 'postback', payload: 'AGENT' },
    ],
  },
};

const CARDS: ChatBody = {
  message_type: 'generic',
  payloads: [
    {
      image_url: '/chat/card-bonus.svg',
      title: 'Welcome bonus',
      subtitle: 'Get 50% on your first deposit today.',
      buttons: [
        { title: 'Claim bonus', type: 'postback', payload: 'CLAIM_BONUS' },
        { title: 'Read the terms', type: 'web', payload: 'https://example.com/promotions/welcome' },
      ],
    },
    {
      image_url: '/chat/card-invite.svg',
      title: 'Invite friends',
      subtitle: 'Earn a bonus for every friend who plays.',
      buttons: [{ title: 'Tell me more', type: 'message', payload: 'menu' }],
    },
  ],
};

const POSTBACKS: Record<string, ChatBody[]> = {
  CLAIM_BONUS: [text('Your welcome bonus claim is noted. It will show on your bonus page shortly.')],
  AGENT: [text('An agent will join this conversation shortly. Average waiting time is 2 minutes.')],
};

function keywordOf(message: ChatBody): string | null {
  if (message.message_type === 'text' && typeof message.payload === 'string') return message.payload.trim().toLowerCase();
  if (message.message_type === 'postback' && isRecord(message.payload) && typeof message.payload.payload === 'string') {
    return message.payload.payload.trim();
  }
  return null;
}

/** The agent's answer to one customer message. */
export function agentAnswer(message: ChatBody): AgentAnswer {
  if (message.message_type === 'media') {
    const kind = isRecord(message.payload) && message.payload.fileType === 'video' ? 'video' : 'image';
    return { replies: [text(`Thanks, we received your ${kind}. Our team will check it.`)], endsSession: false };
  }
  const keyword = keywordOf(message) ?? '';
  if (POSTBACKS[keyword]) return { replies: POSTBACKS[keyword], endsSession: false };
  switch (keyword.toLowerCase()) {
    case 'menu':
    case 'help':
    case 'hi':
    case 'hello':
    case 'เมนู':
    case 'ເມນູ':
      return { replies: [MENU], endsSession: false };
    case 'text':
      return { replies: [text('This is a plain text message from support.\nIt keeps line breaks.')], endsSession: false };
    case 'link':
      return {
        replies: [
          text('Read our guide at https://example.com/guide, or http://example.com/faq. This one is not a link: javascript:alert(1)'),
        ],
        endsSession: false,
      };
    case 'buttons':
      return { replies: [BUTTONS], endsSession: false };
    case 'quick':
      return { replies: [QUICK], endsSession: false };
    case 'card':
    case 'cards':
      return { replies: [CARDS], endsSession: false };
    case 'image':
      return {
        replies: [{ message_type: 'media', payload: { message: 'Here is how the deposit screen looks.', url: true, fileType: 'image', filePath: '/chat/sample-image.svg', fileName: 'deposit-screen.svg' } }],
        endsSession: false,
      };
    case 'video':
      return {
        replies: [{ message_type: 'media', payload: { message: 'A short video guide.', url: true, fileType: 'video', filePath: '/chat/sample.mp4', fileName: 'guide.mp4' } }],
        endsSession: false,
      };
    case 'file':
      return {
        replies: [{ message_type: 'media', payload: { message: 'The deposit guide as a file.', url: true, fileType: 'file', filePath: '/chat/deposit-guide.txt', fileName: 'deposit-guide.txt' } }],
        endsSession: false,
      };
    case 'end':
      return { replies: [text('Thank you for chatting with us. This conversation is now closed.')], endsSession: true };
    default:
      return {
        replies: [text('Thanks for your message! A team member will reply soon. Type "menu" to see what I can show you.')],
        endsSession: false,
      };
  }
}

// ---------------------------------------------------------------------------------------------
// Seed: the first seeded member (m-1001) has an earlier, ended session and a current one, so
// paging (more than 10 messages) and the End Conversation separator show at once.

export function seedChats(nowMs: number): MockChatConversation[] {
  const key = 'member:m-1001';
  const base = nowMs - 2 * 24 * 60 * 60 * 1000;
  const messages: MockChatMessage[] = [];
  const push = (sender: 'customer' | 'other', body: ChatBody, minutes: number, session: number) => {
    messages.push({
      _id: `seed-chat-${messages.length + 1}`,
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
  for (let i = 1; i <= 9; i += 1) {
    push('customer', text(`Question ${i} about my deposit`), i * 4, 1);
    push('other', text(`Answer ${i}: please check the deposit guide at https://example.com/guide`), i * 4 + 1, 1);
  }
  push('other', text('Thank you for chatting with us. This conversation is now closed.'), 40, 1);
  push('customer', text('Hello again, is my withdrawal done?'), 24 * 60, 2);
  push('other', text('Yes, it was sent to your bank account.'), 24 * 60 + 2, 2);
  return [{ key, userId: 'm-1001', guestId: null, session: 2, messages }];
}

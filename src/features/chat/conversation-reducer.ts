/**
 * The message list of the chat panel (spec section 4): history pages (skip grows by the page), realtime
 * arrivals, the member's own messages on their way and their delivery states. A pure reducer, no React.
 */
import type { ChatBody, ChatIdentity } from '@/contract/chat';
import { CHAT } from './constants';
import type { ChatItem, ChatMessage, DeliveryStatus } from './types';

export interface ChatState {
  items: ChatItem[];
  /** How many server messages were loaded by paging (the next skip). */
  skip: number;
  hasMore: boolean;
  /** Total the server reported with the last page; null when it sends none (the spec names none). */
  total: number | null;
}

/** The member's own message, shown at once while it uploads or waits to be sent. */
export function localItem(
  key: string,
  body: ChatBody,
  identity: ChatIdentity,
  status: DeliveryStatus,
  createdAt: string,
): ChatItem {
  return {
    key,
    sender: 'customer',
    message: body,
    createdAt,
    status,
    ...(status === 'uploading_file' ? { progress: 0 } : {}),
    ...identity,
  };
}

export const initialChatState: ChatState = { items: [], skip: 0, hasMore: false, total: null };

export type ChatAction =
  /** A history page; `limit` is what was asked for (a full page may have more behind it when no total is sent). */
  | { type: 'page'; messages: ChatMessage[]; total?: number; limit?: number; mode: 'latest' | 'older' }
  | { type: 'incoming'; message: ChatMessage }
  | { type: 'local'; item: ChatItem }
  | { type: 'status'; key: string; status: DeliveryStatus; progress?: number }
  | { type: 'media-path'; key: string; filePath: string }
  | { type: 'sent'; key: string; id?: string; createdAt: string; session_id?: string | null }
  | { type: 'remove'; key: string }
  | { type: 'reset' };

/** A message the server sent without an id (the spec names none) is known by its sender and time. */
const timeKey = (message: ChatMessage) => `at:${message.sender}:${message.createdAt}`;

function time(item: ChatMessage): number {
  const value = Date.parse(item.createdAt);
  return Number.isFinite(value) ? value : 0;
}

/** Server messages in time order, the member's own still-pending ones after them. */
function ordered(items: ChatItem[]): ChatItem[] {
  const settled = items.filter((i) => !i.status || i.status === 'succeed');
  const pending = items.filter((i) => i.status && i.status !== 'succeed');
  settled.sort((a, b) => time(a) - time(b));
  return [...settled, ...pending];
}

/**
 * Adds the server messages not shown yet. With an id, a message is known by it; without one, by its sender
 * and time (the n-th of that sender and time in the page), and a message of the member's own that the
 * server took (no id in the send answer) matches the server's copy the same way.
 */
function merge(items: ChatItem[], incoming: ChatMessage[]): ChatItem[] {
  const known = new Set(items.flatMap((i) => (i._id ? [i.key, `id:${i._id}`] : [i.key])));
  const sentWithoutId = new Set(items.filter((i) => i.status === 'succeed' && !i._id).map(timeKey));
  const seen = new Map<string, number>();
  const added: ChatItem[] = [];
  for (const message of incoming) {
    const at = timeKey(message);
    const nth = seen.get(at) ?? 0;
    seen.set(at, nth + 1);
    const key = message._id ? `id:${message._id}` : `${at}:${nth}`;
    if (known.has(key) || sentWithoutId.has(at)) continue;
    known.add(key);
    added.push({ ...message, key });
  }
  return added.length ? ordered([...items, ...added]) : items;
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'page': {
      const items = merge(state.items, action.messages);
      const total = action.total ?? null;
      const fullPage = action.messages.length >= (action.limit ?? CHAT.historyPage);
      const more = (skip: number) => (total === null ? fullPage : skip < total);
      if (action.mode === 'older') {
        const skip = state.skip + action.messages.length;
        return { items, skip, total, hasMore: action.messages.length > 0 && more(skip) };
      }
      const skip = Math.max(state.skip, action.messages.length);
      return { items, skip, total, hasMore: more(skip) };
    }
    case 'incoming': {
      const items = merge(state.items, [action.message]);
      if (items === state.items) return state;
      // A new message shifts the server's newest-first paging by one.
      return { ...state, items, skip: state.skip + 1, total: state.total === null ? null : state.total + 1 };
    }
    case 'local':
      return { ...state, items: [...state.items, action.item] };
    case 'status':
      return {
        ...state,
        items: state.items.map((i) =>
          i.key === action.key ? { ...i, status: action.status, progress: action.progress ?? i.progress } : i,
        ),
      };
    case 'media-path':
      return {
        ...state,
        items: state.items.map((i) =>
          i.key === action.key && i.message.message_type === 'media'
            ? { ...i, message: { ...i.message, payload: { ...i.message.payload, filePath: action.filePath } } }
            : i,
        ),
      };
    case 'sent': {
      const duplicate = action.id && state.items.some((i) => i.key === `id:${action.id}`);
      const items = duplicate
        ? state.items.filter((i) => i.key !== action.key)
        : state.items.map((i) =>
            i.key === action.key
              ? {
                  ...i,
                  _id: action.id ?? i._id,
                  createdAt: action.createdAt,
                  session_id: action.session_id ?? i.session_id,
                  status: 'succeed' as const,
                }
              : i,
          );
      return {
        ...state,
        items: ordered(items),
        // The server's copy that arrived first was counted then.
        skip: duplicate ? state.skip : state.skip + 1,
        total: state.total === null || duplicate ? state.total : state.total + 1,
      };
    }
    case 'remove':
      return { ...state, items: state.items.filter((i) => i.key !== action.key) };
    case 'reset':
      return initialChatState;
  }
}

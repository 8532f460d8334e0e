import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, upload } from '@/lib/http';
import { hasSession } from '@/lib/session';
import { readItem, STORAGE_KEYS, writeItem } from '@/lib/storage';
import { CHAT, isGuestId, newGuestId, type ChatBody, type ChatIdentity, type ChatMessage } from './model';

export interface ChatConfig {
  prefix: string;
}

export interface HistoryPage {
  messages: ChatMessage[];
  total: number;
}

export interface SendResult {
  _id?: string;
  createdAt: string;
  session_id?: string | null;
}

/** The conversation body of POST /api/chat/send-message. */
export interface OutgoingConversation extends ChatIdentity {
  sender: 'customer';
  message: ChatBody;
}

export const getChatWidgetEnabled = () =>
  api
    .get<{ enableChatWidget?: boolean }>('/api/lookup/enableChatWidget')
    .then((r) => r.enableChatWidget === true);

export const getChatConfig = () => api.get<ChatConfig>('/api/chat/config');

export const getHistory = (identity: ChatIdentity, skip: number, limit: number = CHAT.historyPage) =>
  api
    .post<Partial<HistoryPage>>('/api/chat/history', { ...identity, limit, skip })
    .then((r) => ({ messages: Array.isArray(r.messages) ? r.messages : [], total: Number(r.total) || 0 }));

export const sendMessage = (conversation: OutgoingConversation) =>
  api.post<SendResult>('/api/chat/send-message', conversation);

export const uploadMedia = (kind: 'image' | 'video', file: File, onProgress?: (percent: number) => void) => {
  const form = new FormData();
  form.append('file', file);
  return upload<{ path: string }>(`/api/chat/upload-${kind}`, form, onProgress);
};

export const markRead = (identity: ChatIdentity) => api.put<unknown>('/api/chat/read-customer', identity);

/** The visitor's guest id, made once and kept in localStorage (spec: guest-id). */
export function guestId(): string {
  const stored = readItem(STORAGE_KEYS.guestId);
  if (isGuestId(stored)) return stored;
  const id = newGuestId();
  writeItem(STORAGE_KEYS.guestId, id);
  return id;
}

/**
 * Who is chatting: a member (a token exists) is linked to the profile id from GET /api/wallet;
 * a visitor, or a member whose profile cannot be read, chats under the guest id.
 */
export async function resolveIdentity(): Promise<ChatIdentity> {
  if (hasSession()) {
    try {
      const wallet = await api.get<{ profile?: { _id?: unknown } }>('/api/wallet');
      const id = wallet.profile?._id;
      if (typeof id === 'string' && id) return { userId: id, guestId: null };
    } catch {
      // fall back to the guest path below
    }
  }
  return { userId: null, guestId: guestId() };
}

export const chatKeys = {
  enabled: ['lookup', 'enableChatWidget'] as const,
  config: ['chat', 'config'] as const,
  identity: (member: boolean) => ['chat', 'identity', member] as const,
};

export const chatEnabledQuery = queryOptions({
  queryKey: chatKeys.enabled,
  queryFn: getChatWidgetEnabled,
  staleTime: 5 * 60_000,
});

export function useChatWidgetEnabled(): boolean {
  return useQuery(chatEnabledQuery).data === true;
}

export function useChatConfig(enabled: boolean) {
  return useQuery({ queryKey: chatKeys.config, queryFn: getChatConfig, enabled, staleTime: Infinity });
}

export function useChatIdentity(enabled: boolean) {
  const member = hasSession();
  return useQuery({ queryKey: chatKeys.identity(member), queryFn: resolveIdentity, enabled, staleTime: Infinity });
}

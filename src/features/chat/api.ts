import { queryOptions, useQuery } from '@tanstack/react-query';
import { chat, type ChatIdentity, type OutgoingConversation } from '@/contract/chat';
import { endpointName, keyOf } from '@/contract/endpoint';
import { lookup } from '@/contract/lookup';
import { wallet } from '@/contract/wallet';
import { call, ContractError } from '@/lib/http';
import { hasSession } from '@/lib/session';
import { readItem, STORAGE_KEYS, writeItem } from '@/lib/storage';
import { isGuestId } from '@/rules/guest-id';
import { CHAT } from './constants';
import { newGuestId } from './identity';

export const getHistory = (identity: ChatIdentity, skip: number, limit: number = CHAT.historyPage) =>
  call(chat.history, { body: { ...identity, limit, skip } }).then((answer) => ({ ...answer, limit }));

export const sendMessage = (conversation: OutgoingConversation) => call(chat.send, { body: conversation });

export const uploadMedia = (kind: 'image' | 'video', file: File, onProgress?: (percent: number) => void) => {
  const form = new FormData();
  form.append('file', file);
  return call(kind === 'image' ? chat.uploadImage : chat.uploadVideo, { form, onProgress });
};

export const markRead = (identity: ChatIdentity) => call(chat.readCustomer, { body: identity });

/** The visitor's guest id, made once and kept in localStorage (spec: guest-id). */
export function guestId(): string {
  const stored = readItem(STORAGE_KEYS.guestId);
  if (isGuestId(stored)) return stored;
  const id = newGuestId();
  writeItem(STORAGE_KEYS.guestId, id);
  return id;
}

/**
 * Who is chatting: a member (a token exists) is linked to the profile id from GET /api/wallet; a visitor
 * chats under the guest id. A member stays a member: when the wallet cannot be read, this fails and the
 * panel offers a retry, rather than quietly putting the member's messages in a guest conversation.
 */
export async function resolveIdentity(): Promise<ChatIdentity> {
  if (!hasSession()) return { userId: null, guestId: guestId() };
  const answer = await call(wallet.get);
  if (!answer.profile._id) throw new ContractError(endpointName(wallet.get), 'profile._id', answer);
  return { userId: answer.profile._id, guestId: null };
}

export const chatEnabledQuery = queryOptions({
  queryKey: keyOf(lookup.enableChatWidget),
  queryFn: () => call(lookup.enableChatWidget),
  staleTime: 5 * 60_000,
});

export function useChatWidgetEnabled(): boolean {
  return useQuery({ ...chatEnabledQuery, select: (answer) => answer.enableChatWidget }).data === true;
}

export const chatConfigQuery = queryOptions({
  queryKey: keyOf(chat.config),
  queryFn: () => call(chat.config),
  staleTime: Infinity,
});

/**
 * Not one endpoint's answer (a member's comes from GET /api/wallet, a visitor's from storage), so its key is its
 * own rather than keyOf's: it never shares the wallet's cache entry or its invalidation.
 */
export const chatIdentityQuery = (member: boolean) =>
  queryOptions({
    queryKey: ['chat', 'identity', member] as const,
    queryFn: resolveIdentity,
    staleTime: Infinity,
  });

export function useChatConfig(enabled: boolean) {
  return useQuery({ ...chatConfigQuery, enabled });
}

export function useChatIdentity(enabled: boolean) {
  return useQuery({ ...chatIdentityQuery(hasSession()), enabled });
}

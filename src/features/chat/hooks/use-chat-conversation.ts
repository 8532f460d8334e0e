import { useCallback } from 'react';
import { useToast } from '@/components/toast/use-toast';
import type { ChatBody, ChatIdentity } from '@/contract/chat';
import { useChatConfig, useChatIdentity } from '../api';
import { CHAT } from '../constants';
import type { ChatItem } from '../types';
import { useChatHistory } from './use-chat-history';
import { useChatSending } from './use-chat-sending';
import { useChatSocket } from './use-chat-socket';

export interface ChatConversation {
  ready: boolean;
  identity: ChatIdentity | null;
  items: ChatItem[];
  hasMore: boolean;
  loading: 'idle' | 'latest' | 'older';
  /** The first page of history has arrived (or failed): until then the panel shows its loading state. */
  loaded: boolean;
  loadError: unknown;
  connected: boolean;
  /** Support messages that arrived over the socket while the panel was closed. */
  unseen: number;
  refresh: () => void;
  loadOlder: () => Promise<void>;
  sendText: (raw: string) => boolean;
  sendBody: (body: ChatBody) => void;
  sendFile: (file: File) => void;
  resend: (key: string) => void;
  remove: (key: string) => void;
  clearUnseen: () => void;
}

/**
 * The conversation behind the widget: identity and room prefix, history paging (use-chat-history), the
 * member's own messages (use-chat-sending) and the realtime socket (use-chat-socket).
 * It starts working once `active` (the panel was opened) and lives as long as the widget.
 */
export function useChatConversation(active: boolean, panelOpen: boolean): ChatConversation {
  const toast = useToast();
  const configQuery = useChatConfig(active);
  const identityQuery = useChatIdentity(active);
  const identity = identityQuery.data ?? null;
  const prefix = configQuery.data?.prefix;

  const alert = useCallback((message: string) => toast.danger(message, CHAT.alertMs), [toast]);
  const history = useChatHistory(identity, alert);
  const { state, dispatch, stateRef, loadLatest } = history;
  const socket = useChatSocket(identity, prefix, panelOpen, dispatch, loadLatest);
  const sending = useChatSending(identity, dispatch, stateRef, alert);

  return {
    ready: !!identity && prefix !== undefined,
    identity,
    items: state.items,
    hasMore: state.hasMore,
    loading: history.loading,
    loaded: history.loaded,
    loadError: history.loadError ?? identityQuery.error ?? configQuery.error ?? null,
    connected: socket.connected,
    unseen: socket.unseen,
    // A failed identity (the member's wallet) or config (the room prefix) is asked for again; the history
    // follows the identity once it arrives, so it is reloaded here only when the identity is there.
    refresh: () => {
      if (configQuery.isError) void configQuery.refetch();
      void (identityQuery.isError ? identityQuery.refetch() : loadLatest());
    },
    loadOlder: history.loadOlder,
    ...sending,
    clearUnseen: socket.clearUnseen,
  };
}

import { useCallback, useEffect, useRef, useState, type Dispatch } from 'react';
import { config } from '@/config';
import type { ChatIdentity } from '@/contract/chat';
import type { ChatAction } from '../conversation-reducer';
import { roomName } from '../identity';
import { openChatSocket } from '../socket';
import type { ChatMessage } from '../types';

/**
 * Realtime: joins prefix + user or guest id (only when a chat socket setting exists), appends what arrives,
 * counts support messages that arrive while the panel is closed, and refetches history after a reconnect.
 */
export function useChatSocket(
  identity: ChatIdentity | null,
  prefix: string | undefined,
  panelOpen: boolean,
  dispatch: Dispatch<ChatAction>,
  loadLatest: () => Promise<void>,
) {
  const [connected, setConnected] = useState(false);
  const [unseen, setUnseen] = useState(0);
  const panelOpenRef = useRef(panelOpen);
  panelOpenRef.current = panelOpen;

  useEffect(() => {
    const url = config.chatSocketUrl;
    if (!identity || prefix === undefined || !url) return;
    const room = roomName(prefix, identity);
    if (!room) return;
    let handle: { close: () => void } | null = null;
    let cancelled = false;
    openChatSocket({
      url,
      room,
      identity,
      onMessage: (message: ChatMessage) => {
        dispatch({ type: 'incoming', message });
        if (!panelOpenRef.current && message.sender !== 'customer') setUnseen((n) => n + 1);
      },
      onReconnected: () => void loadLatest(),
      onStatus: (isConnected) => {
        if (!cancelled) setConnected(isConnected);
      },
    })
      .then((opened) => {
        if (cancelled) opened.close();
        else handle = opened;
      })
      .catch(() => {
        if (!cancelled) setConnected(false);
      });
    return () => {
      cancelled = true;
      handle?.close();
    };
  }, [identity, prefix, loadLatest, dispatch]);

  const clearUnseen = useCallback(() => setUnseen(0), []);
  return { connected, unseen, clearUnseen };
}

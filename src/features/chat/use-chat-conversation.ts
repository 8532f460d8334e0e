import { startTransition, useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast/use-toast';
import { config } from '@/config';
import { errorText } from '@/lib/errors';
import { getHistory, markRead, sendMessage, uploadMedia, useChatConfig, useChatIdentity } from './api';
import type { ChatBody, ChatIdentity } from '@/contract/chat';
import { chatReducer, initialChatState } from './message-list';
import { CHAT, checkFile, checkText, localItem, roomName, type ChatItem, type ChatMessage } from './model';
import { openChatSocket } from './socket';

let localCounter = 0;
const nextLocalKey = () => `local:${Date.now().toString(36)}:${(localCounter += 1)}`;

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
 * The conversation behind the widget: identity, history paging, optimistic sending with the
 * 0.5 s delay, uploads with progress, delivery states, the realtime socket and its reconnect.
 * It starts working once `active` (the panel was opened) and lives as long as the widget.
 */
export function useChatConversation(active: boolean, panelOpen: boolean): ChatConversation {
  const { t } = useTranslation();
  const toast = useToast();
  const configQuery = useChatConfig(active);
  const identityQuery = useChatIdentity(active);
  const identity = identityQuery.data ?? null;
  const prefix = configQuery.data?.prefix;

  const [state, dispatch] = useReducer(chatReducer, initialChatState);
  const [loading, setLoading] = useState<'idle' | 'latest' | 'older'>('idle');
  const [loadError, setLoadError] = useState<unknown>(null);
  const [loaded, setLoaded] = useState(false);
  const [connected, setConnected] = useState(false);
  const [unseen, setUnseen] = useState(0);

  const stateRef = useRef(state);
  stateRef.current = state;
  const panelOpenRef = useRef(panelOpen);
  panelOpenRef.current = panelOpen;
  const loadingRef = useRef(false);
  const files = useRef(new Map<string, File>());
  const previews = useRef(new Set<string>());
  /** Server paths of uploads already done, so a resend after a failed send does not upload again. */
  const uploaded = useRef(new Map<string, string>());
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    const timerSet = timers.current;
    const previewSet = previews.current;
    return () => {
      mounted.current = false;
      timerSet.forEach(clearTimeout);
      timerSet.clear();
      previewSet.forEach((url) => URL.revokeObjectURL(url));
      previewSet.clear();
    };
  }, []);

  const alert = useCallback((message: string) => toast.danger(message, CHAT.alertMs), [toast]);

  const loadLatest = useCallback(async () => {
    if (!identity) return;
    setLoading('latest');
    setLoadError(null);
    try {
      const page = await getHistory(identity, 0);
      // A page of messages renders as a transition (in slices, never one long task); the loading
      // flag ends in the same render, so the list never flashes empty in between.
      if (mounted.current) {
        startTransition(() => {
          dispatch({ type: 'page', mode: 'latest', ...page });
          setLoading('idle');
          setLoaded(true);
        });
      }
    } catch (error) {
      if (mounted.current) {
        setLoadError(error);
        setLoading('idle');
        setLoaded(true);
      }
    }
  }, [identity]);

  const loadOlder = useCallback(async () => {
    const current = stateRef.current;
    if (!identity || loadingRef.current || !current.hasMore) return;
    loadingRef.current = true;
    setLoading('older');
    try {
      const page = await getHistory(identity, current.skip);
      if (mounted.current) {
        startTransition(() => {
          dispatch({ type: 'page', mode: 'older', ...page });
          setLoading('idle');
        });
      }
    } catch (error) {
      if (mounted.current) {
        alert(errorText(t, error));
        setLoading('idle');
      }
    } finally {
      loadingRef.current = false;
    }
  }, [identity, alert, t]);

  useEffect(() => {
    if (identity) void loadLatest();
  }, [identity, loadLatest]);

  // Realtime: join prefix + user or guest id; only when a chat socket setting exists.
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
  }, [identity, prefix, loadLatest]);

  const later = useCallback((fn: () => void, ms: number) => {
    const id = setTimeout(() => {
      timers.current.delete(id);
      if (mounted.current) fn();
    }, ms);
    timers.current.add(id);
  }, []);

  const deliver = useCallback(
    async (key: string, body: ChatBody) => {
      if (!identity) return;
      dispatch({ type: 'status', key, status: 'sending' });
      try {
        const result = await sendMessage({ sender: 'customer', message: body, ...identity });
        if (!mounted.current) return;
        dispatch({
          type: 'sent',
          key,
          id: result._id,
          createdAt: result.createdAt || new Date().toISOString(),
          session_id: result.session_id,
        });
        files.current.delete(key);
        uploaded.current.delete(key);
      } catch (error) {
        if (!mounted.current) return;
        dispatch({ type: 'status', key, status: 'failed' });
        alert(errorText(t, error));
      }
    },
    [identity, alert, t],
  );

  const sendBody = useCallback(
    (body: ChatBody) => {
      if (!identity) return;
      const key = nextLocalKey();
      dispatch({ type: 'local', item: localItem(key, body, identity, 'sending', new Date().toISOString()) });
      later(() => void deliver(key, body), CHAT.sendDelayMs);
    },
    [identity, deliver, later],
  );

  const sendText = useCallback(
    (raw: string) => {
      const check = checkText(raw);
      if (!check.ok) {
        if (check.error === 'tooLong') alert(t('chat.alert.tooLong', { max: CHAT.maxChars }));
        return false;
      }
      if (!identity) return false;
      sendBody({ message_type: 'text', payload: check.text });
      return true;
    },
    [identity, sendBody, alert, t],
  );

  const uploadAndSend = useCallback(
    async (key: string, file: File, kind: 'image' | 'video') => {
      dispatch({ type: 'status', key, status: 'uploading_file', progress: 0 });
      let path: string;
      try {
        const result = await uploadMedia(kind, file, (progress) => {
          if (mounted.current) dispatch({ type: 'status', key, status: 'uploading_file', progress });
        });
        if (!result.path) throw new Error('no path');
        path = result.path;
      } catch (error) {
        if (!mounted.current) return;
        dispatch({ type: 'status', key, status: 'failed' });
        alert(errorText(t, error));
        return;
      }
      if (!mounted.current) return;
      uploaded.current.set(key, path);
      dispatch({ type: 'media-path', key, filePath: path });
      const body: ChatBody = {
        message_type: 'media',
        payload: { message: '', url: true, fileType: kind, filePath: path, fileName: file.name },
      };
      await deliver(key, body);
    },
    [deliver, alert, t],
  );

  const sendFile = useCallback(
    (file: File) => {
      const check = checkFile(file);
      if (!check.ok) {
        alert(check.error === 'tooLarge' ? t('chat.alert.tooLarge', { size: check.maxMb }) : t('chat.alert.notSupported'));
        return;
      }
      if (!identity) return;
      const key = nextLocalKey();
      const preview = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';
      if (preview) previews.current.add(preview);
      files.current.set(key, file);
      const body: ChatBody = {
        message_type: 'media',
        payload: { message: '', url: true, fileType: check.kind, filePath: preview, fileName: file.name },
      };
      dispatch({ type: 'local', item: localItem(key, body, identity, 'uploading_file', new Date().toISOString()) });
      void uploadAndSend(key, file, check.kind);
    },
    [identity, uploadAndSend, alert, t],
  );

  const resend = useCallback(
    (key: string) => {
      const item = stateRef.current.items.find((i) => i.key === key);
      if (!item || item.status !== 'failed') return;
      const file = files.current.get(key);
      const body = item.message;
      if (body.message_type === 'media' && file && !uploaded.current.has(key)) {
        void uploadAndSend(key, file, body.payload.fileType === 'video' ? 'video' : 'image');
      } else {
        void deliver(key, body);
      }
    },
    [deliver, uploadAndSend],
  );

  const remove = useCallback((key: string) => {
    const item = stateRef.current.items.find((i) => i.key === key);
    if (!item || item.status !== 'failed') return;
    if (item.message.message_type === 'media' && previews.current.has(item.message.payload.filePath)) {
      URL.revokeObjectURL(item.message.payload.filePath);
      previews.current.delete(item.message.payload.filePath);
    }
    files.current.delete(key);
    uploaded.current.delete(key);
    dispatch({ type: 'remove', key });
  }, []);

  const clearUnseen = useCallback(() => setUnseen(0), []);

  return {
    ready: !!identity && prefix !== undefined,
    identity,
    items: state.items,
    hasMore: state.hasMore,
    loading,
    loaded,
    loadError: loadError ?? identityQuery.error ?? configQuery.error ?? null,
    connected,
    unseen,
    // A failed identity (the member's wallet) or config (the room prefix) is asked for again; the history
    // follows the identity once it arrives, so it is reloaded here only when the identity is there.
    refresh: () => {
      if (configQuery.isError) void configQuery.refetch();
      void (identityQuery.isError ? identityQuery.refetch() : loadLatest());
    },
    loadOlder,
    sendText,
    sendBody,
    sendFile,
    resend,
    remove,
    clearUnseen,
  };
}

/** PUT /api/chat/read-customer 1 s after the member has seen the newest support message. */
export function useMarkRead(identity: ChatIdentity | null, lastSupportKey: string | null, seen: boolean): void {
  const readKey = useRef<string | null>(null);
  useEffect(() => {
    if (!identity || !seen || !lastSupportKey || readKey.current === lastSupportKey) return;
    const timer = setTimeout(() => {
      markRead(identity)
        .then(() => {
          readKey.current = lastSupportKey;
        })
        .catch(() => undefined);
    }, CHAT.readDelayMs);
    return () => clearTimeout(timer);
  }, [identity, lastSupportKey, seen]);
}

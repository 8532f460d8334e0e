import { startTransition, useCallback, useEffect, useReducer, useRef, useState, type Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/errors';
import type { ChatIdentity } from '@/contract/chat';
import { getHistory } from '../api';
import { chatReducer, initialChatState, type ChatAction, type ChatState } from '../conversation-reducer';
import { useMounted } from './use-mounted';

export interface ChatHistory {
  state: ChatState;
  dispatch: Dispatch<ChatAction>;
  /** The state of the last render, for callbacks that must not be rebuilt on every message. */
  stateRef: { readonly current: ChatState };
  loading: 'idle' | 'latest' | 'older';
  loaded: boolean;
  loadError: unknown;
  loadLatest: () => Promise<void>;
  loadOlder: () => Promise<void>;
}

/**
 * The message list and its paging: the latest page once the identity is known (and again on demand),
 * older pages 10 at a time. A page renders as a transition, in slices, never one long task.
 */
export function useChatHistory(identity: ChatIdentity | null, alert: (message: string) => void): ChatHistory {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(chatReducer, initialChatState);
  const [loading, setLoading] = useState<'idle' | 'latest' | 'older'>('idle');
  const [loadError, setLoadError] = useState<unknown>(null);
  const [loaded, setLoaded] = useState(false);
  const stateRef = useRef(state);
  stateRef.current = state;
  const loadingRef = useRef(false);
  const mounted = useMounted();

  const loadLatest = useCallback(async () => {
    if (!identity) return;
    setLoading('latest');
    setLoadError(null);
    try {
      const page = await getHistory(identity, 0);
      // The loading flag ends in the same render as the page, so the list never flashes empty in between.
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
  }, [identity, mounted]);

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
  }, [identity, alert, t, mounted]);

  useEffect(() => {
    if (identity) void loadLatest();
  }, [identity, loadLatest]);

  return { state, dispatch, stateRef, loading, loaded, loadError, loadLatest, loadOlder };
}

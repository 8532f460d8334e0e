import { useEffect, useRef } from 'react';
import type { ChatIdentity } from '@/contract/chat';
import { markRead } from '../api';
import { CHAT } from '../constants';

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

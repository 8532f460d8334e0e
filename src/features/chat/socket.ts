import * as v from 'valibot';
import { chatConversation, type ChatIdentity } from '@/contract/chat';
import { getToken } from '@/lib/session';
import { CHAT } from './constants';
import type { ChatMessage } from './types';

export interface ChatSocketOptions {
  url: string;
  room: string;
  /** Who is connecting: the socket presents it at connect (a member's token, a visitor's guest id). */
  identity: ChatIdentity;
  onMessage: (message: ChatMessage) => void;
  /** Runs after a dropped connection came back (not on the first connect): refetch history. */
  onReconnected: () => void;
  onStatus?: (connected: boolean) => void;
}

export interface ChatSocketHandle {
  close: () => void;
}

/**
 * What the socket presents at connect: a member the session's bearer token, a visitor the guest id; the chat
 * backend chooses the room from it (the `join` that follows names the same room, for a backend that reads it).
 */
export function socketAuth(
  identity: ChatIdentity,
  token: string | null,
): { token: string } | { guestId: string } | Record<string, never> {
  if (identity.userId) return token ? { token } : {};
  return identity.guestId ? { guestId: identity.guestId } : {};
}

/**
 * Joins the chat room over socket.io. socket.io-client is imported here, lazily, so it never
 * loads before the mock worker (engine.io captures WebSocket when it is imported) and stays out
 * of the first bundle. A check every 5 s reconnects and rejoins after a drop.
 */
export async function openChatSocket(options: ChatSocketOptions): Promise<ChatSocketHandle> {
  const { io, WebSocket } = await import('socket.io-client');
  // The WebSocket transport constructor (not the string) so every environment uses the global
  // WebSocket: the browser's, or the one the mocked backend intercepts in tests.
  // auth is read at every (re)connect, so a reconnect presents the session's current token.
  const socket = io(options.url, {
    transports: [WebSocket],
    reconnection: false,
    autoConnect: false,
    auth: (done) => done(socketAuth(options.identity, getToken())),
  });
  let everConnected = false;
  let closed = false;

  socket.on('connect', () => {
    socket.emit('join', options.room);
    options.onStatus?.(true);
    if (everConnected) options.onReconnected();
    everConnected = true;
  });
  socket.on('disconnect', () => options.onStatus?.(false));
  socket.on('connect_error', () => options.onStatus?.(false));
  // A realtime message is a Chat conversation entry (spec section 3), parsed like every answer; others are dropped.
  socket.on('messaging', (payload: unknown) => {
    const parsed = v.safeParse(chatConversation, payload);
    if (parsed.success) options.onMessage(parsed.output);
  });

  socket.connect();
  const check = setInterval(() => {
    if (!closed && !socket.connected) socket.connect();
  }, CHAT.socketCheckMs);

  return {
    close: () => {
      closed = true;
      clearInterval(check);
      socket.off();
      socket.disconnect();
    },
  };
}

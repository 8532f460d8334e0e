/**
 * The chat backend's socket.io server, mocked over MSW `ws` with @mswjs/socket.io-binding.
 * A client joins a room (prefix + user or guest id) with `join`; support messages are emitted to
 * the room as `messaging` events. The binding answers the handshake itself; this mock adds the
 * engine.io heartbeat so connections stay up, and QA hooks to deliver into a room or drop sockets.
 */
import { toSocketIo } from '@mswjs/socket.io-binding';
import { ws, type WebSocketHandlerConnection } from 'msw';

/** Same address as MOCK_CHAT_SOCKET_URL in src/config (a config test keeps them equal). */
export const MOCK_CHAT_SOCKET_URL = 'wss://chat.mock.local';

const PING_INTERVAL_MS = 20_000;

interface Member {
  emit: (event: string, ...data: unknown[]) => void;
  close: () => void;
}

const rooms = new Map<string, Set<Member>>();

const chat = ws.link(MOCK_CHAT_SOCKET_URL);

function onConnection(connection: WebSocketHandlerConnection): void {
  const io = toSocketIo(connection);
  const member: Member = {
    emit: (event, ...data) => io.client.emit(event, ...data),
    close: () => connection.client.close(),
  };
  const joined = new Set<string>();

  io.client.on('join', (_event, room: unknown) => {
    if (typeof room !== 'string' || !room) return;
    joined.add(room);
    if (!rooms.has(room)) rooms.set(room, new Set());
    rooms.get(room)!.add(member);
  });
  io.client.on('leave', (_event, room: unknown) => {
    if (typeof room !== 'string') return;
    joined.delete(room);
    rooms.get(room)?.delete(member);
  });

  // engine.io heartbeat: the server pings, the client answers with a pong.
  const ping = setInterval(() => {
    try {
      connection.client.send('2');
    } catch {
      clearInterval(ping);
    }
  }, PING_INTERVAL_MS);

  connection.client.addEventListener('close', () => {
    clearInterval(ping);
    for (const room of joined) {
      const set = rooms.get(room);
      set?.delete(member);
      if (set && set.size === 0) rooms.delete(room);
    }
  });
}

export const chatSocketHandlers = [chat.addEventListener('connection', onConnection)];

type RoomTransport = (room: string, message: unknown) => number;
let externalTransport: RoomTransport | null = null;

/** The standalone mock server delivers through a real socket.io server instead of the MSW binding. */
export function setRoomTransport(transport: RoomTransport): void {
  externalTransport = transport;
}

/** Emits a `messaging` event to everyone in the room; returns how many sockets got it. */
export function deliverToRoom(room: string, message: unknown): number {
  if (externalTransport) return externalTransport(room, message);
  const members = rooms.get(room);
  if (!members) return 0;
  for (const member of members) member.emit('messaging', message);
  return members.size;
}

export function roomSize(room: string): number {
  return rooms.get(room)?.size ?? 0;
}

/** Drops every open chat socket (QA and tests: the client's 5 s check reconnects and rejoins). */
export function dropAllChatSockets(): void {
  const all = new Set<Member>();
  for (const set of rooms.values()) set.forEach((m) => all.add(m));
  rooms.clear();
  for (const member of all) member.close();
}

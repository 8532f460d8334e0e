import type { Server as HttpServer } from 'node:http';
import { Server as SocketServer } from 'socket.io';
import { tokenOfBearer } from '@/contract/endpoint';
import { isGuestId } from '@/rules/guest-id';
import { setRoomTransport } from '../chat-socket';
import { getDb } from '../db';
import { CHAT_PREFIX } from '../domain/chat-agent';
import { hostAllowed, originAllowed } from './access';

/**
 * The room a chat socket belongs to, chosen from who it is: a member by the bearer token of a live session
 * (handshake `auth.token`), a visitor by a well-formed guest id (`auth.guestId`). null refuses the connection.
 * A token that names no session is refused outright (no falling back to a guest id).
 */
export function chatRoomFor(auth: unknown): string | null {
  const given = auth && typeof auth === 'object' ? (auth as Record<string, unknown>) : {};
  if (given.token !== undefined && given.token !== null && given.token !== '') {
    const token = typeof given.token === 'string' ? (tokenOfBearer(given.token) ?? given.token) : '';
    const session = token ? getDb().sessions.find((s) => s.token === token) : undefined;
    return session ? `${CHAT_PREFIX}${session.memberId}` : null;
  }
  return isGuestId(given.guestId) ? `${CHAT_PREFIX}${given.guestId}` : null;
}

/**
 * The chat socket on the mock server's port: the server puts each socket in its own room at connect;
 * a client's `join` of any room is ignored, so nobody can listen in on another member's conversation.
 * The handshake is held to the HTTP rules: a host name of this server, and browsers from an allowed origin
 * (WebSocket handshakes are not covered by CORS).
 */
export function attachChatSocket(
  server: HttpServer,
  access: { corsOrigins: readonly string[]; allowedHosts: readonly string[] },
): SocketServer {
  const io = new SocketServer(server, {
    cors: { origin: (origin, done) => done(null, originAllowed(origin, access.corsOrigins)) },
    allowRequest: (req, done) =>
      done(
        null,
        hostAllowed(req.headers.host, access.allowedHosts) && originAllowed(req.headers.origin, access.corsOrigins),
      ),
  });
  io.use((socket, next) => {
    const room = chatRoomFor(socket.handshake.auth);
    if (!room) {
      next(new Error('unauthorized'));
      return;
    }
    (socket.data as { room?: string }).room = room;
    next();
  });
  io.on('connection', (socket) => {
    void socket.join((socket.data as { room: string }).room);
  });
  setRoomTransport((room, message) => {
    io.to(room).emit('messaging', message);
    return io.sockets.adapter.rooms.get(room)?.size ?? 0;
  });
  return io;
}

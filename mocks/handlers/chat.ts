import { http, HttpResponse } from 'msw';
import { deliverToRoom } from '../chat-socket';
import { nowIso } from '../clock';
import { getDb, updateDb } from '../db';
import {
  agentAnswer,
  CHAT_PREFIX,
  conversationKey,
  customerMessageError,
  historyPage,
  isValidGuestId,
  sessionId,
  uploadError,
  type ChatBody,
  type UploadKind,
} from '../domain/chat-agent';
import type { MockChatConversation, MockChatMessage, MockDb, MockMember } from '../types';
import { apiUrl, fail, jsonBody, memberFromRequest, route } from './utils';

/** How long the scripted agent "types" before answering (tests may shorten it). */
let agentDelayMs = 700;
export function setChatAgentDelay(ms: number): void {
  agentDelayMs = ms;
}

/** A database saved before the chat slice existed has no `chats`: start it empty. */
function chatsOf(db: MockDb): MockChatConversation[] {
  db.chats ??= [];
  return db.chats;
}

interface Who {
  key: string;
  userId: string | null;
  guestId: string | null;
  member: MockMember | null;
}

/**
 * A member is known from the bearer token (never from the body alone); a visitor needs a
 * well-formed guest id. Null when neither is there.
 */
function who(request: Request, body: { userId?: unknown; guestId?: unknown } | null): Who | null {
  const member = memberFromRequest(request);
  if (member) return { key: conversationKey(member._id, null)!, userId: member._id, guestId: null, member };
  if (body && isValidGuestId(body.guestId)) {
    return { key: conversationKey(null, body.guestId)!, userId: null, guestId: body.guestId, member: null };
  }
  return null;
}

function conversationIn(db: MockDb, person: Who): MockChatConversation {
  const chats = chatsOf(db);
  let conversation = chats.find((c) => c.key === person.key);
  if (!conversation) {
    conversation = { key: person.key, userId: person.userId, guestId: person.guestId, session: 1, messages: [] };
    chats.push(conversation);
  }
  return conversation;
}

function entry(db: MockDb, conversation: MockChatConversation, person: Who, sender: 'customer' | 'other', body: ChatBody): MockChatMessage {
  const id = `chat-${db.nextId}`;
  db.nextId += 1;
  return {
    _id: id,
    sender,
    message: body,
    createdAt: nowIso(),
    session_id: sessionId(conversation),
    userId: person.userId,
    guestId: person.guestId,
    username: sender === 'customer' ? (person.member?.username ?? null) : null,
    name: sender === 'customer' ? (person.member?.name ?? null) : 'Support',
    deviceToken: null,
    readAt: null,
  };
}

/** The agent answers after a short delay: stored first, then emitted into the customer's room. */
function scheduleAgent(person: Who, body: ChatBody, extraRoom: string | null): void {
  const answer = agentAnswer(body);
  setTimeout(() => {
    let sent: MockChatMessage[] = [];
    try {
      sent = updateDb((db) => {
        const conversation = conversationIn(db, person);
        const replies = answer.replies.map((reply) => entry(db, conversation, person, 'other', reply));
        conversation.messages.push(...replies);
        if (answer.endsSession) conversation.session += 1;
        return replies;
      });
    } catch {
      return;
    }
    const rooms = new Set([`${CHAT_PREFIX}${person.userId ?? person.guestId}`]);
    if (extraRoom) rooms.add(extraRoom);
    for (const message of sent) for (const room of rooms) deliverToRoom(room, message);
  }, agentDelayMs);
}

const MAX_INLINE_BYTES = 300 * 1024;

/** Keeps an upload viewable: small files as data URLs (they survive a reload), big ones as object URLs. */
async function storedPath(file: Blob & { name?: string }): Promise<string> {
  if (file.size <= MAX_INLINE_BYTES || typeof URL.createObjectURL !== 'function') {
    const bytes = new Uint8Array(await file.arrayBuffer());
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return `data:${file.type || 'application/octet-stream'};base64,${btoa(binary)}`;
  }
  return URL.createObjectURL(file);
}

function uploadHandler(kind: UploadKind) {
  return route(async ({ request }) => {
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      return fail('KEY_MISSING');
    }
    const file = form.get('file');
    // Duck-typed: under jsdom the request's File is not the global File class.
    if (!file || typeof file === 'string' || typeof (file as Blob).arrayBuffer !== 'function') return fail('KEY_MISSING');
    const problem = uploadError(kind, file.name, file.size);
    if (problem) return fail(problem);
    return HttpResponse.json({ path: await storedPath(file) });
  });
}

export const chatHandlers = [
  http.get(
    apiUrl('/api/chat/config'),
    route(() => HttpResponse.json({ prefix: CHAT_PREFIX })),
  ),

  http.post(
    apiUrl('/api/chat/history'),
    route(async ({ request }) => {
      const body = await jsonBody<{ userId: string; guestId: string; limit: number; skip: number }>(request);
      const person = who(request, body);
      if (!person) return fail('KEY_MISSING');
      const limit = Number(body?.limit ?? 10);
      const skip = Number(body?.skip ?? 0);
      if (!Number.isInteger(limit) || limit < 1 || limit > 100 || !Number.isInteger(skip) || skip < 0) {
        return fail('KEY_INVALID');
      }
      const conversation = (getDb().chats ?? []).find((c) => c.key === person.key);
      return HttpResponse.json(historyPage(conversation?.messages ?? [], skip, limit));
    }),
  ),

  http.post(
    apiUrl('/api/chat/send-message'),
    route(async ({ request }) => {
      const body = await jsonBody<{ sender: string; message: ChatBody; userId: string; guestId: string }>(request);
      const person = who(request, body);
      if (!person) return fail('KEY_MISSING');
      if (body?.sender !== 'customer') return fail('KEY_INVALID');
      const problem = customerMessageError(body.message);
      if (problem) return fail(problem);
      const message = body.message as ChatBody;
      const stored = updateDb((db) => {
        const conversation = conversationIn(db, person);
        const saved = entry(db, conversation, person, 'customer', message);
        conversation.messages.push(saved);
        return saved;
      });
      // A member whose client fell back to the guest path still gets replies in that room.
      const extraRoom = person.member && isValidGuestId(body.guestId) ? `${CHAT_PREFIX}${body.guestId}` : null;
      scheduleAgent(person, message, extraRoom);
      return HttpResponse.json({ _id: stored._id, createdAt: stored.createdAt, session_id: stored.session_id });
    }),
  ),

  http.post(apiUrl('/api/chat/upload-image'), uploadHandler('image')),
  http.post(apiUrl('/api/chat/upload-video'), uploadHandler('video')),

  http.put(
    apiUrl('/api/chat/read-customer'),
    route(async ({ request }) => {
      const body = await jsonBody<{ userId: string; guestId: string }>(request);
      const person = who(request, body);
      if (!person) return fail('KEY_MISSING');
      const count = updateDb((db) => {
        const conversation = chatsOf(db).find((c) => c.key === person.key);
        if (!conversation) return 0;
        const at = nowIso();
        let marked = 0;
        for (const message of conversation.messages) {
          if (message.sender !== 'customer' && !message.readAt) {
            message.readAt = at;
            marked += 1;
          }
        }
        return marked;
      });
      return HttpResponse.json({ success: true, count });
    }),
  ),
];

/**
 * The mocked chat backend's conversations: who is chatting, storing the customer's messages and the
 * agent's replies, history pages and read marks. Pure rules over the database; the handler answers and
 * delivers over the socket.
 */
import type { MockChatConversation, MockChatMessage, MockDb, MockMember } from '../types';
import { isGuestId } from '@/rules/guest-id';
import {
  conversationKey,
  customerMessageError,
  historyPage,
  sessionId,
  uploadError,
  type ChatBody,
  type UploadKind,
} from './chat-agent';
import { RuleError } from './rule-error';

export interface ChatPerson {
  key: string;
  userId: string | null;
  guestId: string | null;
  member: MockMember | null;
}

/**
 * A member is known from the bearer token (never from the body alone); a visitor needs a well-formed
 * guest id. KEY_MISSING when neither is there.
 */
export function chatPerson(member: MockMember | null, body: { guestId?: unknown } | null): ChatPerson {
  if (member) return { key: conversationKey(member._id, null)!, userId: member._id, guestId: null, member };
  if (body && isGuestId(body.guestId)) {
    return { key: conversationKey(null, body.guestId)!, userId: null, guestId: body.guestId, member: null };
  }
  throw new RuleError('KEY_MISSING');
}

/** A database saved before the chat slice existed has no `chats`: start it empty. */
function chatsOf(db: MockDb): MockChatConversation[] {
  db.chats ??= [];
  return db.chats;
}

function conversationIn(db: MockDb, person: ChatPerson): MockChatConversation {
  const chats = chatsOf(db);
  let conversation = chats.find((c) => c.key === person.key);
  if (!conversation) {
    conversation = { key: person.key, userId: person.userId, guestId: person.guestId, session: 1, messages: [] };
    chats.push(conversation);
  }
  return conversation;
}

function entry(
  db: MockDb,
  conversation: MockChatConversation,
  person: ChatPerson,
  sender: 'customer' | 'other',
  body: ChatBody,
  at: string,
): MockChatMessage {
  const id = `chat-${db.nextId}`;
  db.nextId += 1;
  return {
    _id: id,
    sender,
    message: body,
    createdAt: at,
    session_id: sessionId(conversation),
    userId: person.userId,
    guestId: person.guestId,
    username: sender === 'customer' ? (person.member?.username ?? null) : null,
    name: sender === 'customer' ? (person.member?.name ?? null) : 'Support',
    deviceToken: null,
    readAt: null,
  };
}

/** Stores what the customer may send (text of 1..2000 characters, uploaded media, a postback); KEY_INVALID otherwise. */
export function storeCustomerMessage(db: MockDb, person: ChatPerson, body: ChatBody, at: string): MockChatMessage {
  const problem = customerMessageError(body);
  if (problem) throw new RuleError(problem);
  const conversation = conversationIn(db, person);
  const saved = entry(db, conversation, person, 'customer', body, at);
  conversation.messages.push(saved);
  return saved;
}

/** Stores the agent's replies; a closing reply starts the next session. */
export function storeAgentReplies(
  db: MockDb,
  person: ChatPerson,
  replies: ChatBody[],
  endsSession: boolean,
  at: string,
): MockChatMessage[] {
  const conversation = conversationIn(db, person);
  const stored = replies.map((reply) => entry(db, conversation, person, 'other', reply, at));
  conversation.messages.push(...stored);
  if (endsSession) conversation.session += 1;
  return stored;
}

/** A page of the person's history, newest first (limit 1..100, skip 0 or more, whole numbers). */
export function chatHistory(db: Readonly<MockDb>, person: ChatPerson, skip: number, limit: number) {
  if (!Number.isInteger(limit) || limit < 1 || limit > 100 || !Number.isInteger(skip) || skip < 0)
    throw new RuleError('KEY_INVALID');
  const conversation = (db.chats ?? []).find((c) => c.key === person.key);
  return historyPage(conversation?.messages ?? [], skip, limit);
}

/** Marks every unread support message of the person's conversation read; how many were marked. */
export function markSupportRead(db: MockDb, person: ChatPerson, at: string): number {
  const conversation = chatsOf(db).find((c) => c.key === person.key);
  if (!conversation) return 0;
  let marked = 0;
  for (const message of conversation.messages) {
    if (message.sender !== 'customer' && !message.readAt) {
      message.readAt = at;
      marked += 1;
    }
  }
  return marked;
}

/** The upload rules of spec section 5: KEY_MISSING without a file, KEY_INVALID for a wrong type or size. */
export function checkUpload(kind: UploadKind, file: { name?: string; size: number } | null): void {
  if (!file) throw new RuleError('KEY_MISSING');
  const problem = uploadError(kind, file.name ?? '', file.size);
  if (problem) throw new RuleError(problem);
}

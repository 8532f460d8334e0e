import { chat } from '@/contract/chat';
import { deliverToRoom } from '../chat-socket';
import { nowIso } from '../clock';
import { getDb, updateDb } from '../db';
import {
  chatHistory,
  chatPerson,
  checkUpload,
  markSupportRead,
  storeAgentReplies,
  storeCustomerMessage,
  type ChatPerson,
} from '../domain/chat';
import { parseMultipart } from '../domain/deposit';
import { isGuestId } from '@/rules/guest-id';
import { CHAT_PREFIX, SEEDED_CHAT_ID, type ChatBody, type UploadKind } from '../domain/chat-agent';
import { agentAnswer } from '../domain/chat-agent-script';
import { langOf, type MockLang } from '../texts/lang';
import { translate } from '../texts/translate';
import type { MockChatMessage } from '../types';
import { readBody } from './request-body';
import { handle, memberFromRequest } from './utils';

/** How long the scripted agent "types" before answering (tests may shorten it). */
let agentDelayMs = 700;
export function setChatAgentDelay(ms: number): void {
  agentDelayMs = ms;
}

/** The agent answers after a short delay: stored first, then emitted into the customer's room. */
function scheduleAgent(person: ChatPerson, body: ChatBody, extraRoom: string | null, lang: MockLang): void {
  const answer = agentAnswer(body, lang);
  setTimeout(() => {
    let sent: MockChatMessage[];
    try {
      sent = updateDb((db) => storeAgentReplies(db, person, answer.replies, answer.endsSession, nowIso()));
    } catch {
      return;
    }
    const rooms = new Set([`${CHAT_PREFIX}${person.userId ?? person.guestId}`]);
    if (extraRoom) rooms.add(extraRoom);
    for (const message of sent) for (const room of rooms) deliverToRoom(room, message);
  }, agentDelayMs);
}

const MAX_INLINE_BYTES = 300 * 1024;

interface Upload {
  name: string;
  type: string;
  bytes: Uint8Array<ArrayBuffer>;
}

/** Keeps an upload viewable: small files as data URLs (they survive a reload), big ones as object URLs. */
function storedPath({ type, bytes }: Upload): string {
  const mime = type || 'application/octet-stream';
  if (bytes.byteLength <= MAX_INLINE_BYTES || typeof URL.createObjectURL !== 'function') {
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return `data:${mime};base64,${btoa(binary)}`;
  }
  return URL.createObjectURL(new Blob([bytes], { type: mime }));
}

/** The multipart field `file`, or null (parsed by hand, as the slip upload does: Node's formData() fails under MSW). */
async function uploadedFile(request: Request): Promise<Upload | null> {
  const parts = parseMultipart(new Uint8Array(await request.arrayBuffer()), request.headers.get('content-type'));
  const part = parts?.find((p) => p.name === 'file' && p.filename !== null);
  return part ? { name: part.filename ?? '', type: part.type, bytes: new Uint8Array(part.data) } : null;
}

function uploadHandler(e: typeof chat.uploadImage, kind: UploadKind) {
  return handle(e, async ({ request }) => {
    const file = await uploadedFile(request);
    checkUpload(kind, file && { name: file.name, size: file.bytes.byteLength });
    return { path: storedPath(file!) };
  });
}

/** A seeded message in the language asked for (texts/chat-seed.ts); what members and the agent wrote, as written. */
function inLanguage(message: MockChatMessage, lang: MockLang): MockChatMessage {
  const body = message.message;
  if (!message._id.startsWith(SEEDED_CHAT_ID) || body.message_type !== 'text') return message;
  return { ...message, message: { ...body, payload: translate(lang, body.payload) } };
}

export const chatHandlers = [
  handle(chat.config, () => ({ prefix: CHAT_PREFIX })),

  handle(chat.history, async ({ request }) => {
    const body = await readBody(chat.history, request, 'KEY_INVALID');
    const person = chatPerson(memberFromRequest(request), body);
    const page = chatHistory(getDb(), person, body.skip, body.limit);
    return { ...page, messages: page.messages.map((message) => inLanguage(message, langOf(request))) };
  }),

  handle(chat.send, async ({ request }) => {
    const body = await readBody(chat.send, request, 'KEY_INVALID');
    const person = chatPerson(memberFromRequest(request), body);
    const stored = updateDb((db) => storeCustomerMessage(db, person, body.message, nowIso()));
    // A member whose client fell back to the guest path still gets replies in that room.
    const extraRoom = person.member && isGuestId(body.guestId) ? `${CHAT_PREFIX}${body.guestId}` : null;
    scheduleAgent(person, body.message, extraRoom, langOf(request));
    return { _id: stored._id, createdAt: stored.createdAt, session_id: stored.session_id };
  }),

  uploadHandler(chat.uploadImage, 'image'),
  uploadHandler(chat.uploadVideo, 'video'),

  handle(chat.readCustomer, async ({ request }) => {
    const body = await readBody(chat.readCustomer, request, 'KEY_MISSING');
    const person = chatPerson(memberFromRequest(request), body);
    return { success: true, count: updateDb((db) => markSupportRead(db, person, nowIso())) };
  }),
];

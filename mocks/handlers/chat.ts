import { chat } from '@/contract/chat';
import { deliverToRoom } from '../chat-socket';
import { nowIso } from '../clock';
import { getDb, updateDb } from '../db';
import { chatHistory, chatPerson, checkUpload, markSupportRead, storeAgentReplies, storeCustomerMessage, type ChatPerson } from '../domain/chat';
import { agentAnswer, CHAT_PREFIX, isValidGuestId, type ChatBody, type UploadKind } from '../domain/chat-agent';
import type { MockChatMessage } from '../types';
import { readBody } from './read-body';
import { handle, memberFromRequest } from './utils';

/** How long the scripted agent "types" before answering (tests may shorten it). */
let agentDelayMs = 700;
export function setChatAgentDelay(ms: number): void {
  agentDelayMs = ms;
}

/** The agent answers after a short delay: stored first, then emitted into the customer's room. */
function scheduleAgent(person: ChatPerson, body: ChatBody, extraRoom: string | null): void {
  const answer = agentAnswer(body);
  setTimeout(() => {
    let sent: MockChatMessage[] = [];
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

/** The multipart field `file`, or null. Duck-typed: under jsdom the request's File is not the global File class. */
async function uploadedFile(request: Request): Promise<(Blob & { name?: string }) | null> {
  try {
    const file = (await request.formData()).get('file');
    return file && typeof file !== 'string' && typeof (file as Blob).arrayBuffer === 'function' ? file : null;
  } catch {
    return null;
  }
}

function uploadHandler(e: typeof chat.uploadImage, kind: UploadKind) {
  return handle(e, async ({ request }) => {
    const file = await uploadedFile(request);
    checkUpload(kind, file);
    return { path: await storedPath(file!) };
  });
}

export const chatHandlers = [
  handle(chat.config, () => ({ prefix: CHAT_PREFIX })),

  handle(chat.history, async ({ request }) => {
    const body = await readBody(chat.history, request, 'KEY_INVALID');
    const person = chatPerson(memberFromRequest(request), body);
    return chatHistory(getDb(), person, body.skip, body.limit);
  }),

  handle(chat.send, async ({ request }) => {
    const body = await readBody(chat.send, request, 'KEY_INVALID');
    const person = chatPerson(memberFromRequest(request), body);
    const stored = updateDb((db) => storeCustomerMessage(db, person, body.message, nowIso()));
    // A member whose client fell back to the guest path still gets replies in that room.
    const extraRoom = person.member && isValidGuestId(body.guestId) ? `${CHAT_PREFIX}${body.guestId}` : null;
    scheduleAgent(person, body.message, extraRoom);
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

import * as v from 'valibot';
import { MAX_FILE_BYTES } from '../rules/uploads';
import { endpoint, extra, unshown } from './endpoint';

// Spec section 7 "Chat"; the conversation and its message shapes from section 3.

/** Buttons (spec section 3): type web, call, postback, or anything else as a plain message. */
export const chatButton = v.object({ title: v.string(), type: v.string(), payload: v.string() });

/** Media payload (spec section 3); the file's name is not named there. */
export const mediaPayload = v.object({
  message: v.string(),
  url: v.boolean(),
  fileType: v.picklist(['image', 'video', 'file']),
  filePath: v.string(),
  fileName: extra(v.string()),
});

/** Generic card (spec section 3). */
export const genericCard = v.object({
  image_url: v.string(),
  title: v.string(),
  subtitle: v.string(),
  buttons: v.array(chatButton),
});

/**
 * A message by message_type (spec section 3): `payload`, or `payloads` for generic cards. The spec does not
 * name the inside of the buttons and quick-reply payloads beyond their button list: the prompt text is extra.
 */
export const chatBody = v.union([
  v.object({ message_type: v.literal('text'), payload: v.string() }),
  v.object({
    message_type: v.literal('buttons'),
    payload: v.object({ text: extra(v.string()), buttons: v.array(chatButton) }),
  }),
  v.object({ message_type: v.literal('media'), payload: mediaPayload }),
  v.object({
    message_type: v.literal('quick_replies'),
    payload: v.object({ text: extra(v.string()), quick_replies: v.array(chatButton) }),
  }),
  v.object({ message_type: v.literal('generic'), payloads: v.array(genericCard) }),
  v.object({ message_type: v.literal('postback'), payload: v.object({ title: v.string(), payload: v.string() }) }),
]);

/** sender is customer or other (spec section 3): anything but customer is support. */
const sender = v.string();

/** Chat conversation (spec section 3): one message, as the history and the realtime socket carry it. */
export const chatConversation = v.object({
  sender,
  message: chatBody,
  createdAt: v.string(),
  session_id: v.nullable(v.string()),
  userId: v.nullable(v.string()),
  guestId: v.nullable(v.string()),
  username: v.nullable(v.string()),
  name: v.nullable(v.string()),
  deviceToken: v.nullable(v.string()),
  _id: extra(v.string()),
});

/** Who is chatting: a member's user id, or a visitor's guest id (the other one null). */
const identity = { userId: v.nullable(v.string()), guestId: v.nullable(v.string()) };

export const identityBody = v.object(identity);
export const historyBody = v.object({ ...identity, limit: v.number(), skip: v.number() });

/** The conversation the member sends: the fields of a Chat conversation the client knows. */
export const outgoingConversation = v.object({
  ...identity,
  sender: v.literal('customer'),
  message: chatBody,
  username: v.optional(v.nullable(v.string())),
  name: v.optional(v.nullable(v.string())),
  deviceToken: v.optional(v.nullable(v.string())),
});

const uploaded = v.object({ path: v.string() });

export const chat = {
  config: endpoint('GET', '/api/chat/config', v.object({ prefix: v.string() })),
  /** The spec names the answer's createdAt; the stored id and session let the panel dedupe and separate. */
  send: endpoint(
    'POST',
    '/api/chat/send-message',
    v.object({ createdAt: v.string(), _id: extra(v.string()), session_id: extra(v.nullable(v.string())) }),
    { body: outgoingConversation },
  ),
  /** The answer is not shown in the spec: the page of messages (notes "Backend contract"). */
  history: endpoint(
    'POST',
    '/api/chat/history',
    v.object({ messages: v.array(chatConversation), total: extra(v.number()) }),
    {
      body: historyBody,
    },
  ),
  uploadImage: endpoint('POST', '/api/chat/upload-image', uploaded, { upload: MAX_FILE_BYTES.chatImage }),
  uploadVideo: endpoint('POST', '/api/chat/upload-video', uploaded, { upload: MAX_FILE_BYTES.chatVideo }),
  /** The answer is not shown in the spec: nothing is read from it. */
  readCustomer: endpoint(
    'PUT',
    '/api/chat/read-customer',
    unshown({ success: extra(v.boolean()), count: extra(v.number()) }),
    {
      body: identityBody,
    },
  ),
};

export type ChatButton = v.InferOutput<typeof chatButton>;
export type MediaPayload = v.InferOutput<typeof mediaPayload>;
export type GenericCard = v.InferOutput<typeof genericCard>;
export type ChatBody = v.InferOutput<typeof chatBody>;
export type ChatConversation = v.InferOutput<typeof chatConversation>;
export type ChatIdentity = v.InferOutput<typeof identityBody>;
export type OutgoingConversation = v.InferOutput<typeof outgoingConversation>;
export type HistoryPage = v.InferOutput<typeof chat.history.response>;

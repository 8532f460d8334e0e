import type { ChatConversation } from '@/contract/chat';

export type DeliveryStatus = 'uploading_file' | 'sending' | 'failed' | 'succeed';

/**
 * A message as the panel uses it: the Chat conversation entry of the contract (spec section 3), whose
 * server-assigned fields (id, session, ...) a message still on its way does not have yet.
 */
export type ChatMessage = Pick<ChatConversation, 'sender' | 'message' | 'createdAt'> &
  Partial<Omit<ChatConversation, 'sender' | 'message' | 'createdAt'>>;

/** A message in the panel: server entries plus the member's own ones still on their way. */
export interface ChatItem extends ChatMessage {
  /** Stable React key: the server _id, or a local id until the server answered. */
  key: string;
  status?: DeliveryStatus;
  /** Upload progress 0..100 while status is uploading_file. */
  progress?: number;
}

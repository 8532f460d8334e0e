import type { ChatBody } from '@/contract/chat';

/** One chat entry as the chat backend stores it (spec section 3, chat conversation). */
export interface MockChatMessage {
  _id: string;
  sender: 'customer' | 'other';
  /** { message_type, payload } or { message_type: 'generic', payloads }, as the contract names them. */
  message: ChatBody;
  createdAt: string;
  session_id: string;
  userId: string | null;
  guestId: string | null;
  username: string | null;
  name: string | null;
  deviceToken: string | null;
  /** When the customer read a support message (PUT /api/chat/read-customer), else null. */
  readAt: string | null;
}

export interface MockChatConversation {
  /** `member:<_id>` or `guest:<guest id>`. */
  key: string;
  userId: string | null;
  guestId: string | null;
  /** The current session number; a conversation the agent ended starts the next one. */
  session: number;
  messages: MockChatMessage[];
}

import type { ChatMessage } from './types';

/** An End Conversation separator goes between two consecutive messages of different sessions. */
export function isSessionChange(previous: ChatMessage | undefined, next: ChatMessage): boolean {
  if (!previous) return false;
  const a = previous.session_id ?? null;
  const b = next.session_id ?? null;
  return a !== null && b !== null && a !== b;
}

/** Scroll maths of the history list: the 60 px bottom threshold and when an arrival is unread. */
import { CHAT } from './constants';
import type { ChatMessage } from './types';

export function distanceFromBottom(el: { scrollHeight: number; scrollTop: number; clientHeight: number }): number {
  return Math.max(0, el.scrollHeight - el.scrollTop - el.clientHeight);
}

/** Within 60 px of the bottom new messages auto-scroll; further up they raise the unread indicator. */
export function isAtBottom(distance: number): boolean {
  return distance <= CHAT.bottomThresholdPx;
}

/** A message arriving while scrolled up (more than 60 px) marks the list unread. */
export function arrivalMakesUnread(distance: number, incoming: Pick<ChatMessage, 'sender'>): boolean {
  return !isAtBottom(distance) && incoming.sender !== 'customer';
}

/** Who is chatting: the socket room of a member or a guest, and a new guest id. */
import type { ChatIdentity } from '@/contract/chat';

export function roomName(prefix: string, identity: ChatIdentity): string | null {
  const id = identity.userId ?? identity.guestId;
  return id ? `${prefix}${id}` : null;
}

export function newGuestId(random: () => string = defaultRandom): string {
  return `guest-${random()}`;
}

function defaultRandom(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

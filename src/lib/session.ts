import { readItem, removeItem, STORAGE_KEYS, writeItem } from './storage';

/**
 * Why this tab's session ended: `logout` when the member logged out and `expired` when the server refused it
 * (the stored token is cleared either way), `other-tab` when another tab removed or replaced the stored token
 * (that tab's token is left alone).
 */
export type SessionEndReason = 'logout' | 'expired' | 'other-tab';

/**
 * The token this tab's session belongs to: read once at start, then changed only by this tab (login,
 * logout, expiry). localStorage is shared by every tab, so another tab may remove or replace the stored
 * token at any time; this tab then must not act with a token it never signed in with.
 * `undefined` until first read.
 */
let bound: string | null | undefined;

/**
 * The browser refused to store this tab's token (quota, private mode): the session lives in memory only, until
 * the page is reloaded or closed. The stored token then is no one's (or another tab's, if one appears).
 */
let inMemoryOnly = false;

const listeners = new Set<(reason: SessionEndReason) => void>();

/** The token in storage: localStorage with remember-me, otherwise sessionStorage. */
export function storedToken(): string | null {
  return readItem(STORAGE_KEYS.token, 'local') ?? readItem(STORAGE_KEYS.token, 'session');
}

function tabToken(): string | null {
  if (bound === undefined) bound = storedToken();
  return bound;
}

/** The tab's token is still its own: the stored one, or, held in memory only, no other token stored since. */
function isOwn(token: string): boolean {
  const stored = storedToken();
  return stored === token || (inMemoryOnly && stored === null);
}

/** This tab's token while it is still its own; null for a visitor or a session another tab ended. */
export function getToken(): string | null {
  const token = tabToken();
  return token !== null && isOwn(token) ? token : null;
}

/** Opens the tab's session; when the browser refuses to store the token, it is kept in memory only. */
export function saveToken(token: string, remember: boolean): void {
  clearSession();
  const stored = writeItem(STORAGE_KEYS.token, token, remember ? 'local' : 'session') && storedToken() === token;
  bound = token;
  inMemoryOnly = !stored;
}

/** True while this tab's session is held in memory only: a reload or a closed page ends it. */
export const sessionInMemoryOnly = (): boolean => inMemoryOnly && getToken() !== null;

export function clearSession(): void {
  removeItem(STORAGE_KEYS.token, 'local');
  removeItem(STORAGE_KEYS.token, 'session');
  bound = null;
  inMemoryOnly = false;
}

export function hasSession(): boolean {
  return getToken() !== null;
}

/** Listens for the end of this tab's session; returns the unsubscribe. */
export function onSessionEnd(listener: (reason: SessionEndReason) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Ends this tab's session: a logout or an expired one is cleared from storage, one ended elsewhere only
 * forgotten here. Every listener drops what belonged to it (the query cache, dialogs, toasts).
 */
export function endSession(reason: SessionEndReason): void {
  if (reason === 'other-tab') {
    bound = null;
    inMemoryOnly = false;
  } else clearSession();
  [...listeners].forEach((listener) => listener(reason));
}

/**
 * True (and the session is ended, reason other-tab) when this tab had a session and the stored token is no
 * longer its own: another tab signed out, or signed in as someone else.
 */
export function endIfReplaced(): boolean {
  const token = tabToken();
  if (token === null || isOwn(token)) return false;
  endSession('other-tab');
  return true;
}

/**
 * Another tab's login or logout writes localStorage: this tab hears it at once (key null: storage cleared).
 * Returns the unsubscribe.
 */
export function watchOtherTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.token) endIfReplaced();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

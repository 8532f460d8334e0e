import { readItem, removeItem, STORAGE_KEYS, writeItem } from './storage';

/** The token lives in localStorage with remember-me, otherwise in sessionStorage. */
export function getToken(): string | null {
  return readItem(STORAGE_KEYS.token, 'local') ?? readItem(STORAGE_KEYS.token, 'session');
}

export function saveToken(token: string, remember: boolean): void {
  clearSession();
  writeItem(STORAGE_KEYS.token, token, remember ? 'local' : 'session');
}

export function clearSession(): void {
  removeItem(STORAGE_KEYS.token, 'local');
  removeItem(STORAGE_KEYS.token, 'session');
}

export function hasSession(): boolean {
  return getToken() !== null;
}

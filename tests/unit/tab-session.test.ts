import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { refusesSession } from '@/lib/session-codes';
import {
  clearSession,
  endIfReplaced,
  getToken,
  hasSession,
  onSessionEnd,
  saveToken,
  watchOtherTabs,
} from '@/lib/session';
import { STORAGE_KEYS } from '@/lib/storage';

/** Issue 16 item 5: the tab's own session (lib/session.ts) and the answers that end it (lib/session-codes.ts). */

const stop: (() => void)[] = [];
afterEach(() => stop.splice(0).forEach((unsubscribe) => unsubscribe()));

function listen() {
  const reasons: string[] = [];
  stop.push(
    onSessionEnd((reason) => reasons.push(reason)),
    watchOtherTabs(),
  );
  return reasons;
}

describe('a tab session', () => {
  it("keeps its own token; a token another tab wrote is not this tab's", () => {
    const reasons = listen();
    saveToken('mine', true);
    expect(getToken()).toBe('mine');
    localStorage.setItem(STORAGE_KEYS.token, 'theirs');
    expect(getToken()).toBeNull();
    expect(hasSession()).toBe(false);
    expect(endIfReplaced()).toBe(true);
    expect(reasons).toEqual(['other-tab']);
    // The other tab's session is left in storage; this tab is now a visitor and ends nothing twice.
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('theirs');
    expect(endIfReplaced()).toBe(false);
    expect(reasons).toEqual(['other-tab']);
  });

  it('ends when another tab removes the token, on the storage event', () => {
    const reasons = listen();
    saveToken('mine', true);
    localStorage.removeItem(STORAGE_KEYS.token);
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.token, newValue: null }));
    expect(reasons).toEqual(['other-tab']);
  });

  it('ignores storage events that leave its token in place, and its own login and logout', () => {
    const reasons = listen();
    saveToken('first', false);
    window.dispatchEvent(new StorageEvent('storage', { key: 'locale', newValue: 'la' }));
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.token, newValue: 'first' }));
    saveToken('second', true);
    clearSession();
    expect(endIfReplaced()).toBe(false);
    expect(reasons).toEqual([]);
  });
});

describe('answers that end the session', () => {
  const never = () => false;
  const server = (code: string, status = 400) => new ApiError(code, 'server', status);

  it.each([
    'UNAUTHORIZED',
    'EXPIRED_AUTH_TOKEN',
    'INVALID_USER_1',
    'INVALID_USER_2',
    'INVALID_USER_3',
    'INVALID_USER_4',
    'invalid-token',
  ])('%s ends it, with any status', (code) => {
    expect(refusesSession(server(code, 400), never)).toBe(true);
    expect(refusesSession(server(code, 401), never)).toBe(true);
  });

  it('any other 401 ends it, except a refusal of typed credentials', () => {
    expect(refusesSession(server('HTTP_401', 401), never)).toBe(true);
    expect(refusesSession(server('WRONG_CREDENTIAL', 401), never)).toBe(false);
    expect(refusesSession(server('WRONG_PASSWORD', 401), never)).toBe(false);
  });

  it('the translated cannot-verify-identity sentence ends it; other codes, and failures without an answer, do not', () => {
    const isSentence = vi.fn((message: string) => message === 'Cannot verify');
    expect(refusesSession(server('Cannot verify'), isSentence)).toBe(true);
    expect(refusesSession(server('INVALID_IP', 403), isSentence)).toBe(false);
    expect(refusesSession(server('NO_DATA'), isSentence)).toBe(false);
    expect(refusesSession(new ApiError('TIMEOUT', 'timeout'), isSentence)).toBe(false);
    expect(refusesSession(new ApiError('NETWORK', 'network', 401), isSentence)).toBe(false);
  });
});

import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type * as SessionModule from '@/lib/session';
import {
  clearSession,
  endIfReplaced,
  endSession,
  getToken,
  onSessionEnd,
  saveToken,
  sessionInMemoryOnly,
  watchOtherTabs,
} from '@/lib/session';
import { STORAGE_KEYS } from '@/lib/storage';

/**
 * The tab's session (src/lib/session.ts) at the edges the screens rely on: spec section 3 keeps the token in
 * localStorage with remember-me, section 6 protects by "presence of a stored token", section 8 sends an
 * invalid token back to /login.
 */

const stop: (() => void)[] = [];
afterEach(() => stop.splice(0).forEach((unsubscribe) => unsubscribe()));

function endings() {
  const reasons: string[] = [];
  stop.push(onSessionEnd((reason) => reasons.push(reason)));
  return reasons;
}

describe('a tab opened with a stored token', () => {
  // A second copy of the module is a tab that has not read storage yet (a reload, or a new tab).
  let tabs = 0;
  const openTab = () =>
    import(/* @vite-ignore */ `${'@/lib/session'}?tab=${(tabs += 1)}`) as Promise<typeof SessionModule>;

  it('is signed in with it: remember-me kept the token in localStorage', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'remembered');
    const tab = await openTab();
    expect(tab.getToken()).toBe('remembered');
    expect(tab.hasSession()).toBe(true);
  });

  it('is a visitor when no token is stored', async () => {
    const tab = await openTab();
    expect(tab.hasSession()).toBe(false);
  });
});

describe('the end of a session', () => {
  it('an expired session is cleared from storage; one ended by another tab leaves that tab’s token', () => {
    saveToken('mine', true);
    endSession('expired');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    saveToken('mine', false);
    sessionStorage.setItem(STORAGE_KEYS.token, 'theirs');
    endSession('other-tab');
    expect(sessionStorage.getItem(STORAGE_KEYS.token)).toBe('theirs');
  });

  it('is no longer told to a listener that unsubscribed', () => {
    const reasons = endings();
    const told: string[] = [];
    const unsubscribe = onSessionEnd((reason) => told.push(reason));
    endSession('expired');
    unsubscribe();
    endSession('expired');
    expect(told).toEqual(['expired']);
    expect(reasons).toEqual(['expired', 'expired']);
  });
});

describe('another tab', () => {
  it('clearing all storage (a storage event without a key) ends this tab’s session at once', () => {
    const reasons = endings();
    stop.push(watchOtherTabs());
    saveToken('mine', true);
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(reasons).toEqual(['other-tab']);
  });

  it('is no longer heard once the watch stops', () => {
    const reasons = endings();
    const unwatch = watchOtherTabs();
    unwatch();
    saveToken('mine', true);
    localStorage.removeItem(STORAGE_KEYS.token);
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.token }));
    expect(reasons).toEqual([]);
  });
});

describe('a tab whose storage refuses the token', () => {
  function refuseWrites() {
    const spy = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('refused', 'QuotaExceededError');
    });
    onTestFinished(() => spy.mockRestore());
    return spy;
  }

  it('keeps the session in memory, with its token, until it ends', () => {
    refuseWrites();
    saveToken('mine', true);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(getToken()).toBe('mine');
    expect(sessionInMemoryOnly()).toBe(true);
    clearSession();
    expect(getToken()).toBeNull();
    expect(sessionInMemoryOnly()).toBe(false);
  });

  it('ends when another tab stores a token of its own', () => {
    const spy = refuseWrites();
    saveToken('mine', false);
    spy.mockRestore();
    localStorage.setItem(STORAGE_KEYS.token, 'theirs');
    expect(getToken()).toBeNull();
    expect(endIfReplaced()).toBe(true);
    expect(sessionInMemoryOnly()).toBe(false);
  });

  it('is not said of a tab that stored its token', () => {
    saveToken('mine', false);
    expect(sessionStorage.getItem(STORAGE_KEYS.token)).toBe('mine');
    expect(sessionInMemoryOnly()).toBe(false);
  });
});

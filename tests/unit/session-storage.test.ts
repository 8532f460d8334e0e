import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, getToken, hasSession, saveToken } from '@/lib/session';
import { readItem, removeItem, STORAGE_KEYS, writeItem } from '@/lib/storage';

describe('storage keys', () => {
  it('are exactly the spec names', () => {
    expect(STORAGE_KEYS).toEqual({
      token: 'token',
      locale: 'locale',
      rememberAgreement: 'remember-agreement',
      lastSync: 'last_sync',
      inviteCode: 'code',
      guestId: 'guest-id',
    });
  });
});

describe('session', () => {
  it('keeps the token in localStorage with remember-me', () => {
    saveToken('abc', true);
    expect(localStorage.getItem('token')).toBe('abc');
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(getToken()).toBe('abc');
  });

  it('keeps the token in sessionStorage without remember-me', () => {
    saveToken('xyz', false);
    expect(sessionStorage.getItem('token')).toBe('xyz');
    expect(localStorage.getItem('token')).toBeNull();
    expect(hasSession()).toBe(true);
  });

  it('a new login replaces a token kept in the other storage', () => {
    saveToken('old', true);
    saveToken('new', false);
    expect(localStorage.getItem('token')).toBeNull();
    expect(getToken()).toBe('new');
  });

  it('clearing removes the token from both storages', () => {
    localStorage.setItem('token', 'a');
    sessionStorage.setItem('token', 'b');
    clearSession();
    expect(getToken()).toBeNull();
    expect(hasSession()).toBe(false);
  });
});

describe('storage helpers', () => {
  afterEach(() => vi.restoreAllMocks());

  it('read, write and remove in the chosen area', () => {
    writeItem('k', 'v', 'session');
    expect(readItem('k', 'session')).toBe('v');
    expect(readItem('k')).toBeNull();
    removeItem('k', 'session');
    expect(readItem('k', 'session')).toBeNull();
  });

  it('survive a storage that throws', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(() => writeItem('k', 'v')).not.toThrow();
    expect(readItem('k')).toBeNull();
  });
});

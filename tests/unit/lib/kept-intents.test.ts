import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  dropIntent,
  forgetIntentsInMemory,
  INTENT_KEEP_MS,
  INTENTS_STORAGE_KEY,
  keepIntent,
  keptIntent,
  tabKeepsIntents,
  uncertainIntents,
  type KeptIntent,
} from '@/lib/kept-intents';

// Issue 40 item 2: a money intent is kept in memory first, by member, with this tab's sessionStorage a copy.

const NOW = Date.UTC(2026, 10, 28, 10, 0, 0);
const intent = (over: Partial<KeptIntent> = {}): KeptIntent => ({
  input: '{"amount":150}',
  key: 'k1',
  at: NOW,
  uncertain: true,
  ...over,
});
const stored = () => JSON.parse(sessionStorage.getItem(INTENTS_STORAGE_KEY) ?? 'null') as unknown;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  sessionStorage.clear();
  forgetIntentsInMemory();
});

afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
  forgetIntentsInMemory();
});

describe('kept money intents', () => {
  it('keeps an intent for an hour, and not a moment longer', () => {
    keepIntent('m1', 'withdraw', intent());
    vi.setSystemTime(NOW + INTENT_KEEP_MS - 1);
    expect(keptIntent('m1', 'withdraw')?.key).toBe('k1');
    vi.setSystemTime(NOW + INTENT_KEEP_MS);
    expect(keptIntent('m1', 'withdraw')).toBeUndefined();
  });

  it("writes the copy to this tab's sessionStorage only, by member, and removes it when nothing is kept", () => {
    keepIntent('m1', 'withdraw', intent());
    expect(stored()).toEqual({ m1: { withdraw: intent() } });
    expect(localStorage.getItem(INTENTS_STORAGE_KEY)).toBeNull();
    dropIntent('m1', 'withdraw');
    expect(sessionStorage.getItem(INTENTS_STORAGE_KEY)).toBeNull();
  });

  it('tells a page that has not yet read its member whether this tab keeps any intent (home asks first)', () => {
    expect(tabKeepsIntents()).toBe(false);
    keepIntent('m1', 'withdraw', intent());
    forgetIntentsInMemory();
    expect(tabKeepsIntents()).toBe(true);
    dropIntent('m1', 'withdraw');
    expect(tabKeepsIntents()).toBe(false);
  });

  it("leaves out of the copy a member whose intents are all past the hour, and keeps another member's", () => {
    keepIntent('old', 'transfer', intent({ at: NOW - INTENT_KEEP_MS }));
    keepIntent('m2', 'transfer', intent({ key: 'k2' }));
    keepIntent('m1', 'withdraw', intent());
    expect(Object.keys(stored() as object).sort()).toEqual(['m1', 'm2']);
  });

  it('reads the copy after a reload (nothing in memory), and an unreadable copy as nothing kept', () => {
    keepIntent('m1', 'withdraw', intent());
    forgetIntentsInMemory();
    expect(keptIntent('m1', 'withdraw')?.key).toBe('k1');

    for (const copy of ['{not json', 'null', '{"m1":null}']) {
      forgetIntentsInMemory();
      sessionStorage.setItem(INTENTS_STORAGE_KEY, copy);
      expect(keptIntent('m1', 'withdraw')).toBeUndefined();
      expect(uncertainIntents('m1')).toEqual([]);
    }
  });

  it('holds the key in memory when the copy cannot be written (quota, private mode)', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    try {
      keepIntent('m1', 'withdraw', intent());
      expect(keptIntent('m1', 'withdraw')?.key).toBe('k1');
    } finally {
      setItem.mockRestore();
    }
  });

  it('lists as uncertain only the unanswered intents the member has not yet seen', () => {
    keepIntent('m1', 'withdraw', intent({ key: 'a' }));
    keepIntent('m1', 'transfer', intent({ key: 'b', uncertain: false }));
    keepIntent('m1', 'withdrawAll', intent({ key: 'c', seen: true }));
    expect(uncertainIntents('m1').map(([scope]) => scope)).toEqual(['withdraw']);
    expect(uncertainIntents('m2')).toEqual([]);
  });
});

import { createSeed, DB_VERSION } from './seed';
import type { MockDb } from './types';

export const DB_KEY = 'mock:db';

let state: MockDb = createSeed();
let persistent = false;

function load(): MockDb | null {
  try {
    const raw = localStorage.getItem(DB_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as MockDb;
    return parsed.version === DB_VERSION ? parsed : null;
  } catch {
    return null;
  }
}

function save(): void {
  if (!persistent) return;
  try {
    localStorage.setItem(DB_KEY, JSON.stringify(state));
  } catch {
    // storage full or blocked: the mock keeps working in memory
  }
}

/** Browser only: reload the saved database (or seed it) and save after every change. */
export function enablePersistence(): void {
  persistent = true;
  state = load() ?? createSeed();
  save();
}

export function getDb(): Readonly<MockDb> {
  return state;
}

/**
 * Every write goes through here: the change runs on a copy that replaces the state only
 * when it returns without throwing, so a rejected request never leaves half a change behind.
 */
export function updateDb<T>(change: (draft: MockDb) => T): T {
  const draft = structuredClone(state);
  const result = change(draft);
  state = draft;
  save();
  return result;
}

export function resetDb(): void {
  state = createSeed();
  save();
}

export function exportDb(): string {
  return JSON.stringify(state, null, 2);
}

export function importDb(json: string): void {
  const parsed = JSON.parse(json) as MockDb;
  if (parsed.version !== DB_VERSION || !Array.isArray(parsed.members)) {
    throw new Error('Not a mock database export of this version');
  }
  state = parsed;
  save();
}

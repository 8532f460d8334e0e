import { parseDbExport } from './db-shape';
import { createSeed } from './seed';
import type { MockDb } from './types';

export const DB_KEY = 'mock:db';
/** Bumped by every save: a tab whose copy is older reloads before it reads or writes (browser only). */
export const DB_REV_KEY = 'mock:db-rev';
/** Sessions and login-failure records kept (the newest); a burst of logins cannot grow the database without end. */
export const MAX_SESSIONS = 1000;
export const MAX_LOGIN_FAILURES = 1000;

let state: MockDb = createSeed();
let persistent = false;
let rev = 0;

function storedRev(): number {
  try {
    const value = Number(localStorage.getItem(DB_REV_KEY) ?? 0);
    return Number.isFinite(value) ? value : 0;
  } catch {
    return rev;
  }
}

function load(): MockDb | null {
  try {
    const raw = localStorage.getItem(DB_KEY);
    if (!raw) return null;
    const parsed = parseDbExport(raw);
    return parsed instanceof Error ? null : parsed;
  } catch {
    return null;
  }
}

/**
 * Another tab of the browser mock saved since this tab last read: take its database instead of going on
 * from (and later overwriting it with) this tab's stale copy.
 */
function sync(): void {
  if (!persistent) return;
  const current = storedRev();
  if (current === rev) return;
  state = load() ?? state;
  rev = current;
}

function save(): void {
  if (!persistent) return;
  try {
    const next = storedRev() + 1;
    localStorage.setItem(DB_KEY, JSON.stringify(state));
    localStorage.setItem(DB_REV_KEY, String(next));
    rev = next;
  } catch {
    // storage full or blocked: the mock keeps working in memory
  }
}

/** Browser only: reload the saved database (or seed it), save after every change, follow other tabs' saves. */
export function enablePersistence(): void {
  persistent = true;
  rev = storedRev();
  state = load() ?? createSeed();
  save();
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key !== DB_KEY && event.key !== DB_REV_KEY) return;
      state = load() ?? state;
      rev = storedRev();
    });
  }
}

export function getDb(): Readonly<MockDb> {
  sync();
  return state;
}

function bounded(db: MockDb): void {
  if (db.sessions.length > MAX_SESSIONS) db.sessions = db.sessions.slice(-MAX_SESSIONS);
  if (db.loginFailures && db.loginFailures.length > MAX_LOGIN_FAILURES)
    db.loginFailures = db.loginFailures.slice(-MAX_LOGIN_FAILURES);
}

/**
 * Every write goes through here: the change runs on a copy (of the newest saved state) that replaces the
 * state only when it returns without throwing, so a rejected request never leaves half a change behind.
 */
export function updateDb<T>(change: (draft: MockDb) => T): T {
  sync();
  const draft = structuredClone(state);
  const result = change(draft);
  bounded(draft);
  state = draft;
  save();
  return result;
}

export function resetDb(): void {
  state = createSeed();
  save();
}

export function exportDb(): string {
  sync();
  return JSON.stringify(state, null, 2);
}

/** Replaces the whole database; a file that is not an export of this version throws and changes nothing. */
export function importDb(json: string): void {
  const parsed = parseDbExport(json);
  if (parsed instanceof Error) throw parsed;
  state = parsed;
  bounded(state);
  save();
}

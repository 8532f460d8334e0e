import { describe, expect, it } from 'vitest';
import {
  DB_KEY,
  DB_REV_KEY,
  enablePersistence,
  exportDb,
  getDb,
  importDb,
  MAX_LOGIN_FAILURES,
  MAX_SESSIONS,
  resetDb,
  updateDb,
} from '@mocks/db';
import { DEFAULT_SCENARIO, getScenario, resetScenario, SCENARIO_KEY, setScenario } from '@mocks/scenarios';
import { hashPassword, passwordMatches } from '@mocks/domain/password';
import { SEED_PASSWORD } from '@mocks/seed';
import type { MockDb } from '@mocks/types/db';

describe('seed', () => {
  it('has the two seeded members of the spec', async () => {
    const first = getDb().members.find((m) => m.username === '0812345678')!;
    expect(await passwordMatches(SEED_PASSWORD, first.passwordHash)).toBe(true);
    expect(first).toMatchObject({
      bankCode: 'KBANK',
      bankAccountNo: '1234567890',
      wallet: 1000,
      coin: 5,
    });
    for (const category of ['slot', 'sport', 'lotto'] as const) {
      const games = first.games.filter((g) => g.category === category);
      expect(
        games.some((g) => g.isActive && g.amount > 0),
        category,
      ).toBe(true);
      expect(
        games.some((g) => !g.isActive),
        category,
      ).toBe(true);
    }
    const second = getDb().members.find((m) => m.username === '0898765432')!;
    expect(await passwordMatches('Demo1234', second.passwordHash)).toBe(true);
    expect(second).toMatchObject({ bankCode: 'KTB' });
    expect(second.bankAccountName).toMatch(/[\u0E00-\u0E7F]/);
  });

  it('keeps no password: a copy holds PBKDF2-SHA256 hashes of 100,000 rounds, each with its own salt', async () => {
    const copy = exportDb();
    expect(copy).not.toContain(SEED_PASSWORD);
    const hashes = getDb().members.map((m) => m.passwordHash);
    expect(hashes.length).toBe(17);
    for (const hash of hashes) expect(hash).toMatch(/^pbkdf2-sha256\$100000\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
    expect(new Set(hashes.map((hash) => hash.split('$')[2])).size).toBe(hashes.length);
    // Every seeded member logs in with the seeded password (the hashes are written ahead: mocks/seed-passwords.ts).
    const logsIn = await Promise.all(hashes.map((hash) => passwordMatches(SEED_PASSWORD, hash)));
    expect(logsIn.every(Boolean)).toBe(true);
    expect(await passwordMatches('Demo1235', hashes[0])).toBe(false);
    expect(await passwordMatches(SEED_PASSWORD, SEED_PASSWORD)).toBe(false);
  });

  it('hashes a new password with a fresh salt: the same password twice gives two hashes, both matching', async () => {
    const [a, b] = await Promise.all([hashPassword('Secret12'), hashPassword('Secret12')]);
    expect(a).not.toBe(b);
    for (const hash of [a, b]) expect(hash).toMatch(/^pbkdf2-sha256\$100000\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
    expect(await passwordMatches('Secret12', a)).toBe(true);
    expect(await passwordMatches('Secret12', b)).toBe(true);
    expect(await passwordMatches('Secret13', a)).toBe(false);
    // The rounds are read from the stored hash: a hash of 1 round matches only when derived with 1 round.
    const weak = await hashPassword('Secret12', 'salt', 1);
    expect(weak.startsWith('pbkdf2-sha256$1$salt$')).toBe(true);
    expect(await passwordMatches('Secret12', weak)).toBe(true);
    expect(await passwordMatches('Secret12', weak.replace('$1$', '$2$'))).toBe(false);
  });
});

describe('mock database', () => {
  it('a change that throws leaves nothing behind', () => {
    const before = exportDb();
    expect(() =>
      updateDb((db) => {
        db.members[0].wallet -= 500;
        throw new Error('rejected half way');
      }),
    ).toThrow('rejected half way');
    expect(exportDb()).toBe(before);
  });

  it('resetDb goes back to the seed', () => {
    updateDb((db) => {
      db.members[0].wallet = 1;
    });
    resetDb();
    expect(getDb().members[0].wallet).toBe(1000);
  });

  it('exports and imports the whole state, and refuses a foreign file', () => {
    updateDb((db) => {
      db.members[0].coin = 42;
    });
    const snapshot = exportDb();
    resetDb();
    importDb(snapshot);
    expect(getDb().members[0].coin).toBe(42);
    expect(() => importDb('{"version":0}')).toThrow();
    expect(getDb().members[0].coin).toBe(42);
  });

  it('persists to localStorage mock:db once persistence is on (the browser)', () => {
    expect(localStorage.getItem(DB_KEY)).toBeNull();
    enablePersistence();
    updateDb((db) => {
      db.members[0].coin = 7;
    });
    expect((JSON.parse(localStorage.getItem(DB_KEY)!) as MockDb).members[0].coin).toBe(7);
    resetDb();
    expect((JSON.parse(localStorage.getItem(DB_KEY)!) as MockDb).members[0].coin).toBe(5);
  });
});

describe('mock database bounds and imports', () => {
  it('keeps the newest sessions and login-failure records only', () => {
    updateDb((db) => {
      for (let i = 0; i < MAX_SESSIONS + 5; i += 1)
        db.sessions.push({ token: `t${i}`, memberId: 'm-1', createdAt: '2026-01-01T00:00:00Z' });
      for (let i = 0; i < MAX_LOGIN_FAILURES + 3; i += 1) db.loginFailures.push({ username: `u${i}`, at: [i] });
    });
    expect(getDb().sessions).toHaveLength(MAX_SESSIONS);
    expect(getDb().sessions.at(-1)!.token).toBe(`t${MAX_SESSIONS + 4}`);
    expect(getDb().sessions.some((s) => s.token === 't0')).toBe(false);
    expect(getDb().loginFailures).toHaveLength(MAX_LOGIN_FAILURES);
    expect(getDb().loginFailures.at(-1)!.username).toBe(`u${MAX_LOGIN_FAILURES + 2}`);
  });

  it('refuses an import that lacks a collection or has a wrong field, and keeps its state', () => {
    const before = exportDb();
    const db = JSON.parse(before) as Record<string, unknown> & { members: Record<string, unknown>[] };
    const { sessions: _sessions, ...withoutSessions } = db;
    for (const broken of [
      withoutSessions,
      { ...db, members: [{ ...db.members[0], games: 'none' }] },
      { ...db, spin: null },
    ]) {
      expect(() => importDb(JSON.stringify(broken))).toThrow(/not a mock database export/);
    }
    expect(exportDb()).toBe(before);
  });
});

describe('the browser mock keeps one database across tabs', () => {
  /** Another tab saves its change; `bumpRev` as the mock does, `fireEvent` the browser's storage event in this tab. */
  function saveFromOtherTab(
    change: (db: { members: { wallet: number; coin: number }[] }) => void,
    bumpRev: boolean,
    fireEvent: boolean,
  ): void {
    const other = JSON.parse(localStorage.getItem(DB_KEY)!) as { members: { wallet: number; coin: number }[] };
    change(other);
    localStorage.setItem(DB_KEY, JSON.stringify(other));
    if (bumpRev) localStorage.setItem(DB_REV_KEY, String(Number(localStorage.getItem(DB_REV_KEY)) + 1));
    if (fireEvent) window.dispatchEvent(new StorageEvent('storage', { key: DB_KEY }));
  }

  it("reads another tab's save on its storage event instead of its stale copy", () => {
    enablePersistence();
    saveFromOtherTab(
      (db) => {
        db.members[0].wallet = 900;
      },
      false,
      true,
    );
    expect(getDb().members[0].wallet).toBe(900);
  });

  it("builds its next write on another tab's save even before the event arrives (version check)", () => {
    enablePersistence();
    saveFromOtherTab(
      (db) => {
        db.members[0].wallet = 900; // e.g. a withdrawal in the other tab
      },
      true,
      false,
    );
    updateDb((db) => {
      db.members[0].coin = 1;
    });
    const saved = JSON.parse(localStorage.getItem(DB_KEY)!) as { members: { wallet: number; coin: number }[] };
    expect(saved.members[0]).toMatchObject({ wallet: 900, coin: 1 });
  });
});

describe('scenario flags', () => {
  it('default as the spec says and persist in localStorage mock:scenario', () => {
    expect(getScenario()).toEqual(DEFAULT_SCENARIO);
    expect(DEFAULT_SCENARIO).toMatchObject({
      registerOTP: true,
      enableChatWidget: true,
      terminated: false,
      manualDeposit: false,
      spinActive: true,
    });
    setScenario({ registerOTP: false });
    expect(JSON.parse(localStorage.getItem(SCENARIO_KEY)!)).toMatchObject({ registerOTP: false });
    expect(getScenario().registerOTP).toBe(false);
    resetScenario();
    expect(getScenario().registerOTP).toBe(true);
  });

  it('ignore a corrupt stored value', () => {
    localStorage.setItem(SCENARIO_KEY, '{not json');
    expect(getScenario()).toEqual(DEFAULT_SCENARIO);
  });
});

import { describe, expect, it } from 'vitest';
import { DB_KEY, enablePersistence, exportDb, getDb, importDb, resetDb, updateDb } from '../../../mocks/db';
import { DEFAULT_SCENARIO, getScenario, resetScenario, SCENARIO_KEY, setScenario } from '../../../mocks/scenarios';
import { SEED_PASSWORD } from '../../../mocks/seed';

describe('seed', () => {
  it('has the two seeded members of the spec', () => {
    const first = getDb().members.find((m) => m.username === '0812345678')!;
    expect(first).toMatchObject({ password: SEED_PASSWORD, bankCode: 'KBANK', bankAccountNo: '1234567890', wallet: 1000, coin: 5 });
    for (const category of ['slot', 'sport', 'lotto'] as const) {
      const games = first.games.filter((g) => g.category === category);
      expect(games.some((g) => g.isActive && g.amount > 0), category).toBe(true);
      expect(games.some((g) => !g.isActive), category).toBe(true);
    }
    const second = getDb().members.find((m) => m.username === '0898765432')!;
    expect(second).toMatchObject({ password: 'Demo1234', bankCode: 'KTB' });
    expect(second.bankAccountName).toMatch(/[\u0E00-\u0E7F]/);
  });
});

describe('mock database', () => {
  it('a change that throws leaves nothing behind', () => {
    const before = exportDb();
    expect(() =>
      updateDb((db) => {
        db.members[0]!.wallet -= 500;
        throw new Error('rejected half way');
      }),
    ).toThrow('rejected half way');
    expect(exportDb()).toBe(before);
  });

  it('resetDb goes back to the seed', () => {
    updateDb((db) => {
      db.members[0]!.wallet = 1;
    });
    resetDb();
    expect(getDb().members[0]!.wallet).toBe(1000);
  });

  it('exports and imports the whole state, and refuses a foreign file', () => {
    updateDb((db) => {
      db.members[0]!.coin = 42;
    });
    const snapshot = exportDb();
    resetDb();
    importDb(snapshot);
    expect(getDb().members[0]!.coin).toBe(42);
    expect(() => importDb('{"version":0}')).toThrow();
    expect(getDb().members[0]!.coin).toBe(42);
  });

  it('persists to localStorage mock:db once persistence is on (the browser)', () => {
    expect(localStorage.getItem(DB_KEY)).toBeNull();
    enablePersistence();
    updateDb((db) => {
      db.members[0]!.coin = 7;
    });
    expect(JSON.parse(localStorage.getItem(DB_KEY)!).members[0].coin).toBe(7);
    resetDb();
    expect(JSON.parse(localStorage.getItem(DB_KEY)!).members[0].coin).toBe(5);
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

import { getDb, updateDb } from '../db';
import { SEED_PASSWORD } from '../seed';
import { seededPasswordHash, SEEDED_PHONES } from '../seed-passwords';

export interface SeededAccount {
  phone: string;
  /** The seeded password while the member keeps the seeded hash; null once it changed (the database keeps no password). */
  password: string | null;
  name: string;
  active: boolean;
}

export function seededAccounts(): SeededAccount[] {
  return getDb().members.map((m) => ({
    phone: m.username,
    password:
      SEEDED_PHONES.includes(m.username) && m.passwordHash === seededPasswordHash(m.username) ? SEED_PASSWORD : null,
    name: m.name,
    active: m.active,
  }));
}

/** Opens a mock session for a member without the login form; returns the token. */
export function createSessionFor(phone: string): string {
  const member = getDb().members.find((m) => m.username === phone);
  if (!member) throw new Error(`No member ${phone}`);
  const token = `mock.qa.${crypto.randomUUID()}`;
  updateDb((db) => {
    db.sessions.push({ token, memberId: member._id, createdAt: new Date().toISOString() });
  });
  return token;
}

export { SEED_PASSWORD };

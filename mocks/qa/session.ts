import { getDb, updateDb } from '../db';
import { passwordMatches } from '../domain/password';
import { SEED_PASSWORD } from '../seed';

export interface SeededAccount {
  phone: string;
  /** The seeded password while it still logs in; null once the member changed it (the database keeps no password). */
  password: string | null;
  name: string;
  active: boolean;
}

export function seededAccounts(): SeededAccount[] {
  return getDb().members.map((m) => ({
    phone: m.username,
    password: passwordMatches(SEED_PASSWORD, m.passwordHash) ? SEED_PASSWORD : null,
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

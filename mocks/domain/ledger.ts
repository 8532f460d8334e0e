import { nowIso } from '../clock';
import type { MockDb, MockStatement } from '../types';

/** Hands out a unique id inside a db change. */
export function nextId(db: MockDb, prefix: string): string {
  const id = `${prefix}-${db.nextId}`;
  db.nextId += 1;
  return id;
}

/** Writes a statement entry for a money move; call it inside updateDb. */
export function recordStatement(
  db: MockDb,
  entry: Omit<MockStatement, '_id' | 'createdAt'> & { createdAt?: string },
): MockStatement {
  const statement: MockStatement = { _id: nextId(db, 'st'), createdAt: nowIso(), ...entry };
  db.statements.push(statement);
  return statement;
}

import SHA256 from 'crypto-js/sha256';

/**
 * Members' passwords as the mock database keeps them: "salt$hash", the hash SHA-256 over salt and password, a
 * fresh random salt each time one is set. A copy of the database (GET /__mock/db, localStorage `mock:db`) holds
 * no password a reader could log in with. A stand-in for a real backend's slow hash, not one.
 */
const SALT_BYTES = 16;

function randomSalt(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function hashPassword(password: string, salt = randomSalt()): string {
  return `${salt}$${SHA256(`${salt}:${password}`).toString()}`;
}

export function passwordMatches(password: string, stored: string): boolean {
  const salt = stored.split('$', 1)[0];
  return salt !== stored && hashPassword(password, salt) === stored;
}

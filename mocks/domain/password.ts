/**
 * Members' passwords as the mock database keeps them: "pbkdf2-sha256$<iterations>$<salt>$<hash>", PBKDF2 over
 * SHA-256 through Web Crypto (the browser's mock and node alike) with a fresh random salt per member and per
 * change. A copy of the database (GET /__mock/db, localStorage `mock:db`) holds no password, and each guess at
 * one costs 100,000 rounds of HMAC-SHA-256 instead of one SHA-256 (the seeded password came back on the first
 * guess). The seeded members' hashes are computed once, ahead (mocks/seed-passwords.ts).
 */
export const PBKDF2_ITERATIONS = 100_000;
const SCHEME = 'pbkdf2-sha256';
const SALT_BYTES = 16;
const HASH_BITS = 256;

const hex = (bytes: Uint8Array): string => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

function randomSalt(): string {
  return hex(crypto.getRandomValues(new Uint8Array(SALT_BYTES)));
}

async function derive(password: string, salt: string, iterations: number): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', encoder.encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: encoder.encode(salt), iterations },
    key,
    HASH_BITS,
  );
  return hex(new Uint8Array(bits));
}

export async function hashPassword(
  password: string,
  salt = randomSalt(),
  iterations = PBKDF2_ITERATIONS,
): Promise<string> {
  return `${SCHEME}$${iterations}$${salt}$${await derive(password, salt, iterations)}`;
}

/** Equal strings of hex digits, compared in time that does not depend on where they differ. */
function sameHex(a: string, b: string): boolean {
  let difference = a.length ^ b.length;
  for (let i = 0; i < Math.min(a.length, b.length); i += 1) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

/**
 * Logins that matched in this process (a tab, the mock server), newest last: the same member logging in again
 * costs no derivation (the suite's burst logs in 1,050 times). A wrong password is derived every time.
 */
const matched: string[] = [];
const MATCHES_KEPT = 32;

export async function passwordMatches(password: string, stored: string): Promise<boolean> {
  const [scheme, rounds, salt, hash, ...rest] = stored.split('$');
  if (scheme !== SCHEME || !/^\d{1,7}$/.test(rounds) || !salt || !hash || rest.length > 0) return false;
  const memo = `${stored}\u0000${password}`;
  if (matched.includes(memo)) return true;
  if (!sameHex(await derive(password, salt, Number(rounds)), hash)) return false;
  matched.push(memo);
  if (matched.length > MATCHES_KEPT) matched.shift();
  return true;
}

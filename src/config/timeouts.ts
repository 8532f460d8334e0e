/**
 * How long the client waits for an answer. The generated web server's proxy waits longer than these
 * (vite-plugins/server-config.ts), so the member sees the client's timeout, never a proxy's 504 racing it.
 */

/** Spec section 7: a call without an answer after 60 s fails as a timeout. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 60_000;

/** An upload (slip, chat image or video) may take this long on a slow phone network. */
export const UPLOAD_TIMEOUT_MS = 300_000;

/** VITE_REQUEST_TIMEOUT_MS (a shorter one only for the e2e fault tests' build), else the spec's 60 s. */
export function requestTimeoutFrom(env: Record<string, string | boolean | undefined>): number {
  const raw = env.VITE_REQUEST_TIMEOUT_MS;
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (text === '') return DEFAULT_REQUEST_TIMEOUT_MS;
  const value = Number(text);
  if (!Number.isFinite(value) || value < 0)
    throw new Error(`VITE_REQUEST_TIMEOUT_MS must be a non-negative number, got "${text}"`);
  return value || DEFAULT_REQUEST_TIMEOUT_MS;
}

/**
 * The logout call (src/lib/logout.ts) is never waited for: the member is logged out at once. It is given up
 * after this, so a backend that never answers it holds nothing open for long.
 */
export const LOGOUT_CALL_TIMEOUT_MS = 10_000;

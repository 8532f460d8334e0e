/** Browser storage keys, exactly as spec section 3 names them. */
export const STORAGE_KEYS = {
  token: 'token',
  locale: 'locale',
  rememberAgreement: 'remember-agreement',
  lastSync: 'last_sync',
  inviteCode: 'code',
  guestId: 'guest-id',
} as const;

type Area = 'local' | 'session';

function area(which: Area): Storage | null {
  try {
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null; // storage can be disabled (private mode, blocked cookies)
  }
}

export function readItem(key: string, which: Area = 'local'): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** True when the browser stored it; false when it refused (quota, private mode, disabled storage). */
export function writeItem(key: string, value: string, which: Area = 'local'): boolean {
  const storage = area(which);
  if (!storage) return false;
  try {
    storage.setItem(key, value);
    return true;
  } catch {
    // quota or disabled storage: the app keeps working without persistence
    return false;
  }
}

export function removeItem(key: string, which: Area = 'local'): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    // ignore, as above
  }
}

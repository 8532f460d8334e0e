/**
 * The mock's own settings (scenario flags, clock offset, faults, HTML injection) as a small key-value store, apart
 * from its database (db.ts): localStorage in the browser and in jsdom tests, plain memory in the standalone server.
 */
const memory = new Map<string, string>();

function local(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export const settings = {
  get(key: string): string | null {
    const storage = local();
    if (!storage) return memory.get(key) ?? null;
    try {
      return storage.getItem(key);
    } catch {
      return memory.get(key) ?? null;
    }
  },
  set(key: string, value: string): void {
    const storage = local();
    try {
      if (storage) storage.setItem(key, value);
      else memory.set(key, value);
    } catch {
      memory.set(key, value);
    }
  },
  remove(key: string): void {
    memory.delete(key);
    try {
      local()?.removeItem(key);
    } catch {
      // memory already cleared
    }
  },
};

export function readJson<T>(key: string, fallback: T): T {
  const raw = settings.get(key);
  if (!raw) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

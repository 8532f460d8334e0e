/** What the mock answered in this page session (method, path, status, code), newest last. */
export interface LoggedRequest {
  at: number;
  method: string;
  path: string;
  status: number;
  code: string | null;
}

const MAX_ENTRIES = 300;
const entries: LoggedRequest[] = [];
const listeners = new Set<() => void>();

export function logRequest(entry: LoggedRequest): void {
  entries.push(entry);
  if (entries.length > MAX_ENTRIES) entries.splice(0, entries.length - MAX_ENTRIES);
  listeners.forEach((listener) => listener());
}

export function requestLog(): readonly LoggedRequest[] {
  return entries;
}

export function clearRequestLog(): void {
  entries.length = 0;
  listeners.forEach((listener) => listener());
}

export function onRequestLogged(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

import { EARLY_KEYS } from '@/lib/early-keys';

/** The login guard's call started by index.html, taken once (a later visit to /login asks again); undefined when none was started. */
export function takeEarlyActive(): Promise<Response> | undefined {
  const holder = window as unknown as Record<string, Promise<Response> | undefined>;
  const early = holder[EARLY_KEYS.active];
  delete holder[EARLY_KEYS.active];
  return early;
}

import { takeFromWindow } from '@/lib/early-answer';
import { EARLY_KEYS } from '@/lib/early-keys';

/** The login guard's call started by index.html, taken once (a later visit to /login asks again); undefined when none was started. */
export const takeEarlyActive = (): Promise<Response> | undefined =>
  takeFromWindow<Promise<Response>>(EARLY_KEYS.active);

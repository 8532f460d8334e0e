/** The window property that holds the login guard's call started by index.html (build/preload-script.ts). */
export const EARLY_ACTIVE_KEY = '__portalActiveCheck';

/** That call's response, taken once (a later visit to /login asks again); undefined when none was started. */
export function takeEarlyActive(): Promise<Response> | undefined {
  const holder = window as unknown as Record<string, Promise<Response> | undefined>;
  const early = holder[EARLY_ACTIVE_KEY];
  delete holder[EARLY_ACTIVE_KEY];
  return early;
}

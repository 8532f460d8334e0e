/** A visitor's chat guest id (spec section 6: a generated guest id), as the app makes it and the mock accepts it. */
export function isGuestId(value: unknown): value is string {
  return typeof value === 'string' && /^guest-[A-Za-z0-9-]{6,64}$/.test(value);
}

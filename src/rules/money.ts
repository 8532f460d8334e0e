/** Money is counted in satang (hundredths) so float noise never creates or loses any. */
export function toSatang(amount: number): number {
  return Math.round(amount * 100);
}

export function fromSatang(satang: number): number {
  return satang / 100;
}

export function addMoney(a: number, b: number): number {
  return fromSatang(toSatang(a) + toSatang(b));
}

/** The sum of amounts, added in satang. */
export function sumMoney(amounts: readonly number[]): number {
  return fromSatang(amounts.reduce((sum, amount) => sum + toSatang(amount), 0));
}

/** True when the amount has no fraction of a satang (1.5 and 1.25, not 1.255). */
export function isWholeSatang(amount: number): boolean {
  return Number.isFinite(amount) && Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;
}

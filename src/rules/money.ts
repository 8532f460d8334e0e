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

/**
 * The smallest amount a currency moves in, in satang (hundredths): a satang for baht, a whole kip for kip (kip has
 * no coins in use, and a Lao bank pays out no fraction of one). Unknown currency: hundredths.
 */
export function moneyStepSatang(currency: 'THB' | 'LAK' | null | undefined): number {
  return currency === 'LAK' ? 100 : 1;
}

/** A share of money rounded to the nearest step (whole kip, or satang), in satang. */
export function roundToStep(satang: number, step: number): number {
  return Math.round(satang / step) * step;
}

/** What of an amount can move in whole steps (the rest stays), in the amount's units: 1,877,150.05 kip -> 1,877,150. */
export function wholeSteps(amount: number, step: number): number {
  return fromSatang(Math.floor((toSatang(amount) + 1e-6) / step) * step);
}

/** Amounts in this currency are typed and moved in whole units only (kip). */
export function isWholeCurrency(currency: 'THB' | 'LAK' | null | undefined): boolean {
  return moneyStepSatang(currency) === 100;
}

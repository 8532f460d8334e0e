import { nextId, recordStatement } from './ledger';
import { addMoney } from '@/rules/money';
import { inMemberMoney } from './member-money';
import type { MockCoupon, MockDb, MockSpinSlice, MockStatement } from '../types';
import { sameText } from '../texts/translate';

/** Coupons from a win stay claimable this long. */
export const COUPON_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
/** Prize types a member can claim online; any other type answers INVALID_COUPON_TYPE. */
export const CLAIMABLE_PRIZE_TYPES = ['cash', 'coin', 'bonus'] as const;

/** A rule refused the request: the handler answers `{ success: false, error: code }` and nothing changed. */
export class SpinRuleError extends Error {
  readonly code: string;
  constructor(code: string) {
    super(code);
    this.name = 'SpinRuleError';
    this.code = code;
  }
}

/**
 * mulberry32: a tiny seedable generator. The state lives in the db (`db.spin.rngState`), so a test
 * (or QA, through setSpinSeed) fixes the sequence of prizes.
 */
export function nextRandom(state: number): [value: number, nextState: number] {
  const next = (state + 0x6d2b79f5) >>> 0;
  let t = next;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return [((t ^ (t >>> 14)) >>> 0) / 4294967296, next];
}

/** Picks a slice by weight for r in [0, 1); slices with weight 0 or less are never picked. */
export function pickSlice<T extends Pick<MockSpinSlice, 'weight'>>(slices: readonly T[], r: number): T {
  const total = slices.reduce((sum, s) => sum + Math.max(0, s.weight), 0);
  if (!(total > 0)) throw new Error('The wheel has no slice with a positive weight');
  let point = Math.min(Math.max(r, 0), 0.999999999) * total;
  for (const slice of slices) {
    const weight = Math.max(0, slice.weight);
    if (weight > 0 && point < weight) return slice;
    point -= weight;
  }
  // Float noise at the very top end: the last slice that can win.
  return [...slices].reverse().find((s) => s.weight > 0) as T;
}

/** Fixes the prize sequence (tests, QA). */
export function setSpinSeed(db: MockDb, seed: number): void {
  db.spin.rngState = seed >>> 0;
}

/** Whether a new spin would pick this slice code next, without changing anything (tests). */
export function peekNextSlice(db: Readonly<MockDb>): MockSpinSlice {
  const [r] = nextRandom(db.spin.rngState);
  return pickSlice(db.spin.wheel.slices, r);
}

/** A seed whose next spin lands on `code` (searched from `from`); tests use it to choose a prize. */
export function seedForSlice(db: Readonly<MockDb>, code: string, from = 1): number {
  for (let seed = from; seed < from + 100_000; seed += 1) {
    const [r] = nextRandom(seed);
    if (pickSlice(db.spin.wheel.slices, r).code === code) return seed;
  }
  throw new Error(`No seed found for slice ${code}`);
}

export interface SpinOutcome {
  code: string;
  label: string;
  remainingCoin: number;
  coupon: MockCoupon | null;
}

/** One spin: costs one coin (server side), picks a weighted slice, and a prize slice creates a coupon. */
export function spinWheel(db: MockDb, memberId: string, active: boolean, nowMs: number): SpinOutcome {
  if (!active) throw new SpinRuleError('SPIN_INACTIVE');
  const member = db.members.find((m) => m._id === memberId);
  if (!member) throw new SpinRuleError('INVALID_CODE');
  if (!(member.coin > 0)) throw new SpinRuleError('NO_COIN');
  const [r, next] = nextRandom(db.spin.rngState);
  db.spin.rngState = next;
  const slice = pickSlice(db.spin.wheel.slices, r);
  member.coin -= 1;
  let coupon: MockCoupon | null = null;
  if (slice.prizeType !== 'none') {
    // Cash and bonus prizes are paid in the member's money (coins are coins).
    const amount = slice.prizeType === 'coin' ? slice.amount : inMemberMoney(slice.amount, member);
    coupon = makeCoupon(nextId(db, 'cp'), memberId, { ...slice, amount }, nowMs);
    db.spin.coupons.push(coupon);
  }
  return { code: slice.code, label: slice.label, remainingCoin: member.coin, coupon };
}

/**
 * A bonus is in progress when the member's newest bonus-related statement is a bonus credit with a
 * bonus item (not failed) rather than a finish_bonus.
 */
export function bonusInProgress(statements: readonly MockStatement[], memberId: string): boolean {
  const related = statements
    .filter(
      (s) =>
        s.memberId === memberId &&
        ((s.statementType === 'bonus' && s.bonus !== undefined && s.status !== 'FAILED') ||
          s.statementType === 'finish_bonus'),
    )
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  return related[0]?.statementType === 'bonus';
}

/** Member's coupons that can still be claimed (not yet claimed), newest first. */
export function openCoupons(db: Readonly<MockDb>, memberId: string): MockCoupon[] {
  return db.spin.coupons
    .filter((c) => c.memberId === memberId && c.claimedAt === null)
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b._id.localeCompare(a._id));
}

export interface ClaimOutcome {
  code: string;
  prizeType: string;
  amount: number;
  wallet: number;
  coin: number;
}

/** A coupon as the app sends only its spec fields (spec section 3): prize slice label, prize name, amount. */
interface CouponBySpecFields {
  prize: { name: string; slice: { label: string } };
  amount: number;
}

function isCouponObject(ref: unknown): ref is Partial<CouponBySpecFields> & { _id?: unknown; code?: unknown } {
  return typeof ref === 'object' && ref !== null;
}

/**
 * The coupon a claim {coupon} names: an id string (the coupon's `_id`, or its `code`), or a coupon object
 * (its `_id` or `code` when it carries one, else its spec fields: the member's oldest claimable coupon of
 * that prize). INVALID_CODE when it names none of the member's coupons.
 */
export function couponFor(db: Readonly<MockDb>, memberId: string, ref: unknown, nowMs: number): MockCoupon {
  const mine = db.spin.coupons.filter((c) => c.memberId === memberId);
  if (typeof ref === 'string') {
    const id = ref.trim();
    const coupon = id ? mine.find((c) => c._id === id || c.code === id) : undefined;
    if (!coupon) throw new SpinRuleError('INVALID_CODE');
    return coupon;
  }
  if (!isCouponObject(ref)) throw new SpinRuleError('INVALID_CODE');
  if (typeof ref._id === 'string' || typeof ref.code === 'string')
    return couponFor(db, memberId, ref._id ?? ref.code, nowMs);
  const { prize, amount } = ref;
  const same = mine
    // The coupon came back as answered: its texts in the language of that answer (texts/translate.ts).
    .filter(
      (c) => sameText(c.sliceLabel, prize?.slice?.label) && sameText(c.prizeName, prize?.name) && c.amount === amount,
    )
    .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || a._id.localeCompare(b._id));
  if (same.length === 0) throw new SpinRuleError('INVALID_CODE');
  const open = same.filter((c) => c.claimedAt === null);
  return open.find((c) => Date.parse(c.expiresAt) > nowMs) ?? open[0] ?? same[0];
}

/** A spin or claim rule as its answer: success with the result, or success false with the refusal's code. */
export function spinAnswer<T>(rule: () => T): { success: true; result: T } | { success: false; error: string } {
  try {
    return { success: true, result: rule() };
  } catch (error) {
    if (error instanceof SpinRuleError) return { success: false, error: error.code };
    throw error;
  }
}

/**
 * Claims a coupon once (named as couponFor reads it): cash and bonus credit the wallet with a luckydraw
 * statement, coin adds coins.
 */
export function claimCoupon(db: MockDb, memberId: string, ref: unknown, nowMs: number): ClaimOutcome {
  const member = db.members.find((m) => m._id === memberId);
  if (!member) throw new SpinRuleError('INVALID_CODE');
  const coupon = couponFor(db, memberId, ref, nowMs);
  if (coupon.claimedAt !== null) throw new SpinRuleError('NO_CLAIMABLE_COUPON');
  if (Date.parse(coupon.expiresAt) <= nowMs) throw new SpinRuleError('COUPON_EXPIRED');
  if (!db.spin.wheel.slices.some((s) => s.code === coupon.sliceCode)) throw new SpinRuleError('INVALID_PRIZE_CODE');
  if (!(CLAIMABLE_PRIZE_TYPES as readonly string[]).includes(coupon.prizeType))
    throw new SpinRuleError('INVALID_COUPON_TYPE');
  if (!(coupon.amount > 0)) throw new SpinRuleError('INVALID_PRIZE_CODE');

  const description = `${coupon.sliceLabel} · ${coupon.prizeName}`;
  if (coupon.prizeType === 'coin') {
    member.coin += Math.trunc(coupon.amount);
  } else {
    if (coupon.prizeType === 'bonus' && bonusInProgress(db.statements, memberId))
      throw new SpinRuleError('BONUS_REMAINING');
    member.wallet = addMoney(member.wallet, coupon.amount);
    recordStatement(db, {
      memberId,
      statementType: 'bonus',
      status: 'SUCCESS',
      from: 'LUCKYDRAW',
      to: 'WALLET',
      amount: coupon.amount,
      createdAt: new Date(nowMs).toISOString(),
      luckydraw: { description },
      ...(coupon.prizeType === 'bonus' ? { bonus: { description } } : {}),
    });
  }
  coupon.claimedAt = new Date(nowMs).toISOString();
  return {
    code: coupon.code,
    prizeType: coupon.prizeType,
    amount: coupon.amount,
    wallet: member.wallet,
    coin: member.coin,
  };
}

/** A coupon won on a slice (spins and the seed build them the same way). */
export function makeCoupon(
  id: string,
  memberId: string,
  slice: Pick<MockSpinSlice, 'code' | 'label' | 'htmlDescription' | 'prizeName' | 'amount'> & { prizeType: string },
  createdAtMs: number,
  lifetimeMs = COUPON_LIFETIME_MS,
): MockCoupon {
  return {
    _id: id,
    code: id.toUpperCase(),
    memberId,
    sliceCode: slice.code,
    sliceLabel: slice.label,
    htmlDescription: slice.htmlDescription,
    prizeType: slice.prizeType,
    prizeName: slice.prizeName,
    amount: slice.amount,
    createdAt: new Date(createdAtMs).toISOString(),
    expiresAt: new Date(createdAtMs + lifetimeMs).toISOString(),
    claimedAt: null,
  };
}

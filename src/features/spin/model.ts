/**
 * Spin wheel rules and maths (spec sections 4, 5 and 9), free of React and the DOM.
 *
 * Angles are radians, clockwise. Slice i covers the wheel angles [i*a, (i+1)*a) measured clockwise
 * from the top, a = 2π / slice count. Turning the wheel clockwise by `rotation` puts the wheel angle
 * (-rotation mod 2π) under the pointer at the top.
 */

export const WHEEL_MAX_PX = 350;
export const WHEEL_MAX_VIEWPORT_RATIO = 0.85;
export const FRICTION = 0.991;
export const TURN_CHOICES = [3, 4] as const;
export const DURATION_MIN_MS = 4000;
export const DURATION_MAX_MS = 5000;
export const PRIZE_MODAL_DELAY_MS = 2000;
export const RESIZE_DEBOUNCE_MS = 500;
export const CLAIM_DEBOUNCE_MS = 500;
export const COUPONS_PER_PAGE = 3;
/** The landing point keeps this share of the slice width away from either edge. */
export const LANDING_MARGIN = 0.15;
/** One animation frame at 60 Hz: the friction applies once per frame. */
export const FRAME_MS = 1000 / 60;

const TAU = Math.PI * 2;

export type SpinPhase = 'idle' | 'requesting' | 'spinning' | 'finished';

/** A click spins only from idle and with at least one coin (spec section 5). */
export function canSpin(phase: SpinPhase, coin: number | null | undefined): boolean {
  return phase === 'idle' && typeof coin === 'number' && coin > 0;
}

/** Drawn size in CSS pixels: at most 350 px and at most 85% of the window width. */
export function wheelSize(viewportWidth: number): number {
  if (!Number.isFinite(viewportWidth) || viewportWidth <= 0) return 0;
  return Math.floor(Math.min(WHEEL_MAX_PX, viewportWidth * WHEEL_MAX_VIEWPORT_RATIO));
}

/** Backing-store pixels for a sharp drawing on high-density screens. */
export function backingSize(cssSize: number, devicePixelRatio: number): number {
  const ratio = Number.isFinite(devicePixelRatio) && devicePixelRatio > 0 ? devicePixelRatio : 1;
  return Math.round(cssSize * ratio);
}

export function sliceAngle(count: number): number {
  return TAU / count;
}

export function normalizeAngle(angle: number): number {
  const rest = angle % TAU;
  return rest < 0 ? rest + TAU : rest;
}

/** Index of the slice under the top pointer at this rotation. */
export function sliceAtPointer(rotation: number, count: number): number {
  const index = Math.floor(normalizeAngle(-rotation) / sliceAngle(count));
  return Math.min(Math.max(index, 0), count - 1);
}

export interface LandingInput {
  /** Rotation the wheel starts from. */
  start: number;
  /** Winning slice index. */
  index: number;
  count: number;
  /** Extra full turns (3 or 4). */
  turns: number;
  /** 0 <= offset < 1: where inside the slice to stop (kept inside the landing margins). */
  offset: number;
}

/**
 * The final rotation: `turns` full turns plus the part turn that brings a point well inside the
 * winning slice under the pointer. Always start + turns*2π <= result < start + (turns+1)*2π.
 */
export function landingRotation({ start, index, count, turns, offset }: LandingInput): number {
  const clamped = Math.min(Math.max(offset, 0), 1);
  const within = LANDING_MARGIN + (1 - 2 * LANDING_MARGIN) * clamped;
  const target = (index + within) * sliceAngle(count);
  const delta = normalizeAngle(-target - start);
  return start + turns * TAU + delta;
}

/** 3 or 4 extra turns from r in [0, 1). */
export function pickTurns(r: number): number {
  return r < 0.5 ? TURN_CHOICES[0] : TURN_CHOICES[1];
}

/** Duration: 4000 to 5000 ms, times turns, times 0.1 (spec section 9). */
export function spinDuration(turns: number, r: number): number {
  const clamped = Math.min(Math.max(r, 0), 1);
  return (DURATION_MIN_MS + (DURATION_MAX_MS - DURATION_MIN_MS) * clamped) * turns * 0.1;
}

/**
 * Share of the distance covered at time share t (0..1): the speed falls by the friction factor every
 * frame, scaled so the wheel stops exactly at the end of the duration (exactly on the landing angle).
 */
export function frictionProgress(t: number, durationMs: number, friction = FRICTION): number {
  if (t <= 0) return 0;
  if (t >= 1) return 1;
  const frames = Math.max(durationMs / FRAME_MS, 1);
  return (1 - friction ** (frames * t)) / (1 - friction ** frames);
}

export function rotationAt(elapsedMs: number, from: number, to: number, durationMs: number): number {
  if (durationMs <= 0 || elapsedMs >= durationMs) return to;
  return from + (to - from) * frictionProgress(elapsedMs / durationMs, durationMs);
}

export interface SpinPlan {
  index: number;
  turns: number;
  durationMs: number;
  from: number;
  to: number;
}

/**
 * Everything an animation needs, from the winning index and three random numbers in [0, 1).
 * With reduced motion (prefers-reduced-motion) there is no animation: no extra turns, no duration,
 * the wheel lands on the prize at once.
 */
export function planSpin(
  index: number,
  count: number,
  from: number,
  random: () => number,
  reducedMotion = false,
): SpinPlan {
  if (reducedMotion) {
    return {
      index,
      turns: 0,
      durationMs: 0,
      from,
      to: landingRotation({ start: from, index, count, turns: 0, offset: random() }),
    };
  }
  const turns = pickTurns(random());
  const durationMs = spinDuration(turns, random());
  const to = landingRotation({ start: from, index, count, turns, offset: random() });
  return { index, turns, durationMs, from, to };
}

/** Labels up to this many characters stay on one line. */
export const LABEL_LINE_CHARS = 8;

/** Lines of a slice label for drawing: short labels on one line, longer ones split at a space into two. */
export function labelLines(label: string): string[] {
  const words = label.trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1 || words.join(' ').length <= LABEL_LINE_CHARS) return words.length ? [words.join(' ')] : [];
  const middle = Math.ceil(words.length / 2);
  return [words.slice(0, middle).join(' '), words.slice(middle).join(' ')];
}

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  backingSize,
  canSpin,
  FRICTION,
  frictionProgress,
  LANDING_MARGIN,
  landingRotation,
  labelLines,
  normalizeAngle,
  pickTurns,
  planSpin,
  rotationAt,
  sliceAngle,
  sliceAtPointer,
  spinDuration,
  wheelSize,
} from '@/features/spin/model';

const TAU = Math.PI * 2;
const COUNTS = Array.from({ length: 15 }, (_, i) => i + 2); // 2..16
const TURNS = [3, 4];
const OFFSETS = [0, 0.01, 0.25, 0.5, 0.75, 0.999999, 1];
const STARTS = [0, 0.7, -2.4, 13.1];

/** Where inside its slice (0..1) the pointer sits at this rotation. */
const shareInSlice = (rotation: number, count: number) => {
  const position = normalizeAngle(-rotation) / sliceAngle(count);
  return position - Math.floor(position);
};

describe('wheel landing maths', () => {
  it.each(COUNTS.flatMap((count) => TURNS.map((turns) => [count, turns] as const)))(
    'with %i slices and %i turns the wheel stops inside every winning slice, after exactly the extra turns',
    (count, turns) => {
      for (let index = 0; index < count; index += 1) {
        for (const offset of OFFSETS) {
          for (const start of STARTS) {
            const end = landingRotation({ start, index, count, turns, offset });
            expect(sliceAtPointer(end, count)).toBe(index);
            const inside = shareInSlice(end, count);
            expect(inside).toBeGreaterThanOrEqual(LANDING_MARGIN - 1e-9);
            expect(inside).toBeLessThanOrEqual(1 - LANDING_MARGIN + 1e-9);
            expect(end - start).toBeGreaterThanOrEqual(turns * TAU);
            expect(end - start).toBeLessThan((turns + 1) * TAU);
            // The animation ends exactly on the landing rotation.
            expect(rotationAt(10_000, start, end, 1500)).toBe(end);
          }
        }
      }
    },
  );

  it('lands inside the slice for any start, offset and slice count (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 16 }),
        fc.constantFrom(3, 4),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: -100, max: 100, noNaN: true }),
        fc.nat(),
        (count, turns, offset, start, pick) => {
          const index = pick % count;
          const end = landingRotation({ start, index, count, turns, offset });
          return sliceAtPointer(end, count) === index;
        },
      ),
    );
  });

  it('reads the slice under the top pointer', () => {
    // At rest slice 0 starts at the top and runs clockwise, so the pointer sits on its left edge.
    expect(sliceAtPointer(0, 4)).toBe(0);
    // Turning the wheel a little clockwise brings the last slice under the pointer.
    expect(sliceAtPointer(0.1, 4)).toBe(3);
    expect(sliceAtPointer(-0.1, 4)).toBe(0);
    expect(sliceAtPointer(-(TAU / 4) - 0.1, 4)).toBe(1);
  });

  it('plans 3 or 4 turns with the spec duration from random numbers', () => {
    const values = [0.2, 0.5, 0.5];
    const plan = planSpin(2, 8, 0, () => values.shift() ?? 0);
    expect(plan.turns).toBe(3);
    expect(plan.durationMs).toBeCloseTo(4500 * 3 * 0.1);
    expect(sliceAtPointer(plan.to, 8)).toBe(2);
    expect(pickTurns(0)).toBe(3);
    expect(pickTurns(0.49)).toBe(3);
    expect(pickTurns(0.5)).toBe(4);
    expect(pickTurns(0.99)).toBe(4);
  });

  it('with reduced motion plans no animation: no extra turns, no duration, the same prize under the pointer', () => {
    for (const index of [0, 3, 7]) {
      const plan = planSpin(index, 8, 0, () => 0.5, true);
      expect(plan).toMatchObject({ index, turns: 0, durationMs: 0, from: 0 });
      expect(sliceAtPointer(plan.to, 8)).toBe(index);
      // less than one turn: the wheel only moves to the prize
      expect(plan.to).toBeGreaterThanOrEqual(0);
      expect(plan.to).toBeLessThan(TAU);
      // the same random numbers without reduced motion animate 3 or 4 turns
      expect(planSpin(index, 8, 0, () => 0.5).durationMs).toBeGreaterThan(1000);
    }
  });

  it('keeps the duration between 4000 and 5000 ms times turns times 0.1', () => {
    expect(spinDuration(3, 0)).toBe(1200);
    expect(spinDuration(3, 1)).toBe(1500);
    expect(spinDuration(4, 0)).toBe(1600);
    expect(spinDuration(4, 1)).toBe(2000);
    expect(spinDuration(4, 7)).toBe(2000);
  });

  it('slows down by the friction factor and stops exactly at the end', () => {
    const duration = 1500;
    expect(frictionProgress(0, duration)).toBe(0);
    expect(frictionProgress(1, duration)).toBe(1);
    let previous = 0;
    let previousStep = Infinity;
    for (let i = 1; i <= 100; i += 1) {
      const value = frictionProgress(i / 100, duration);
      const step = value - previous;
      expect(step).toBeGreaterThan(0); // always moving forward
      expect(step).toBeLessThan(previousStep); // always slower than the step before
      previous = value;
      previousStep = step;
    }
    // One frame later the speed has dropped by the friction factor.
    const frame = 1000 / 60 / duration;
    const first = frictionProgress(frame, duration);
    const second = frictionProgress(2 * frame, duration) - first;
    expect(second / first).toBeCloseTo(FRICTION, 6);
  });
});

describe('wheel size and spin rules', () => {
  it('is at most 350 px and at most 85% of the window width', () => {
    expect(wheelSize(390)).toBe(331);
    expect(wheelSize(320)).toBe(272);
    expect(wheelSize(412)).toBe(350);
    expect(wheelSize(1280)).toBe(350);
    expect(wheelSize(0)).toBe(0);
  });

  it('draws at the device pixel ratio', () => {
    expect(backingSize(331, 2)).toBe(662);
    expect(backingSize(331, 3)).toBe(993);
    expect(backingSize(331, 0)).toBe(331);
  });

  it('spins only from idle with more than 0 coins', () => {
    expect(canSpin('idle', 1)).toBe(true);
    expect(canSpin('idle', 0)).toBe(false);
    expect(canSpin('idle', -1)).toBe(false);
    expect(canSpin('idle', undefined)).toBe(false);
    expect(canSpin('requesting', 5)).toBe(false);
    expect(canSpin('spinning', 5)).toBe(false);
    expect(canSpin('finished', 5)).toBe(false);
  });

  it('keeps short labels on one line and splits longer ones into two', () => {
    expect(labelLines('100 baht')).toEqual(['100 baht']);
    expect(labelLines('20,000 kip')).toEqual(['20,000', 'kip']);
    expect(labelLines('GOOD LUCK')).toEqual(['GOOD', 'LUCK']);
    expect(labelLines('  ')).toEqual([]);
    expect(labelLines('GOOD')).toEqual(['GOOD']);
    expect(labelLines('BIG PRIZE OF DAY')).toEqual(['BIG PRIZE', 'OF DAY']);
  });
});

describe('wheel maths at the edges', () => {
  it('draws nothing for a width that is not a positive number, and at 1x for a ratio that is not one', () => {
    expect(wheelSize(Number.NaN)).toBe(0);
    expect(wheelSize(-100)).toBe(0);
    expect(backingSize(331, Number.NaN)).toBe(331);
    expect(backingSize(331, -2)).toBe(331);
    expect(backingSize(100.4, 1)).toBe(100);
  });

  it('keeps an offset outside 0..1 inside the landing margins', () => {
    for (const offset of [-0.5, 1.5]) {
      const end = landingRotation({ start: 0, index: 2, count: 8, turns: 3, offset });
      expect(sliceAtPointer(end, 8)).toBe(2);
      const inside = shareInSlice(end, 8);
      expect(inside).toBeCloseTo(offset < 0 ? LANDING_MARGIN : 1 - LANDING_MARGIN, 9);
    }
    expect(spinDuration(3, -1)).toBe(1200);
  });

  it('a rotation a hair past a slice edge reads the slice before it, never one past the last', () => {
    // normalizeAngle(-1e-17) rounds to exactly 2π: the index would be `count` without the clamp.
    expect(normalizeAngle(-1e-17)).toBe(TAU);
    expect(sliceAtPointer(1e-17, 4)).toBe(3);
  });

  it('counts at least one frame, and starts and ends the animation on its rotations', () => {
    expect(frictionProgress(0.5, 1)).toBeCloseTo((1 - FRICTION ** 0.5) / (1 - FRICTION), 12);
    expect(rotationAt(0, 1, 5, 1000)).toBe(1);
    expect(rotationAt(500, 1, 5, 0)).toBe(5);
    expect(rotationAt(500, 1, 5, -1)).toBe(5);
    expect(rotationAt(999, 1, 5, 1000)).toBeLessThan(5);
    // No duration (reduced motion): the wheel is at once on its landing rotation.
    expect(rotationAt(-1, 1, 5, 0)).toBe(5);
    expect(frictionProgress(-0.5, 1500)).toBe(0);
    expect(frictionProgress(2, 1500)).toBe(1);
  });

  it('splits labels of three or more words after the middle word', () => {
    expect(labelLines('ONE TWO THREE')).toEqual(['ONE TWO', 'THREE']);
    expect(labelLines('SUPERJACKPOT')).toEqual(['SUPERJACKPOT']);
    expect(labelLines('ABC DEFG')).toEqual(['ABC DEFG']);
    expect(labelLines(' A  B ')).toEqual(['A B']);
  });
});

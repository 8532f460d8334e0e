import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WalletIcon, type WalletIconName } from '@/features/wallet/components/wallet-icon';

// Issue 41: the coin and refund icons drew a $/฿-like sign (a stem through the middle and an S of two half loops),
// which the kip member read as the wrong money. Every currency sign ($, ฿, ₭, €...) has its stem through the centre
// of the 24 px box; a currency-neutral icon draws none.

type Point = { x: number; y: number };
interface Segment {
  from: Point;
  to: Point;
}

/** Arguments each SVG path command takes. */
const ARITY: Record<string, number> = { m: 2, l: 2, h: 1, v: 1, c: 6, s: 4, q: 4, t: 2, a: 7, z: 0 };

/** The straight segments (M/L/H/V and their relative forms) of an SVG path's data. */
function straightSegments(d: string): Segment[] {
  const tokens = d.match(/[a-zA-Z]|-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?/g) ?? [];
  const segments: Segment[] = [];
  let at: Point = { x: 0, y: 0 };
  let start: Point = at;
  let command = '';
  let i = 0;
  while (i < tokens.length) {
    if (/[a-zA-Z]/.test(tokens[i])) {
      command = tokens[i];
      i += 1;
    } else if (command.toLowerCase() === 'z') break; // numbers after a close: malformed, stop
    const lower = command.toLowerCase();
    const relative = command === lower;
    const args = tokens.slice(i, i + ARITY[lower]).map(Number);
    i += ARITY[lower];
    const base = relative ? at : { x: 0, y: 0 };
    let next: Point;
    if (lower === 'z') next = start;
    else if (lower === 'h') next = { x: (relative ? at.x : 0) + args[0], y: at.y };
    else if (lower === 'v') next = { x: at.x, y: (relative ? at.y : 0) + args[0] };
    else next = { x: base.x + args[args.length - 2], y: base.y + args[args.length - 1] };
    if (lower === 'l' || lower === 'h' || lower === 'v' || lower === 'z') segments.push({ from: at, to: next });
    at = next;
    if (lower === 'm') {
      start = next;
      command = relative ? 'l' : 'L'; // pairs after a move are lines
    }
  }
  return segments;
}

/** A vertical stroke through the middle of the box: a currency sign's stem. */
const isStem = ({ from, to }: Segment) =>
  Math.abs(from.x - to.x) < 0.01 &&
  Math.abs(from.x - 12) <= 1.5 &&
  Math.min(from.y, to.y) <= 10 &&
  Math.max(from.y, to.y) >= 14;

function pathOf(name: WalletIconName): string {
  const { container } = render(<WalletIcon name={name} />);
  return container.querySelector('path')?.getAttribute('d') ?? '';
}

describe('money icons are currency-neutral', () => {
  it('reads the straight strokes of a path', () => {
    expect(straightSegments('M12 6v12M9 9h4.5')).toEqual([
      { from: { x: 12, y: 6 }, to: { x: 12, y: 18 } },
      { from: { x: 9, y: 9 }, to: { x: 13.5, y: 9 } },
    ]);
    // The old coin's dollar-like sign is found.
    expect(straightSegments('M12 22a10 10 0 1 0 0-20zM12 6v12M9 9h4.5a1.5 1.5 0 0 1 0 3H10').some(isStem)).toBe(true);
  });

  it.each(['coin', 'refund'] as const)('the %s icon draws no currency sign', (name) => {
    const d = pathOf(name);
    expect(d).not.toBe('');
    expect(straightSegments(d).filter(isStem)).toEqual([]);
  });
});

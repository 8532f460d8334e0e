import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDb, updateDb } from '@mocks/db';
import { seedForSlice, setSpinSeed } from '@mocks/domain/spin';
import { renderApp, SEEDED } from '@tests/support/render-app';
import '@/features/spin/components/prize-modal';

// Spec section 4 "Spin": "On success the wheel animates to the winning slice, the coin count updates, the
// remaining sectors darken, after 2 s a prize modal opens, and the wheel resets and reloads when it closes."
// jsdom has no canvas: every canvas gets a 2D context that records what is painted, so the test reads the
// picture on the visible wheel (the sprite last copied onto it) rather than the component's state.

interface Paint {
  /** The sector whose path was filled (from the arc's start angle), or null for any other shape. */
  sector: number | null;
  fillStyle: string;
}

const TOP = -Math.PI / 2;
const paintsOf = new WeakMap<HTMLCanvasElement, Paint[]>();
const copiedOnto = new WeakMap<HTMLCanvasElement, HTMLCanvasElement>();
let sectorCount = 0;

function recordingContext(canvas: HTMLCanvasElement) {
  const paints: Paint[] = [];
  paintsOf.set(canvas, paints);
  let sector: number | null = null;
  const step = () => (2 * Math.PI) / sectorCount;
  const noop = () => undefined;
  return {
    fillStyle: '',
    strokeStyle: '',
    lineWidth: 1,
    font: '',
    textAlign: 'start',
    textBaseline: 'alphabetic',
    scale: noop,
    save: noop,
    restore: noop,
    translate: noop,
    rotate: noop,
    moveTo: noop,
    closePath: noop,
    stroke: noop,
    fillText: noop,
    beginPath: () => {
      sector = null;
    },
    arc: (_x: number, _y: number, _r: number, start: number, end: number) => {
      const whole = Math.abs(end - start - 2 * Math.PI) < 1e-9;
      sector = whole ? null : Math.round((start - TOP) / step());
    },
    fill(this: { fillStyle: string }) {
      paints.push({ sector, fillStyle: this.fillStyle });
    },
    drawImage: (source: HTMLCanvasElement) => copiedOnto.set(canvas, source),
  };
}

/** A black, partly transparent fill laid over a sector: the darkening. */
const isShade = (fillStyle: string) => {
  const rgba = /^rgba\((\d+),\s*(\d+),\s*(\d+),\s*([\d.]+)\)$/.exec(fillStyle.replace(/\s/g, ''));
  return !!rgba && rgba[1] === '0' && rgba[2] === '0' && rgba[3] === '0' && Number(rgba[4]) > 0;
};

const wheel = () => screen.getByRole<HTMLCanvasElement>('img', { name: /Spin wheel/ });

/** The sectors shown darkened on the visible wheel now. */
function darkenedSectors(): number[] {
  const sprite = copiedOnto.get(wheel());
  if (!sprite) throw new Error('nothing drawn on the wheel yet');
  const shaded = (paintsOf.get(sprite) ?? []).filter((p) => p.sector !== null && isShade(p.fillStyle));
  return [...new Set(shaded.map((p) => p.sector!))].sort((a, b) => a - b);
}

const centre = () => screen.getByRole('button', { name: /Spin the wheel/ });

beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    return recordingContext(this) as unknown as CanvasRenderingContext2D;
  });
});

afterEach(() => vi.useRealTimers());

describe('the wheel after a spin', () => {
  it('darkens every sector but the winning one, and shows them all again once the prize modal closes', async () => {
    const slices = getDb().spin.wheel.slices;
    sectorCount = slices.length;
    const winner = slices.findIndex((s) => s.code === 'CASH20');
    updateDb((db) => setSpinSeed(db, seedForSlice(db, 'CASH20')));
    await renderApp('/user/spin', { as: SEEDED.member.phone });
    await screen.findByRole('heading', { name: 'Lucky Wheel' });
    await waitFor(() => expect(darkenedSectors()).toEqual([]));

    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(Math, 'random').mockReturnValue(0); // 3 turns, 1200 ms
    fireEvent.click(centre());
    await waitFor(() => expect(centre()).toHaveAttribute('data-phase', 'spinning'));
    expect(darkenedSectors()).toEqual([]);

    await act(() => vi.advanceTimersByTimeAsync(1250));
    expect(centre()).toHaveAttribute('data-phase', 'finished');
    const others = slices.map((_, i) => i).filter((i) => i !== winner);
    await waitFor(() => expect(darkenedSectors()).toEqual(others));

    await act(() => vi.advanceTimersByTimeAsync(2100));
    const dialog = await screen.findByRole('dialog', { name: 'Congratulations!' });
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(centre()).toHaveAttribute('data-phase', 'idle'));
    await waitFor(() => expect(darkenedSectors()).toEqual([]));
  });
});

import { describe, expect, it } from 'vitest';
import type { Measure } from '@/lib/canvas-text';
import type { ReceiptRow } from '@/lib/receipt';
import { layoutReceiptCard, RECEIPT_CARD, type ReceiptSlip } from '@/lib/receipt-card';

/** 10 px per grapheme at any font: a line of the card (600 - 2 x 40 = 520 px) holds 52 graphemes. */
const measure: Measure = (text) =>
  Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)).length * 10;

const FONT = 'system-ui, sans-serif';
const { width, padding } = RECEIPT_CARD;
const LINE = width - 2 * padding;

const rows: ReceiptRow[] = [
  { key: 'move', label: 'Type', value: 'Withdrawal' },
  { key: 'status', label: 'Status', value: 'In progress' },
  { key: 'amount', label: 'Amount', value: '150.00 baht' },
  { key: 'from', label: 'From', value: 'Wallet' },
  {
    key: 'to',
    label: 'To',
    value: 'Kasikorn Bank xxx-xxx-7890 SOMCHAI JAIDEE',
    lines: ['Kasikorn Bank', 'xxx-xxx-7890', 'SOMCHAI JAIDEE'],
  },
  { key: 'time', label: 'Date and time', value: '14/01/2568 09:30:05' },
  { key: 'reference', label: 'Reference', value: 'SLIP202611001', groups: ['SLIP', '2026', '1100', '1'] },
];
const slip = (over: Partial<ReceiptSlip> = {}): ReceiptSlip => ({
  portal: 'Member Portal',
  title: 'Receipt',
  status: 'inProgress',
  rows,
  ...over,
});
const line = (layout: ReturnType<typeof layoutReceiptCard>, text: string) => {
  const found = layout.lines.find((l) => l.text === text);
  if (!found) throw new Error(`no line "${text}" in ${layout.lines.map((l) => l.text).join(' | ')}`);
  return found;
};

describe('the saved receipt card (an e-slip)', () => {
  it('puts the mark and the portal name on one line at the top, then the title and a rule', () => {
    const layout = layoutReceiptCard(slip(), FONT, measure);
    expect(layout.width).toBe(600);
    expect(layout.mark).toEqual({ x: padding, y: padding, size: RECEIPT_CARD.markSize });
    const name = line(layout, 'Member Portal');
    expect(name.x).toBeGreaterThan(padding + RECEIPT_CARD.markSize);
    expect(name.y).toBeGreaterThan(padding);
    expect(name.y + RECEIPT_CARD.brandSize).toBeLessThanOrEqual(padding + RECEIPT_CARD.markSize);
    expect(line(layout, 'Receipt').y).toBeGreaterThan(padding + RECEIPT_CARD.markSize);
    expect(layout.rules[0]).toBeGreaterThan(line(layout, 'Receipt').y);
  });

  it('a name too long for the line ends in an ellipsis and never wraps under the mark', () => {
    const long = 'Member Portal of the Lao People’s Democratic Republic';
    const layout = layoutReceiptCard(slip({ portal: long }), FONT, measure);
    const brand = layout.lines.filter((l) => l.y < padding + RECEIPT_CARD.markSize);
    expect(brand).toHaveLength(1);
    expect(brand[0].text).toMatch(/^Member Portal of the .*…$/);
    expect(brand[0].x + measure(brand[0].text, brand[0].font)).toBeLessThanOrEqual(width - padding);
  });

  it('centres the kind, the status badge in its colour and the amount, large, between the two rules', () => {
    const layout = layoutReceiptCard(slip(), FONT, measure);
    const kind = line(layout, 'Withdrawal');
    const word = line(layout, 'In progress');
    const amount = line(layout, '150.00 baht');
    expect([kind.align, amount.align]).toEqual(['center', 'center']);
    expect(amount.font).toBe(`700 ${RECEIPT_CARD.amountSize}px ${FONT}`);
    expect(RECEIPT_CARD.amountSize).toBeGreaterThanOrEqual(2 * RECEIPT_CARD.valueSize);
    const { badge } = layout;
    expect(badge).toMatchObject({ sign: 'clock', paper: '#ffc107', ink: '#212529' });
    expect(word.color).toBe(badge.ink);
    expect(badge.x + badge.width / 2).toBeCloseTo(width / 2, 0);
    expect(word.x).toBeGreaterThan(badge.iconX + badge.iconSize);
    expect(word.x + measure(word.text, word.font)).toBeLessThanOrEqual(badge.x + badge.width);
    expect(kind.y).toBeLessThan(badge.y);
    expect(badge.y + badge.height).toBeLessThanOrEqual(amount.y);
    expect(layout.rules).toHaveLength(2);
    expect(layout.rules[0]).toBeLessThan(kind.y);
    expect(layout.rules[1]).toBeGreaterThan(amount.y);
    // Not as label-and-value rows: the three have no label on the card.
    expect(layout.lines.map((l) => l.text)).not.toContain('Amount');
    expect(layout.lines.map((l) => l.text)).not.toContain('Status');
  });

  it('a done move has the green tick, a failed one the red cross', () => {
    expect(layoutReceiptCard(slip({ status: 'done' }), FONT, measure).badge).toMatchObject({ sign: 'check' });
    expect(layoutReceiptCard(slip({ status: 'failed' }), FONT, measure).badge).toMatchObject({ sign: 'cross' });
  });

  it('then each other row: its label over its value, a bank account over its lines, the reference in monospace groups', () => {
    const layout = layoutReceiptCard(slip(), FONT, measure);
    const after = layout.lines.filter((l) => l.y > layout.rules[1]).map((l) => [l.text, l.font.split(' ')[1]]);
    expect(after).toEqual([
      ['From', '22px'],
      ['Wallet', '26px'],
      ['To', '22px'],
      ['Kasikorn Bank', '26px'],
      ['xxx-xxx-7890', '26px'],
      ['SOMCHAI JAIDEE', '26px'],
      ['Date and time', '22px'],
      ['14/01/2568 09:30:05', '26px'],
      ['Reference', '22px'],
      ['SLIP 2026 1100 1', '26px'],
    ]);
    expect(line(layout, 'SLIP 2026 1100 1').font).toMatch(/monospace$/);
    expect(line(layout, 'From').color).not.toBe(line(layout, 'Wallet').color);
    const last = layout.lines.at(-1)!;
    expect(layout.height).toBe(last.y + Math.ceil(RECEIPT_CARD.valueSize * 1.35) + padding);
  });

  it('wraps a long value inside the card; the width stays 600 px', () => {
    const name = 'Bank for Agriculture and Agricultural Cooperatives BAAC';
    const layout = layoutReceiptCard(
      slip({ rows: [...rows.slice(0, 3), { key: 'to', label: 'To', value: name }] }),
      FONT,
      measure,
    );
    expect(layout.width).toBe(600);
    expect(layout.lines.every((l) => (l.align === 'left' ? measure(l.text, l.font) <= LINE : true))).toBe(true);
    expect(line(layout, 'Bank for Agriculture and Agricultural Cooperatives')).toBeDefined();
    expect(line(layout, 'BAAC')).toBeDefined();
  });

  it('has no amount line when the move names none, and falls back to sans-serif without a font stack', () => {
    const layout = layoutReceiptCard(slip({ rows: rows.filter((r) => r.key !== 'amount') }), '', measure);
    expect(layout.lines.some((l) => l.text.includes('baht'))).toBe(false);
    expect(line(layout, 'Withdrawal').font).toBe('700 26px sans-serif');
  });
});

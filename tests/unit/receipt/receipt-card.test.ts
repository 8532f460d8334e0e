import { describe, expect, it } from 'vitest';
import type { Measure } from '@/lib/canvas-text';
import { layoutReceiptCard, RECEIPT_CARD } from '@/lib/receipt-card';

/** 10 px per grapheme at any font: a line of the card (600 - 2 x 40 = 520 px) holds 52 graphemes. */
const measure: Measure = (text) =>
  Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)).length * 10;

const FONT = 'system-ui, sans-serif';
const { width, padding, rowGap } = RECEIPT_CARD;
const LINE = width - 2 * padding;
// One line's height: 1.35 times its font size, rounded up.
const TITLE_STEP = 46; // 34 px
const LABEL_STEP = 30; // 22 px
const VALUE_STEP = 38; // 28 px

describe('the saved receipt card layout', () => {
  it('is 600 px wide: the title centred on top, the rule under it, then each label over its value', () => {
    const layout = layoutReceiptCard(
      'Receipt',
      [
        { label: 'Type', value: 'Withdrawal' },
        { label: 'Amount', value: '150.00 baht' },
      ],
      FONT,
      measure,
    );
    expect(layout.width).toBe(600);
    const top = padding + TITLE_STEP;
    expect(layout.ruleY).toBe(top + rowGap / 2);
    const first = layout.ruleY + rowGap;
    const second = first + LABEL_STEP + VALUE_STEP + rowGap;
    expect(layout.lines).toEqual([
      { text: 'Receipt', font: `700 34px ${FONT}`, x: width / 2, y: padding, align: 'center', tone: 'text' },
      { text: 'Type', font: `400 22px ${FONT}`, x: padding, y: first, align: 'left', tone: 'label' },
      { text: 'Withdrawal', font: `700 28px ${FONT}`, x: padding, y: first + LABEL_STEP, align: 'left', tone: 'text' },
      { text: 'Amount', font: `400 22px ${FONT}`, x: padding, y: second, align: 'left', tone: 'label' },
      {
        text: '150.00 baht',
        font: `700 28px ${FONT}`,
        x: padding,
        y: second + LABEL_STEP,
        align: 'left',
        tone: 'text',
      },
    ]);
    // The last value's bottom, then the bottom margin (no gap after the last row).
    expect(layout.height).toBe(second + LABEL_STEP + VALUE_STEP + padding);
  });

  it('wraps a long value at spaces inside the card and pushes the next rows down; the width stays 600 px', () => {
    // 50 graphemes, then ' BAAC' would make 55: more than the 52 that fit.
    const account = 'Bank for Agriculture and Agricultural Cooperatives BAAC xxx-xxx-7890 SOMCHAI JAIDEE';
    const short = layoutReceiptCard('Receipt', [{ label: 'To', value: 'Wallet' }], FONT, measure);
    const long = layoutReceiptCard(
      'Receipt',
      [
        { label: 'To', value: account },
        { label: 'Date and time', value: '14/01/2025 09:30:05' },
      ],
      FONT,
      measure,
    );
    expect(long.width).toBe(600);
    const values = long.lines.filter((line) => line.tone === 'text' && line.align === 'left').map((l) => l.text);
    expect(values).toEqual([
      'Bank for Agriculture and Agricultural Cooperatives',
      'BAAC xxx-xxx-7890 SOMCHAI JAIDEE',
      '14/01/2025 09:30:05',
    ]);
    expect(long.lines.every((line) => measure(line.text, line.font) <= LINE)).toBe(true);
    const time = long.lines.find((line) => line.text === 'Date and time')!;
    expect(time.y).toBe(long.ruleY + rowGap + LABEL_STEP + 2 * VALUE_STEP + rowGap);
    expect(long.height).toBe(time.y + LABEL_STEP + VALUE_STEP + padding);
    expect(short.height).toBe(long.ruleY + rowGap + LABEL_STEP + VALUE_STEP + padding);
  });

  it('breaks a reference without spaces between graphemes, and a long title in centred lines', () => {
    const reference = 'A'.repeat(60);
    const lao = 'ຫຼັກຖານການເຮັດລາຍການ'.repeat(3); // no spaces, 51 graphemes: two do not fit on one line
    const layout = layoutReceiptCard(`${lao} ${lao}`, [{ label: 'Reference', value: reference }], FONT, measure);
    const title = layout.lines.filter((line) => line.align === 'center');
    expect(title.map((line) => line.text)).toEqual([lao, lao]);
    expect(title.map((line) => [line.x, line.y])).toEqual([
      [width / 2, padding],
      [width / 2, padding + TITLE_STEP],
    ]);
    expect(layout.ruleY).toBe(padding + 2 * TITLE_STEP + rowGap / 2);
    const value = layout.lines.filter((line) => line.font.startsWith('700 28px')).map((line) => line.text);
    expect(value).toEqual(['A'.repeat(52), 'A'.repeat(8)]);
    expect(layout.width).toBe(600);
  });

  it('falls back to sans-serif when the page has no font stack', () => {
    const layout = layoutReceiptCard('Receipt', [{ label: 'Type', value: 'Transfer' }], '', measure);
    expect(layout.lines.map((line) => line.font)).toEqual([
      '700 34px sans-serif',
      '400 22px sans-serif',
      '700 28px sans-serif',
    ]);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { editAmountText, groupAmountText, parseAmount } from '@/rules/amount-text';

describe('an amount as typed is grouped by threes', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['1000', '1,000'],
    ['100000', '100,000'],
    ['1000000', '1,000,000'],
    ['1000000.5', '1,000,000.5'],
    ['1234.', '1,234.'],
    ['1,2,3,4', '1,234'],
    ['0012', '12'],
    ['0', '0'],
    ['0.05', '0.05'],
    ['.5', '0.5'],
    ['1.2.3', '1.23'],
    ['12a3 baht', '123'],
    ['-5', '5'],
  ])('%j shows %j', (typed, shown) => expect(groupAmountText(typed)).toBe(shown));

  it('reads back, through parseAmount, as the number typed (the request carries it plain)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), fc.integer({ min: 0, max: 99 }), (whole, cents) => {
        const typed = `${whole}.${String(cents).padStart(2, '0')}`;
        const shown = groupAmountText(typed);
        expect(shown.replace(/,/g, '')).toBe(typed);
        expect(parseAmount(shown)).toBe(Number(typed));
        expect(groupAmountText(shown)).toBe(shown);
      }),
      { numRuns: 500 },
    );
    expect(parseAmount(groupAmountText('100000'))).toBe(100000);
  });
});

describe('the caret while typing and deleting', () => {
  // `|` marks the caret.
  const edit = (before: string, after: string, deletion?: 'backward' | 'forward', decimals?: number) => {
    const result = editAmountText({
      previous: before.replace('|', ''),
      text: after.replace('|', ''),
      caret: after.indexOf('|'),
      deletion,
      decimals,
    });
    return `${result.text.slice(0, result.caret)}|${result.text.slice(result.caret)}`;
  };

  it('stays after the digit just typed, at the end or in the middle', () => {
    expect(edit('100|', '1000|')).toBe('1,000|');
    expect(edit('10,000|', '100000|')).toBe('100,000|');
    expect(edit('1|00', '15|00')).toBe('1,5|00');
    expect(edit('1,0|00', '1,05|00')).toBe('10,5|00');
    expect(edit('|100', '5|100')).toBe('5|,100');
  });

  it('Backspace after a digit removes it and keeps the caret in place among the digits', () => {
    expect(edit('1,000|', '1,00|', 'backward')).toBe('100|');
    expect(edit('1,00|0', '1,0|0', 'backward')).toBe('10|0');
    expect(edit('12,3|45', '12,|45', 'backward')).toBe('1,2|45');
  });

  it('Backspace just after a comma removes the digit before it; Delete just before one the digit after it', () => {
    expect(edit('12,|345', '12|345', 'backward')).toBe('1|,345');
    expect(edit('12|,345', '12|345', 'forward')).toBe('1,2|45');
  });

  it('a leading zero typed over or a point first keep the caret by its digit', () => {
    expect(edit('0|', '05|')).toBe('5|');
    expect(edit('|', '.|')).toBe('0.|');
  });

  it('refuses a decimal more than the currency takes, the caret where it was (issue 40 item 13)', () => {
    expect(edit('1.25|', '1.255|')).toBe('1.25|');
    expect(edit('1.2|5', '1.29|5')).toBe('1.2|5');
    expect(edit('1|,000', '1.|,000')).toBe('1|,000');
    expect(edit('1.2|', '1.25|')).toBe('1.25|');
    expect(edit('1.25|', '1.2|', 'backward')).toBe('1.2|');
    // Text that already had more (set, not typed) can still lose them.
    expect(edit('1.255|', '1.25|', 'backward')).toBe('1.25|');
    expect(edit('1.25|', '1.255|', undefined, 3)).toBe('1.255|');
  });
});

describe('a kip amount takes no decimals (issue 41: no fraction of a kip is moved)', () => {
  it.each([
    ['1000', '1,000'],
    ['1000.50', '1,000'],
    ['1877150.05', '1,877,150'],
    ['.5', ''],
    ['12a3', '123'],
  ])('%j shows %j', (typed, shown) => expect(groupAmountText(typed, true)).toBe(shown));

  it('a typed point is refused: the text and the caret stay as they were', () => {
    expect(editAmountText({ text: '1,0.00', caret: 4, previous: '1,000', decimals: 0 })).toEqual({
      text: '1,000',
      caret: 3,
    });
    expect(editAmountText({ text: '1,000.', caret: 6, previous: '1,000', decimals: 0 })).toEqual({
      text: '1,000',
      caret: 5,
    });
    // Baht keeps its point.
    expect(editAmountText({ text: '1,000.', caret: 6, previous: '1,000' }).text).toBe('1,000.');
  });
});

describe('parseAmount: the one reader of a typed amount (withdraw, transfer, QR, manual deposit)', () => {
  it.each([
    ['10', 10],
    ['1,000.50', 1000.5],
    [' 0.99 ', 0.99],
    [' 100 ', 100],
    ['12.', 12],
    ['.5', 0.5],
  ])('reads %j as %d', (text, value) => expect(parseAmount(text)).toBe(value));

  it.each(['', '.', 'abc', '12a', 'x12', '-5', '1e3', '10..0', '1.2.3'])('%j is not an amount', (text) =>
    expect(parseAmount(text)).toBeNaN(),
  );
});

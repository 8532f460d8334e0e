import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountProblem, editAmountText, groupAmountText, parseAmount, readAmount } from '@/rules/amount-text';

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

  it('Backspace of the first digit leaves the caret at the start', () => {
    expect(edit('5|,100', '|,100', 'backward')).toBe('|100');
    // A selection of a comma and a digit deleted: the digit goes, the caret stays by the digit before.
    expect(edit('12,3|45', '12|45', 'backward')).toBe('1,2|45');
  });

  it('a "," typed by hand stays where it was typed, and the text is refused until it reads as one amount', () => {
    expect(edit('150|', '150,|')).toBe('150,|');
    expect(amountProblem('150,')).toBe('separator');
  });

  it('editing a refused text back into an amount groups it, the caret by the same digit', () => {
    // The stray comma deleted: the caret stays after the digits it followed.
    expect(edit('9,0,|00', '9,0|00', 'backward')).toBe('9,0|00');
    expect(edit(',|5', '|5', 'backward')).toBe('|5');
    // A comma meant as the decimal mark replaced by a point: the caret after the point.
    expect(edit('12,|', '12.|')).toBe('12.|');
    // A point after refused text: the caret stays before it, after the digit it followed.
    expect(edit('1,234,|.5', '1,234|.5', 'backward')).toBe('1,234|.5');
    expect(edit('1,|.500', '1,|500', 'forward')).toBe('1|,500');
    // Every digit deleted: the field is empty.
    expect(edit('1|,', '|,', 'backward')).toBe('|');
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
    // Counted from a point that opens the text, too.
    expect(edit('.12|', '.125|')).toBe('.12|');
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

  it('a typed point stays where it was typed, and the text is refused until it goes (issue 53 item 10)', () => {
    expect(editAmountText({ text: '1,0.00', caret: 4, previous: '1,000', decimals: 0 })).toEqual({
      text: '1,0.00',
      caret: 4,
    });
    expect(editAmountText({ text: '1,000.', caret: 6, previous: '1,000', decimals: 0 })).toEqual({
      text: '1,000.',
      caret: 6,
    });
    expect(amountProblem('1,000.', 0)).toBe('fraction');
    // Baht keeps its point.
    expect(editAmountText({ text: '1,000.', caret: 6, previous: '1,000' }).text).toBe('1,000.');
  });

  it('typing 150000.75 in kip never gives 15,000,075: the digits after the point stay after it', () => {
    let text = '';
    for (const key of '150000.75')
      text = editAmountText({ text: text + key, caret: text.length + 1, previous: text, decimals: 0 }).text;
    expect(text).toBe('150,000.75');
    expect(amountProblem(text, 0)).toBe('fraction');
    expect(parseAmount(text, 0)).toBeNaN();
    // Removing the point and what follows gives the amount back, grouped.
    for (let i = 0; i < 3; i += 1)
      text = editAmountText({
        text: text.slice(0, -1),
        caret: text.length - 1,
        previous: text,
        deletion: 'backward',
        decimals: 0,
      }).text;
    expect(text).toBe('150,000');
    expect(amountProblem(text, 0)).toBeNull();
  });
});

describe('an amount written elsewhere is read whole, or refused: never emptied, never multiplied (issue 53 item 10)', () => {
  const paste = (text: string, decimals: number, previous = '') =>
    editAmountText({ text, caret: text.length, previous, pasted: true, decimals }).text;

  it.each([
    ['1,500,000', 0, '1,500,000'],
    ['1.500.000', 0, '1,500,000'],
    ['1500000', 0, '1,500,000'],
    ['150000.00', 0, '150,000'],
    ['₭ 1,500,000', 0, '1,500,000'],
    ['150.00', 2, '150.00'],
    ['1,500.50', 2, '1,500.50'],
    ['1.500,50', 2, '1,500.50'],
    ['฿150', 2, '150'],
    ['150.000', 2, '150.000'],
    ['150000.75', 0, '150000.75'],
    ['1.500', 0, '1.500'],
    ['150,75', 2, '150,75'],
    ['1,50,000', 0, '1,50,000'],
    ['150.755', 2, '150.755'],
  ])('%j pasted in a field of %d decimals shows %j', (pasted, decimals, shown) => {
    expect(paste(pasted, decimals)).toBe(shown);
  });

  it('a paste of several characters is read whole with or without the flag (autofill), the caret after it', () => {
    expect(editAmountText({ text: '1.500.000', caret: 9, previous: '', decimals: 0 }).text).toBe('1,500,000');
    expect(editAmountText({ text: '1005', caret: 3, previous: '5' })).toEqual({ text: '1,005', caret: 5 });
    // A paste over a selection as long as itself is still a paste.
    expect(editAmountText({ text: '1.500.000', caret: 9, previous: '1,000,000', pasted: true, decimals: 0 }).text).toBe(
      '1,500,000',
    );
    // Refused as written, without the letters and spaces, the caret after what was pasted.
    expect(editAmountText({ text: '฿ 150,75', caret: 8, previous: '', pasted: true })).toEqual({
      text: '150,75',
      caret: 6,
    });
  });

  it.each([
    ['1.500.000', 0, '1500000'],
    ['1.500,50', 2, '1500.50'],
    ['15.000,50', 2, '15000.50'],
    ['1.500.000,50', 2, '1500000.50'],
    ['150.0000', 2, '150.00'],
    ['1.500', 3, '1.500'],
  ])('%j pasted with %d decimals reads as %j', (text, decimals, plain) => {
    expect(readAmount(text, decimals, true)).toEqual({ plain });
  });

  it.each([
    ['150000.75', 0, 'fraction'],
    ['1.500', 0, 'separator'],
    ['150.000', 2, 'separator'],
    ['150,75', 2, 'separator'],
    ['1,50,000', 0, 'separator'],
    ['150.755', 2, 'separator'],
    ['150.7555', 2, 'decimals'],
    ['150.0050', 2, 'decimals'],
    ['1,1.500,50', 2, 'separator'],
    ['1.500,50,1', 2, 'separator'],
  ])('%j in a field of %d decimals is refused: %s', (text, decimals, problem) => {
    expect(readAmount(text, decimals, true)).toEqual({ problem });
  });

  it('a field typed by hand refuses what a paste may read: dot groups, a decimal comma, zeros in kip', () => {
    expect(amountProblem('1.500.000', 0)).toBe('separator');
    expect(amountProblem('1.500,50', 2)).toBe('separator');
    expect(amountProblem('150,000.00', 0)).toBe('fraction');
    expect(amountProblem('1,500.50', 2)).toBeNull();
    expect(amountProblem('', 0)).toBeNull();
  });
});

describe('readAmount leaves out what is not an amount', () => {
  it('letters, spaces and signs around the figures', () => {
    expect(readAmount('฿1,500 baht')).toEqual({ plain: '1500' });
  });

  it.each(['', '.', 'abc', ',.'])('%j holds no digit: nothing to read', (text) => {
    expect(readAmount(text)).toBeNull();
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

  it.each(['', '.', 'abc', '12a', 'x12', '-5', '1e3', '10..0', '1.2.3', '150,75', '1,50,000', '1.500.000'])(
    '%j is not an amount',
    (text) => expect(parseAmount(text)).toBeNaN(),
  );

  it("with the currency's decimals, more of them is not an amount of it", () => {
    expect(parseAmount('150,000.75', 0)).toBeNaN();
    expect(parseAmount('150,000', 0)).toBe(150000);
    expect(parseAmount('1.255', 2)).toBeNaN();
  });
});

import { describe, expect, it } from 'vitest';
import { isGuestId } from '@/rules/guest-id';
import { addMoney, fromSatang, isWholeCurrency, isWholeSatang, sumMoney, toSatang, wholeSteps } from '@/rules/money';
import { normalisePhone, phoneProblem } from '@/rules/phone';

describe('phone (spec sections 5 and 9)', () => {
  it.each([
    ['0812345678', 10, null],
    [' 0812345678 ', 10, null],
    ['081234567', 10, 'length'],
    ['08123456789', 10, 'length'],
    ['081234567a', 10, 'length'],
    ['', 10, 'required'],
    [42, 10, 'required'],
    ['02012345678', null, null],
    ['2012', null, null],
    ['020 1234', null, 'digits'],
    ['', null, 'required'],
  ] as const)('phoneProblem(%j, %j) is %j', (raw, length, expected) =>
    expect(phoneProblem(raw, length)).toBe(expected),
  );
});

describe('money in satang', () => {
  it('adds without float noise', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(addMoney(0.1, 0.2)).toBe(0.3);
    expect(sumMoney([100.1, 0.2, -50.05])).toBe(50.25);
    expect(sumMoney([])).toBe(0);
  });

  it('converts both ways, rounding to the satang', () => {
    expect(toSatang(12.345)).toBe(1235);
    expect(toSatang(-1.5)).toBe(-150);
    expect(fromSatang(1235)).toBe(12.35);
  });

  it.each([
    [1, true],
    [1.5, true],
    [1.25, true],
    [0.07, true],
    [1.255, false],
    [1.001, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
  ])('isWholeSatang(%j) is %s', (amount, expected) => expect(isWholeSatang(amount)).toBe(expected));

  it('moves kip in whole kip and baht in satang: the currency decides the step, the rest stays', () => {
    expect(isWholeCurrency('LAK')).toBe(true);
    expect(isWholeCurrency('THB')).toBe(false);
    expect(isWholeCurrency(null)).toBe(false);
    // A kip step is 100 satang: 1,877,150.05 kip moves as 1,877,150, and 150.25 baht as it is.
    expect(wholeSteps(1_877_150.05, 100)).toBe(1_877_150);
    expect(wholeSteps(1_877_150, 100)).toBe(1_877_150);
    expect(wholeSteps(150.25, 1)).toBe(150.25);
    expect(wholeSteps(0.99, 100)).toBe(0);
  });
});

describe('guest ids', () => {
  it.each([
    ['guest-abc123', true],
    ['guest-0f8e-4c1a-9b2d', true],
    ['guest-abc12', false],
    ['member-abc123', false],
    ['guest-abc 123', false],
    ['xguest-abc123', false],
    ['guest-abc123!', false],
    [['guest-abc123'], false],
    [null, false],
  ])('isGuestId(%j) is %s', (value, expected) => expect(isGuestId(value)).toBe(expected));
});

describe('phone as typed (normalisePhone)', () => {
  it.each([
    ['081 234 5678', '0812345678'],
    ['081-234-5678', '0812345678'],
    ['+66 81 234 5678', '0812345678'],
    ['0066812345678', '0812345678'],
    ['+856 20 5555 1234', '02055551234'],
    ['00856 (20) 5555.1234', '02055551234'],
    ['+44 20 5555', '+44205555'],
    ['  02055551234 ', '02055551234'],
    // only a prefix at the start, followed by digits only, is international
    ['081+66123', '081+66123'],
    ['+66 81 234 567x', '+6681234567x'],
  ])('%j is sent as %j', (raw, expected) => expect(normalisePhone(raw)).toBe(expected));
});

import { describe, expect, it } from 'vitest';
import { canAddRefundToWallet, canReceiveRefund, canTakeRefund } from '@/features/refund/model';

describe('taking a refund (spec sections 4 and 5)', () => {
  const ready = { result: true, bonus: false, refundAmount: 12.5 };

  it('is possible when a refund exists, no bonus is pending and its amount is above 0', () => {
    expect(canTakeRefund(ready)).toBe(true);
    expect(canTakeRefund({ ...ready, refundAmount: 0.01 })).toBe(true);
  });

  it.each([
    ['no refund', { ...ready, result: false }],
    ['a pending bonus', { ...ready, bonus: true }],
    ['an amount of 0', { ...ready, refundAmount: 0 }],
    ['a negative amount', { ...ready, refundAmount: -5 }],
  ])('is refused with %s', (_, check) => expect(canTakeRefund(check)).toBe(false));

  it('is refused before the check has answered', () => expect(canTakeRefund(undefined)).toBe(false));

  it('receive and add-to-wallet follow the same rule', () => {
    expect(canReceiveRefund({ ...ready, bonus: true })).toBe(false);
    expect(canAddRefundToWallet(ready)).toBe(true);
  });
});

describe('refund buttons', () => {
  it('enables receive only with a refund and no pending bonus', () => {
    const base = { result: true, bonus: false, refundAmount: 13.78 };
    expect(canReceiveRefund(base)).toBe(true);
    expect(canReceiveRefund({ ...base, bonus: true })).toBe(false);
    expect(canReceiveRefund({ ...base, result: false })).toBe(false);
    expect(canReceiveRefund({ ...base, refundAmount: 0 })).toBe(false);
    expect(canReceiveRefund(undefined)).toBe(false);
  });

  it('enables add-to-wallet from the spec fields alone, as receive (info is never read)', () => {
    const base = { result: true, bonus: false, refundAmount: 13.78 };
    expect(canAddRefundToWallet(base)).toBe(true);
    expect(canAddRefundToWallet({ ...base, bonus: true })).toBe(false);
    expect(canAddRefundToWallet({ ...base, result: false })).toBe(false);
    expect(canAddRefundToWallet({ ...base, refundAmount: 0 })).toBe(false);
    expect(canAddRefundToWallet(undefined)).toBe(false);
    // A balance in info (not in the spec) enables nothing.
    expect(canAddRefundToWallet({ ...base, result: false, refundAmount: 0, info: { balance: 4 } } as typeof base)).toBe(
      false,
    );
  });
});

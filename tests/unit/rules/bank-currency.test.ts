import { describe, expect, it } from 'vitest';
import { bankCurrency, currencyFirst, LAO_BANK_CODES } from '@/rules/bank-currency';
import { offersCardWallet } from '@/features/deposit/model';

describe('bank currency and order (docs/backend-contract.md "bank order (Laos)")', () => {
  it('a Lao bank is known by its code and holds kip; any other bank baht', () => {
    expect(LAO_BANK_CODES.map(bankCurrency)).toEqual(['LAK', 'LAK', 'LAK', 'LAK', 'LAK']);
    expect(bankCurrency(' bcel ')).toBe('LAK');
    expect(['KBANK', 'SCB', 'KTB', ''].map(bankCurrency)).toEqual(['THB', 'THB', 'THB', 'THB']);
  });

  it('puts the items of the currency first, each group in the order received', () => {
    const codes = ['KBANK', 'BCEL', 'SCB', 'LDB', 'GSB'];
    expect(currencyFirst(codes, 'LAK', bankCurrency)).toEqual(['BCEL', 'LDB', 'KBANK', 'SCB', 'GSB']);
    expect(currencyFirst(codes, 'BAHT', bankCurrency)).toEqual(['KBANK', 'SCB', 'GSB', 'BCEL', 'LDB']);
    expect(currencyFirst(codes, null, bankCurrency)).toEqual(codes);
    const entries = [{ currency: 'BAHT' }, { currency: 'LAK' }, { currency: '' }];
    expect(currencyFirst(entries, 'LAK', (e) => e.currency)).toEqual([entries[1], entries[0], entries[2]]);
  });

  it('the card wallet, a Thai service in baht, is offered to every member but a kip member', () => {
    expect([offersCardWallet('LAK'), offersCardWallet('THB'), offersCardWallet(undefined)]).toEqual([
      false,
      true,
      true,
    ]);
  });
});

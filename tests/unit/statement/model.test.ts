import { describe, expect, it } from 'vitest';
import { paginationRange } from '@/components/pagination/pagination-range';
import {
  amountText,
  amountTone,
  FAILED_WITHDRAWAL_NOTICE_MS,
  itemDescription,
  movesUnderWay,
  parsePage,
  recentlyFailedWithdrawals,
  returnedTo,
  slipAmountText,
  slipReason,
  statementReceipt,
  statusKind,
} from '@/features/statement/model';
import type { Slip, StatementEntry } from '@/contract/statement';
import { slipReceipt } from '@/lib/receipt';
import { statementSign } from '@/lib/format';
import { formatBankNumber } from '@/rules/bank-account';

describe('statement sign rule', () => {
  it.each([
    ['deposit', '+', '+1,500.00', 'credit'],
    ['bonus', '+', '+1,500.00', 'credit'],
    ['withdraw', '-', '-1,500.00', 'debit'],
    ['transfer', '', '1,500.00', 'neutral'],
    ['finish_bonus', '', '1,500.00', 'neutral'],
    ['something_new', '', '1,500.00', 'neutral'],
  ])('%s shows "%s"', (type, sign, text, tone) => {
    expect(statementSign(type)).toBe(sign);
    expect(amountText(type, 1500, 'THB', 'SUCCESS')).toBe(text);
    expect(amountText(type, 1500, 'LAK', 'PENDING')).toBe(text.replace('.00', ''));
    expect(amountTone(type, 'SUCCESS')).toBe(tone);
    expect(amountTone(type, 'PENDING')).toBe(tone);
  });

  it('never doubles a sign for a negative amount', () => {
    expect(amountText('withdraw', -20, 'THB', 'SUCCESS')).toBe('-20.00');
    expect(amountText('withdraw', -20, 'LAK', 'SUCCESS')).toBe('-20');
  });

  it.each(['withdraw', 'deposit', 'bonus', 'transfer'])(
    'a failed %s line moved no money: no sign, struck through in a neutral colour',
    (type) => {
      expect(amountText(type, 230, 'THB', 'FAILED')).toBe('230.00');
      expect(amountText(type, -230, 'LAK', 'FAILED')).toBe('230');
      expect(amountTone(type, 'FAILED')).toBe('void');
    },
  );

  it('a failed withdrawal or transfer says where its money went back; nothing else does', () => {
    const line = (statementType: string, status: string, from: string | null = 'WALLET') => ({
      statementType,
      status,
      from,
    });
    expect(returnedTo(line('withdraw', 'FAILED'))).toBe('WALLET');
    expect(returnedTo(line('transfer', 'FAILED', 'pg'))).toBe('pg');
    expect(returnedTo(line('withdraw', 'PENDING'))).toBeNull();
    expect(returnedTo(line('withdraw', 'SUCCESS'))).toBeNull();
    expect(returnedTo(line('deposit', 'FAILED', 'KBANK'))).toBeNull();
    expect(returnedTo(line('bonus', 'FAILED', 'BONUS'))).toBeNull();
    expect(returnedTo(line('withdraw', 'FAILED', null))).toBeNull();
    expect(returnedTo(line('withdraw', 'FAILED', ' '))).toBeNull();
  });
});

describe('statement status and description', () => {
  it('SUCCESS and FAILED as they are, anything else in progress', () => {
    expect(statusKind('SUCCESS')).toBe('success');
    expect(statusKind('FAILED')).toBe('failed');
    expect(statusKind('PENDING')).toBe('processing');
    expect(statusKind('WAITING')).toBe('processing');
    expect(statusKind(undefined)).toBe('processing');
  });

  it('shows the description of whichever item is present', () => {
    expect(itemDescription({})).toBeNull();
    expect(itemDescription({ bonus: { description: 'Daily 10%' } })).toBe('Daily 10%');
    expect(itemDescription({ promotion: { description: 'WELCOME' } })).toBe('WELCOME');
    expect(itemDescription({ invite: { description: 'Invite' } })).toBe('Invite');
    expect(itemDescription({ refund: { description: 'Refund 5%' } })).toBe('Refund 5%');
    expect(itemDescription({ luckydraw: { description: '20 baht' }, bonus: { description: 'x' } })).toBe('20 baht');
    expect(itemDescription({ bonus: { description: '  ' }, refund: null })).toBeNull();
    expect(itemDescription({ promotion: { description: null }, bonus: { description: 'Daily 10%' } })).toBe(
      'Daily 10%',
    );
  });
});

describe('slips', () => {
  it("shows '-' when the amount is not above 0", () => {
    expect(slipAmountText(0, 'THB')).toBe('-');
    expect(slipAmountText(-5, 'THB')).toBe('-');
    expect(slipAmountText(null, 'LAK')).toBe('-');
    expect(slipAmountText(0.01, 'THB')).toBe('0.01');
    expect(slipAmountText(1200, 'THB')).toBe('1,200.00');
    expect(slipAmountText(1200, 'LAK')).toBe('1,200');
  });

  it('has a reason only when the note carries one', () => {
    expect(slipReason('NOT_MATCH')).toBe('NOT_MATCH');
    expect(slipReason(' ')).toBeNull();
    expect(slipReason(null)).toBeNull();
  });
});

describe('formats and pages', () => {
  it('shows a 10-digit bank number as 3-3-rest', () => {
    expect(formatBankNumber('1234567890')).toBe('123-456-7890');
    expect(formatBankNumber('123-456-7890')).toBe('123-456-7890');
    expect(formatBankNumber('123456789012')).toBe('123456789012');
    expect(formatBankNumber('')).toBe('');
  });

  it('shows three pages before the current one and one after', () => {
    expect(paginationRange(1, 18)).toEqual([1, 2]);
    expect(paginationRange(2, 18)).toEqual([1, 2, 3]);
    expect(paginationRange(5, 18)).toEqual([2, 3, 4, 5, 6]);
    expect(paginationRange(18, 18)).toEqual([15, 16, 17, 18]);
    expect(paginationRange(1, 1)).toEqual([1]);
  });

  it('reads a page number from the URL', () => {
    expect(parsePage('3')).toBe(3);
    expect(parsePage(null)).toBe(1);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('2.5')).toBe(1);
    expect(parsePage('abc')).toBe(1);
  });
});

describe('a statement line as the receipt of its move', () => {
  const line = (over: Partial<StatementEntry>): StatementEntry => ({
    statementType: 'withdraw',
    status: 'PENDING',
    from: 'WALLET',
    to: 'KBANK',
    amount: 300,
    createdAt: '2026-11-20T04:02:00.000Z',
    ...over,
  });
  const place = (code: string) => `named ${code}`;

  it.each([
    ['deposit', 'SUCCESS', 'deposit', 'done'],
    ['withdraw', 'PENDING', 'withdraw', 'inProgress'],
    ['transfer', 'FAILED', 'transfer', 'failed'],
    ['bonus', 'SUCCESS', 'bonus', 'done'],
    ['finish_bonus', 'SUCCESS', 'bonusEnded', 'done'],
    ['something_new', 'WAITING', 'other', 'inProgress'],
  ])('a %s line marked %s is the receipt of a %s move, %s', (statementType, status, move, receiptStatus) => {
    expect(statementReceipt(line({ statementType, status }), place)).toMatchObject({ move, status: receiptStatus });
  });

  it('carries the amount, the places as the line names them and the line’s time; no reference, not even an id sent', () => {
    expect(statementReceipt(line({ _id: 'st_42' }), place)).toEqual({
      move: 'withdraw',
      status: 'inProgress',
      amount: 300,
      from: { kind: 'place', name: 'named WALLET' },
      to: { kind: 'place', name: 'named KBANK' },
      at: '2026-11-20T04:02:00.000Z',
    });
  });

  const bank = { kind: 'bank', bank: 'Kasikorn Bank', accountNo: '1234567890', accountName: 'SOMCHAI' } as const;
  const memberBank = { code: 'kbank', party: bank };

  it('names the member’s own bank as the receipt at the time does (masked, with the name), by its code in any case', () => {
    expect(statementReceipt(line({}), place, memberBank)).toMatchObject({ from: { kind: 'place' }, to: bank });
    expect(
      statementReceipt(line({ statementType: 'deposit', from: 'KBANK', to: 'WALLET' }), place, memberBank),
    ).toMatchObject({ move: 'deposit', from: bank, to: { kind: 'place', name: 'named WALLET' } });
    expect(statementReceipt(line({ to: 'SCB' }), place, memberBank).to).toEqual({ kind: 'place', name: 'named SCB' });
  });

  it('a deposit from a slip is a slip deposit from the member’s bank, as its upload’s receipt says', () => {
    const slipLine = line({ statementType: 'deposit', status: 'SUCCESS', from: 'SLIP', to: 'WALLET' });
    expect(statementReceipt(slipLine, place, memberBank)).toMatchObject({
      move: 'slip',
      status: 'done',
      from: bank,
      to: { kind: 'place', name: 'named WALLET' },
    });
    // Codes as a backend may write them: any case, with spaces around.
    expect(statementReceipt({ ...slipLine, from: ' slip ' }, place, memberBank)).toMatchObject({
      move: 'slip',
      from: bank,
    });
    expect(statementReceipt(line({ to: ' KBank ' }), place, { ...memberBank, code: ' KBANK ' }).to).toEqual(bank);
    // A deposit with no source is a plain deposit.
    expect(statementReceipt(line({ statementType: 'deposit', from: null }), place, memberBank)).toMatchObject({
      move: 'deposit',
      from: null,
    });
    // Without the member's bank (the wallet not loaded) the line's own word for its source.
    expect(statementReceipt(slipLine, place)).toMatchObject({
      move: 'slip',
      from: { kind: 'place', name: 'named SLIP' },
    });
    // Only a deposit's SLIP is a slip.
    expect(statementReceipt(line({ from: 'SLIP' }), place, memberBank)).toMatchObject({ move: 'withdraw' });
  });

  it('names no place where the line has none, nor for a bonus that ended (its line shows no route)', () => {
    expect(statementReceipt(line({ from: null }), place)).toMatchObject({ from: null });
    expect(statementReceipt(line({ statementType: 'finish_bonus' }), place)).toMatchObject({ from: null, to: null });
  });
});

describe('moves under way and withdrawals that failed, from the first pages of the record', () => {
  const entry = (statementType: string, status: string, createdAt: string): StatementEntry => ({
    statementType,
    status,
    from: 'WALLET',
    to: 'KBANK',
    amount: 150,
    createdAt,
  });
  const slip = (status: string, createdAt: string, reference: string): Slip => ({
    createdAt,
    amount: 500,
    status,
    note: null,
    link: null,
    reference,
  });

  it('keeps every line and slip neither SUCCESS nor FAILED, newest first', () => {
    const lines = [
      entry('withdraw', 'PENDING', '2026-12-06T10:00:00Z'),
      entry('withdraw', 'SUCCESS', '2026-12-06T11:00:00Z'),
      entry('transfer', 'FAILED', '2026-12-06T11:30:00Z'),
      entry('bonus', 'WAITING', '2026-12-06T08:00:00Z'),
    ];
    const slips = [
      slip('PENDING', '2026-12-06T09:00:00Z', 'S1'),
      slip('SUCCESS', '2026-12-06T12:00:00Z', 'S2'),
      slip('FAILED', '2026-12-06T12:00:00Z', 'S3'),
      slip('CHECKING', '2026-12-06T10:30:00Z', 'S4'),
    ];
    expect(movesUnderWay(lines, slips)).toEqual([
      { kind: 'slip', slip: slips[3] },
      { kind: 'line', entry: lines[0] },
      { kind: 'slip', slip: slips[0] },
      { kind: 'line', entry: lines[3] },
    ]);
    expect(movesUnderWay([], [])).toEqual([]);
  });

  it('tells of a failed withdrawal for a day from its time, of nothing else', () => {
    const now = Date.parse('2026-12-06T12:00:00Z');
    const dayAgo = new Date(now - FAILED_WITHDRAWAL_NOTICE_MS).toISOString();
    const justWithin = new Date(now - FAILED_WITHDRAWAL_NOTICE_MS + 1).toISOString();
    const lines = [
      entry('withdraw', 'FAILED', justWithin),
      entry('withdraw', 'FAILED', dayAgo),
      entry('withdraw', 'PENDING', justWithin),
      entry('transfer', 'FAILED', justWithin),
      entry('withdraw', 'FAILED', 'not a date'),
    ];
    expect(FAILED_WITHDRAWAL_NOTICE_MS).toBe(24 * 60 * 60 * 1000);
    expect(recentlyFailedWithdrawals(lines, now)).toEqual([lines[0]]);
  });
});

describe('a slip as the receipt of its deposit', () => {
  const bank = { kind: 'bank', bank: 'Kasikorn Bank', accountNo: '1234567890' } as const;
  const slip = { createdAt: '2026-12-06T09:00:00Z', amount: 500, status: 'PENDING', reference: 'SLIP1' };

  it.each([
    ['PENDING', 'beingChecked'],
    ['WHATEVER', 'beingChecked'],
    ['SUCCESS', 'done'],
    ['FAILED', 'failed'],
  ])('a slip %s is %s, with its reference, from the member’s bank to the wallet', (status, receiptStatus) => {
    expect(slipReceipt({ ...slip, status }, bank)).toEqual({
      move: 'slip',
      status: receiptStatus,
      amount: 500,
      from: bank,
      to: { kind: 'wallet' },
      at: '2026-12-06T09:00:00Z',
      reference: 'SLIP1',
    });
  });

  it('an amount not read (0) is no amount, as the slip list shows "-"', () => {
    expect(slipReceipt({ ...slip, amount: 0 }, bank).amount).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { getDb, updateDb } from '@mocks/db';
import { toSatang } from '@/rules/money';
import { setScenario } from '@mocks/scenarios';
import { signIn, SEEDED } from '@tests/support/render-app';
import { type ApiError } from '@/lib/http';
import { api } from '@tests/support/raw-api';
import type { WalletResponse } from '@/contract/wallet';

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error as ApiError,
  );
const member = () => getDb().members.find((m) => m.username === SEEDED.member.phone)!;
const total = () => toSatang(member().wallet) + member().games.reduce((s, g) => s + toSatang(g.amount), 0);

describe('mocked wallet backend', () => {
  it('answers the wallet without game credentials and refuses calls without a token', async () => {
    expect((await failure(api.get('/api/wallet'))).code).toBe('invalid-token');
    signIn(SEEDED.member.phone);
    const wallet = await api.get<WalletResponse>('/api/wallet');
    expect(wallet.profile).toMatchObject({ name: 'Somchai Jaidee', coin: 5 });
    expect(wallet.wallet.amount).toBe(1000);
    expect(wallet.bankAccount).toMatchObject({ bankCode: 'KBANK', bank: { nameTH: 'ธนาคารกสิกรไทย' } });
    expect(wallet.invite).toEqual({
      amount: expect.any(Number) as unknown,
      success: expect.any(Number) as unknown,
      fail: expect.any(Number) as unknown,
    });
    expect(wallet.slots.map((s) => s.code)).toEqual(
      expect.arrayContaining(['pg', 'joker', 'superslot', 'ufabet', 'askmebet', 'huayhd', 'lottovip']),
    );
    expect(wallet.slots[0]).not.toHaveProperty('password');
  });

  it('a bank-name change without its fields answers KEY_MISSING and changes nothing', async () => {
    signIn(SEEDED.ktbMember.phone);
    const before = getDb().members.find((m) => m.username === SEEDED.ktbMember.phone)!.bankAccountName;
    expect((await failure(api.put('/api/account/bankAccountName', {}))).code).toBe('KEY_MISSING');
    expect((await failure(api.put('/api/account/bankAccountName', { bankCode: 'KTB', bankAccountName: 7 }))).code).toBe(
      'KEY_MISSING',
    );
    expect(getDb().members.find((m) => m.username === SEEDED.ktbMember.phone)!.bankAccountName).toBe(before);
    await api.put('/api/account/bankAccountName', { bankCode: 'KTB', bankAccountName: 'somying  jaingam' });
    expect(getDb().members.find((m) => m.username === SEEDED.ktbMember.phone)!.bankAccountName).toBe('SOMYING JAINGAM');
  });

  it('refresh drifts game balances only as recorded plays', async () => {
    signIn(SEEDED.member.phone);
    const before = total();
    const seededPlays = getDb().plays.length;
    for (let i = 0; i < 5; i += 1) await api.get('/api/wallet/refresh/slot');
    const plays = getDb().plays.slice(seededPlays);
    expect(plays.every((p) => p.memberId === member()._id)).toBe(true);
    const played = plays.reduce((sum, p) => sum + toSatang(p.result), 0);
    expect(total()).toBe(before + played);
    expect(member().wallet).toBe(1000);
  });

  it('activation, credentials and reset follow the account state and their error codes', async () => {
    signIn(SEEDED.member.phone);
    expect((await failure(api.get('/api/wallet/account/joker'))).code).toBe('SLOT_NO_ACCOUNT');
    expect((await failure(api.get('/api/wallet/resetpassword/joker'))).code).toBe('SLOT_NO_ACCOUNT');
    await api.get('/api/wallet/activate/joker');
    expect((await failure(api.get('/api/wallet/activate/joker'))).code).toBe('SLOT_ALREADY_ACTIVE');
    const creds = await api.get<{ username: string; password: string }>('/api/wallet/account/joker');
    expect(creds.username).toBe('joker345678');
    const reset = await api.get<{ password: string }>('/api/wallet/resetpassword/joker');
    expect(reset.password).not.toBe(creds.password);
    setScenario({ gameProviderDown: true });
    expect((await failure(api.get('/api/wallet/activate/askmebet'))).code).toBe('SLOT_ACTIVATE_FAIL');
    expect((await failure(api.get('/api/wallet/resetpassword/joker'))).code).toBe('SLOT_RESET_PASSWORD_FAIL');
    expect(member().games.find((g) => g.code === 'askmebet')!.isActive).toBe(false);
  });

  it('transfers write statements; errors change nothing; TRANSFER_FAIL returns the money to the wallet', async () => {
    signIn(SEEDED.member.phone);
    const start = total();
    const statements = getDb().statements.length;
    await api.post('/api/wallet/transfer', { from: 'WALLET', to: 'pg', amount: 10 });
    expect(getDb().statements.at(-1)).toMatchObject({
      statementType: 'transfer',
      status: 'SUCCESS',
      from: 'WALLET',
      to: 'pg',
      amount: 10,
    });
    expect((await failure(api.post('/api/wallet/transfer', { from: 'WALLET', to: 'pg', amount: 0.5 }))).code).toBe(
      'TRANSFER_MINIMUM',
    );
    expect((await failure(api.post('/api/wallet/transfer', { from: 'WALLET', to: 'xx', amount: 5 }))).code).toBe(
      'NO_GAME',
    );
    expect((await failure(api.post('/api/wallet/transfer', { from: 'WALLET', to: 'pg', amount: 5000 }))).code).toBe(
      'MONEY_NOT_ENOUGH',
    );
    expect(getDb().statements.length).toBe(statements + 1);

    setScenario({ gameProviderDown: true });
    const error = await failure(api.post('/api/wallet/transfer', { from: 'pg', to: 'ufabet', amount: 20 }));
    expect(error.code).toBe('TRANSFER_FAIL');
    expect(member().wallet).toBe(1010);
    expect(getDb().statements.slice(-2)).toMatchObject([
      { status: 'SUCCESS', from: 'pg', to: 'WALLET', amount: 20 },
      { status: 'FAILED', from: 'pg', to: 'ufabet', amount: 20 },
    ]);
    expect(total()).toBe(start);
  });

  it('withdrawals respect the bounds and the balance and record a pending withdrawal', async () => {
    signIn(SEEDED.member.phone);
    expect((await failure(api.post('/api/wallet/withdraw', { amount: 99 }))).code).toBe('KEY_INVALID');
    expect((await failure(api.post('/api/wallet/withdraw', { amount: 1000.01 }))).code).toBe('MONEY_NOT_ENOUGH');
    await api.post('/api/wallet/withdraw', { amount: 100 });
    expect(getDb().withdrawals).toMatchObject([{ amount: 100, status: 'PENDING', bankAccountNo: '1234567890' }]);
    expect(member().wallet).toBe(900);
  });

  it('autoLogin answers a link to the local mock game page for the member’s own account', async () => {
    signIn(SEEDED.member.phone);
    const { link } = await api.get<{ link: string }>('/api/autoLogin/pg/pg345678');
    expect(new URL(link).pathname).toBe('/mock-game.html');
    expect(Object.fromEntries(new URL(link).searchParams)).toEqual({ game: 'pg', user: 'pg345678' });
    const huay = member().games.find((g) => g.code === 'huayhd')!;
    await api.get(`/api/autoLogin/huayhd/${huay.username}/${huay.password}`);
    expect((await failure(api.get(`/api/autoLogin/huayhd/${huay.username}/wrong`))).code).toBe('WRONG_CREDENTIAL');
    expect((await failure(api.get('/api/autoLogin/joker/x'))).code).toBe('NO_GAME');
  });

  it('the bank account name is saved upper-cased; KTB refuses Thai script', async () => {
    signIn(SEEDED.ktbMember.phone);
    const ktb = () => getDb().members.find((m) => m.username === SEEDED.ktbMember.phone)!;
    const put = (bankAccountName: string, bankCode = 'KTB') =>
      api.put('/api/account/bankAccountName', { bankCode, bankAccountName });
    expect((await failure(put('สมหญิง ใจงาม'))).code).toBe('BANK_ACCOUNT_NAME_ENG');
    expect((await failure(put('  '))).code).toBe('KEY_MISSING');
    expect((await failure(put('SOMYING', 'SCB'))).code).toBe('INVALID_BANK');
    expect(ktb().bankAccountName).toBe('สมหญิง ใจงาม');
    await put(' somying  jaingam ');
    expect(ktb().bankAccountName).toBe('SOMYING JAINGAM');
  });

  it('invite counters come from members who registered with PR{memberId}', async () => {
    updateDb((db) => {
      for (const m of db.members) m.inviteCode = '';
      const [a, b] = [db.members[1], db.members[2]];
      a.inviteCode = 'PR1001';
      b.inviteCode = 'PR1001';
      db.statements = db.statements.filter((s) => s.memberId !== a._id && s.memberId !== b._id);
      db.statements.push({
        _id: 'st-t',
        memberId: a._id,
        statementType: 'deposit',
        status: 'SUCCESS',
        from: 'KBANK',
        to: 'WALLET',
        amount: 300,
        createdAt: '2026-01-01T00:00:00.000Z',
      });
    });
    signIn(SEEDED.member.phone);
    expect((await api.get<WalletResponse>('/api/wallet')).invite).toEqual({ amount: 15, success: 1, fail: 1 });
  });
});

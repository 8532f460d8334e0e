import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { WALLET_ACCOUNT_NAME } from '@mocks/content';
import { getDb } from '@mocks/db';
import { setScenario } from '@mocks/scenarios';
import { signIn, SEEDED } from '@tests/support/render-app';
import { config } from '@/config';
import { urlOf, type Endpoint } from '@/contract/endpoint';
import { game } from '@/contract/game';
import { qrcode, wallet } from '@/contract/wallet';
import { encryptGiftLink } from '@/features/deposit/model';
import { http } from '@/lib/http';

/** The raw answer of a call (no parsing on the way), as the seeded mock sends it. */
async function answer(e: Endpoint, options: { params?: Record<string, string | undefined>; body?: unknown } = {}) {
  const response = await http.request<unknown>({ method: e.method, url: urlOf(e, options.params), data: options.body });
  return response.data;
}

/** The answer parses with the endpoint's schema: the mock speaks the contract. */
function expectContract<E extends Endpoint>(e: E, data: unknown): v.InferOutput<E['response']> {
  const result = v.safeParse(e.response, data);
  expect(
    result.issues?.map((issue) => `${issue.path?.map((p) => String(p.key)).join('.') ?? ''}: ${issue.message}`),
  ).toBeUndefined();
  return result.output;
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3];

/** POST /api/wallet/slip with a multipart body built by hand, as a browser sends it. */
async function slipAnswer(token: string): Promise<unknown> {
  const boundary = '----money-answers-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="slip-120.png"\r\nContent-Type: image/png\r\n\r\n`;
  const tail = `\r\n--${boundary}--\r\n`;
  const body = new Uint8Array([...new TextEncoder().encode(head), ...PNG, ...new TextEncoder().encode(tail)]);
  const response = await fetch(`http://localhost${wallet.slip.path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
    body,
  });
  expect(response.status).toBe(200);
  return response.json();
}

const gameAccount = (code: string) =>
  getDb()
    .members.find((m) => m.username === SEEDED.member.phone)!
    .games.find((g) => g.code === code)!;

describe.each([
  { scenario: 'the default mock', specMinimal: false },
  { scenario: 'a spec-minimal backend', specMinimal: true },
])('money answers parse with their contract ($scenario)', ({ specMinimal }) => {
  const signedIn = () => {
    setScenario({ specMinimal });
    return signIn(SEEDED.member.phone);
  };

  it('GET /api/wallet: profile, bank account, wallet, invite counters and game accounts', async () => {
    signedIn();
    const parsed = expectContract(wallet.get, await answer(wallet.get));
    expect(parsed.profile.username).toBe(SEEDED.member.phone);
    expect(parsed.bankAccount).toMatchObject({ bankCode: 'KBANK', bankAccountNo: '1234567890' });
    expect(parsed.wallet.amount).toBe(1000);
    expect(parsed.slots.length).toBeGreaterThan(5);
    expect(parsed.slots.find((s) => s.code === 'pg')).toMatchObject({ category: 'slot', isActive: true });
    // The member id is not a spec field: a spec-minimal backend does not send it.
    expect(parsed.profile.memberId).toBe(specMinimal ? undefined : 1001);
  });

  it('GET refresh/slot, activate, account and resetpassword', async () => {
    signedIn();
    expectContract(wallet.refreshSlots, await answer(wallet.refreshSlots));
    expectContract(wallet.activate, await answer(wallet.activate, { params: { code: 'joker' } }));
    const credentials = expectContract(wallet.account, await answer(wallet.account, { params: { code: 'joker' } }));
    expect(credentials.username).toBe('joker345678');
    expectContract(wallet.resetPassword, await answer(wallet.resetPassword, { params: { code: 'joker' } }));
    const ufabet = expectContract(wallet.account, await answer(wallet.account, { params: { code: 'ufabet' } }));
    expect(ufabet.event).toMatchObject({ __EVENTTARGET: 'btnLogin' });
  });

  it('POST transfer, transferAll, withdraw, withdrawAll and add', async () => {
    signedIn();
    expectContract(wallet.transfer, await answer(wallet.transfer, { body: { from: 'WALLET', to: 'pg', amount: 10 } }));
    expectContract(wallet.transferAll, await answer(wallet.transferAll, { body: { to: 'WALLET' } }));
    expectContract(wallet.withdraw, await answer(wallet.withdraw, { body: { amount: 100 } }));
    expectContract(wallet.withdrawAll, await answer(wallet.withdrawAll, { body: { amount: 200 } }));
    expectContract(wallet.add, await answer(wallet.add, { body: { amount: 300 } }));
    expect(getDb().withdrawals.map((w) => w.amount)).toEqual([100, 200]);
  });

  it('POST slip (multipart) and truelink', async () => {
    const token = signedIn();
    const slip = expectContract(wallet.slip, await slipAnswer(token));
    expect(slip.slip?.amount).toBe(specMinimal ? undefined : 120);
    const link = encryptGiftLink(
      'https://gift.truemoney.com/campaign/?v=250abcdefghij',
      WALLET_ACCOUNT_NAME,
      config.giftLinkKey,
    );
    const gift = expectContract(wallet.truelink, await answer(wallet.truelink, { body: { link } }));
    expect(gift.amount).toBe(specMinimal ? undefined : 250);
  });

  it('GET, POST and DELETE /api/qrcode: no code, a live code, QR_FAIL, cancel', async () => {
    signedIn();
    const none = expectContract(qrcode.get, await answer(qrcode.get, { params: { provider: 'KBANK' } }));
    expect(none).toMatchObject({ hasQrcode: false, qrcodeId: null, qrcode: null });
    const live = expectContract(
      qrcode.create,
      await answer(qrcode.create, { params: { provider: 'KBANK' }, body: { amount: 100 } }),
    );
    expect(live).toMatchObject({ hasQrcode: true, amount: 100, expireIn: 300 });
    expect(live.qrcode).toMatch(/^<img/);
    const refused = expectContract(
      qrcode.create,
      await answer(qrcode.create, { params: { provider: 'KBANK' }, body: { amount: 50 } }),
    );
    expect(refused).toMatchObject({ hasQrcode: false, message: 'QR_FAIL' });
    expectContract(qrcode.get, await answer(qrcode.get, { params: { provider: 'KBANK' } }));
    expectContract(qrcode.cancel, await answer(qrcode.cancel, { params: { qrcodeId: live.qrcodeId! } }));
  });

  it('GET /api/autoLogin with and without the password segment', async () => {
    signedIn();
    const pg = expectContract(
      game.autoLogin,
      await answer(game.autoLogin, { params: { game: 'pg', username: 'pg345678' } }),
    );
    expect(new URL(pg.link).pathname).toBe('/mock-game.html');
    const huay = gameAccount('huayhd');
    const withPassword = await answer(game.autoLogin, {
      params: { game: 'huayhd', username: huay.username!, password: huay.password! },
    });
    expect(expectContract(game.autoLogin, withPassword).link).toContain('game=huayhd');
  });
});

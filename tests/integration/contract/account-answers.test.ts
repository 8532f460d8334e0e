import { File as NodeFile } from 'node:buffer';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getDb } from '@mocks/db';
import { setScenario } from '@mocks/scenarios';
import { signIn, SEEDED } from '@tests/support/render-app';
import { account } from '@/contract/account';
import { chat } from '@/contract/chat';
import { urlOf, type Endpoint } from '@/contract/endpoint';
import { statement } from '@/contract/statement';
import { http } from '@/lib/http';

/**
 * Every endpoint of the account area (spec section 7: account, login and OTP, statement, chat) answers the
 * seeded mock in the contract's shape: the raw answer parses with the endpoint's own schema, in full and as
 * the specMinimal scenario cuts it to the spec's fields.
 */

interface Send {
  params?: Record<string, string>;
  body?: unknown;
  form?: FormData;
}

async function answer<E extends Endpoint>(
  e: E,
  { params, body, form }: Send = {},
): Promise<v.InferOutput<E['response']>> {
  const { data } = await http.request<unknown>({ method: e.method, url: urlOf(e, params), data: form ?? body });
  const parsed = v.safeParse(e.response, data);
  expect(parsed.issues?.map((issue) => `${v.getDotPath(issue) ?? '(answer)'}: ${issue.message}`) ?? []).toEqual([]);
  return parsed.output;
}

// jsdom's FormData never completes through the MSW XHR interceptor: use Node's (as a browser's own), as the
// deposit tests do.
beforeAll(async () => {
  const request = new Request('http://local/', {
    method: 'POST',
    body: 'a=b',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  vi.stubGlobal('FormData', (await request.formData()).constructor);
});
afterAll(() => vi.unstubAllGlobals());

function fileForm(name: string, type: string): FormData {
  const form = new FormData();
  form.append('file', new NodeFile([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type }) as unknown as Blob);
  return form;
}

const PHONE = '0933333333';
const registration = {
  name: 'Contract Member',
  username: PHONE,
  password: 'Secret12',
  sourceCode: 'LINE',
  inviteCode: '',
  bankCode: 'SCB',
  bankAccountName: 'CONTRACT MEMBER',
  bankAccountNo: '5556667778',
};

describe.each([
  ['in full', false],
  ['cut to the spec (specMinimal)', true],
])('account-area answers %s parse with their contract schema', (_label, specMinimal) => {
  it('OTP, validate, register and login', async () => {
    setScenario({ specMinimal });
    const sent = await answer(account.otpSend, { body: { phoneNumber: PHONE } });
    expect(sent.code).toBe('OTP_SENT');
    await answer(account.otpVerify, { body: { otpToken: sent.otpToken, otpCode: '123456' } });
    await answer(account.validate, { body: { ...registration, bankCode: '', bankAccountName: '', bankAccountNo: '' } });
    await answer(account.register, { body: registration });
    const { token } = await answer(account.login, { body: { username: PHONE, password: 'Secret12' } });
    expect(getDb().sessions.some((s) => s.token === token)).toBe(true);
  });

  it('profile, profile update, bank account name and password change', async () => {
    setScenario({ specMinimal });
    signIn(SEEDED.ktbMember.phone);
    const { profile, bankAccount } = await answer(account.profile);
    expect(profile.username).toBe(SEEDED.ktbMember.phone);
    expect(bankAccount.bank.nameTH).not.toBe('');
    await answer(account.updateProfile, {
      body: {
        name: profile.name,
        bankCode: bankAccount.bankCode,
        bankAccountName: 'SOMYING JAINGAM',
        bankAccountNo: bankAccount.bankAccountNo,
      },
    });
    await answer(account.bankAccountName, {
      body: { bankCode: bankAccount.bankCode, bankAccountName: 'SOMYING JAINGAM' },
    });
    await answer(account.changePassword, {
      body: { oldPassword: SEEDED.ktbMember.password, newPassword: 'Changed12' },
    });
  });

  it('statement, slips and a slip image', async () => {
    setScenario({ specMinimal });
    signIn(SEEDED.member.phone);
    const page = await answer(statement.list, { body: { page: 1, limit: 10 } });
    expect(page.statements).toHaveLength(10);
    expect(page.total).toBeGreaterThan(10);
    const { slips } = await answer(statement.slips, { body: { page: 1, limit: 10 } });
    expect(slips.length).toBeGreaterThan(0);
    const { url } = await answer(statement.slipImage, { params: { reference: slips[0].reference } });
    expect(url).toMatch(/^\/images\/slips\//);
  });

  it('chat config, history, send, uploads and read marks', async () => {
    setScenario({ specMinimal });
    signIn(SEEDED.member.phone);
    const member = getDb().members.find((m) => m.username === SEEDED.member.phone)!;
    const identity = { userId: member._id, guestId: null };
    expect((await answer(chat.config)).prefix).not.toBe('');
    const { messages } = await answer(chat.history, { body: { ...identity, limit: 10, skip: 0 } });
    expect(messages).toHaveLength(10);
    const sent = await answer(chat.send, {
      body: { ...identity, sender: 'customer', message: { message_type: 'text', payload: 'hello' } },
    });
    expect(Date.parse(sent.createdAt)).not.toBeNaN();
    expect((await answer(chat.uploadImage, { form: fileForm('a.png', 'image/png') })).path).not.toBe('');
    expect((await answer(chat.uploadVideo, { form: fileForm('a.mp4', 'video/mp4') })).path).not.toBe('');
    await answer(chat.readCustomer, { body: identity });
  });

  it('a visitor chats under a guest id', async () => {
    setScenario({ specMinimal });
    const identity = { userId: null, guestId: 'guest-contract-0001' };
    await answer(chat.send, {
      body: { ...identity, sender: 'customer', message: { message_type: 'text', payload: 'hi' } },
    });
    const { messages } = await answer(chat.history, { body: { ...identity, limit: 10, skip: 0 } });
    expect(messages.map((m) => m.sender)).toEqual(['customer']);
  });
});

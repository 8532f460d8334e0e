import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, it } from 'vitest';
import { ApiError, asUncertain, ContractError, SessionChangedError, toApiError } from '@/lib/api-error';
import { codeText, errorText, isCannotVerifyIdentity } from '@/lib/errors';
import { i18next } from '@/lib/i18n';
import { SESSION_CODES } from '@/contract/global-codes';
import { refusesSession } from '@/lib/session-codes';

const t = i18next.t.bind(i18next);

/** The English texts, written out rather than read from en.json: a text moved to another code fails here. */
const TEXT = {
  NO_BANK: 'No bank account is set up.',
  NETWORK: 'Cannot reach the server. Check your connection and try again.',
  TIMEOUT: 'The server took too long to answer. Please try again.',
  CONTRACT: 'The server sent an answer we could not read. Please try again.',
  UNKNOWN: 'Something went wrong. Please try again.',
  MONEY_UNCERTAIN:
    'No clear answer came back from the server, so this may have gone through. Check your balance and statement (they are reloading) before you try again.',
  NO_COIN: 'You have no coins left to spin.',
} as const;

function answered(status: number, data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('failed', 'ERR_BAD_RESPONSE', config, null, {
    status,
    statusText: '',
    data,
    headers: {},
    config,
  });
}

describe('every failed call becomes an ApiError (spec section 8)', () => {
  it('a timeout and a lost connection have their own kinds', () => {
    expect(toApiError(new AxiosError('slow', AxiosError.ECONNABORTED))).toMatchObject({
      code: 'TIMEOUT',
      kind: 'timeout',
    });
    expect(toApiError(new AxiosError('slow', AxiosError.ETIMEDOUT))).toMatchObject({
      code: 'TIMEOUT',
      kind: 'timeout',
    });
    expect(toApiError(new AxiosError('down', AxiosError.ERR_NETWORK))).toMatchObject({
      code: 'NETWORK',
      kind: 'network',
      status: null,
    });
  });

  it("the server's answer gives the code: its message, else its code, else the HTTP status", () => {
    expect(toApiError(answered(400, { message: 'NO_BANK', code: 'IGNORED' }))).toMatchObject({
      code: 'NO_BANK',
      kind: 'server',
      status: 400,
    });
    expect(toApiError(answered(400, { message: '', code: 'NO_WALLET' }))).toMatchObject({
      code: 'NO_WALLET',
      status: 400,
    });
    expect(toApiError(answered(400, { message: 42, code: '' }))).toMatchObject({ code: 'HTTP_400' });
    expect(toApiError(answered(502, '<html>Bad gateway</html>'))).toMatchObject({
      code: 'HTTP_502',
      kind: 'server',
      status: 502,
    });
    expect(toApiError(answered(500, null))).toMatchObject({ code: 'HTTP_500' });
    expect(toApiError(answered(409, { message: 'X' })).data).toEqual({ message: 'X' });
  });

  it('anything else is an unknown failure, and an ApiError stays itself', () => {
    expect(toApiError(new Error('boom'))).toMatchObject({ code: 'UNKNOWN', kind: 'network' });
    const same = new ApiError('NO_BANK', 'server', 400);
    expect(toApiError(same)).toBe(same);
    expect(same).toMatchObject({ name: 'ApiError', message: 'NO_BANK', uncertain: false, data: null });
  });

  it('a money call without an answer is marked uncertain, keeping what was known', () => {
    const uncertain = asUncertain(new ApiError('TIMEOUT', 'timeout', null, { x: 1 }));
    expect(uncertain).toMatchObject({
      code: 'TIMEOUT',
      kind: 'timeout',
      status: null,
      data: { x: 1 },
      uncertain: true,
    });
  });

  it('a contract mismatch and a refused call name themselves', () => {
    const contract = new ContractError('GET /api/wallet', 'balance', { balance: 'x' });
    expect(contract).toMatchObject({
      name: 'ContractError',
      code: 'CONTRACT',
      kind: 'contract',
      endpoint: 'GET /api/wallet',
      field: 'balance',
    });
    expect(new SessionChangedError()).toMatchObject({
      name: 'SessionChangedError',
      code: 'SESSION_CHANGED',
      kind: 'session',
    });
  });
});

describe('answers that end the session', () => {
  const never = () => false;

  it.each(SESSION_CODES)('%s does', (code) =>
    expect(refusesSession(new ApiError(code, 'server', 400), never)).toBe(true),
  );

  it('the cannot-verify-identity code does, as its translated sentence does (spec section 8)', () =>
    expect(refusesSession(new ApiError('CANNOT_VERIFY_IDENTITY', 'server', 200), never)).toBe(true));

  it('the translated cannot-verify-identity sentence does, in any language', () => {
    for (const sentence of [
      'ไม่สามารถยืนยันตัวตนได้ กรุณาเข้าสู่ระบบอีกครั้ง',
      ' Cannot verify your identity. Please log in again. ',
    ]) {
      expect(refusesSession(new ApiError(sentence, 'server', 200), isCannotVerifyIdentity)).toBe(true);
    }
    expect(isCannotVerifyIdentity('Cannot verify')).toBe(false);
  });

  it('any other 401 does, except wrong credentials the member typed', () => {
    expect(refusesSession(new ApiError('HTTP_401', 'server', 401), never)).toBe(true);
    expect(refusesSession(new ApiError('WRONG_CREDENTIAL', 'server', 401), never)).toBe(false);
    expect(refusesSession(new ApiError('WRONG_PASSWORD', 'server', 401), never)).toBe(false);
    expect(refusesSession(new ApiError('NO_BANK', 'server', 403), never)).toBe(false);
  });

  it('a failure that is not a server answer never does', () => {
    expect(refusesSession(new ApiError('UNAUTHORIZED', 'network', 401), () => true)).toBe(false);
    expect(refusesSession(new ApiError('UNAUTHORIZED', 'contract', 401), () => true)).toBe(false);
  });
});

describe('the text of a failure', () => {
  it("a catalogue code shows its own text, whatever the failure's kind", () => {
    expect(errorText(t, new ApiError('NO_BANK', 'server', 400))).toBe(TEXT.NO_BANK);
    expect(errorText(t, new ApiError('NO_BANK', 'network'))).toBe(TEXT.NO_BANK);
  });

  it('an unknown code shows the text of its kind', () => {
    expect(errorText(t, new ApiError('HTTP_503', 'network'))).toBe(TEXT.NETWORK);
    expect(errorText(t, new ApiError('HTTP_504', 'timeout'))).toBe(TEXT.TIMEOUT);
    expect(errorText(t, new ApiError('HTTP_200', 'contract'))).toBe(TEXT.CONTRACT);
    expect(errorText(t, new ApiError('HTTP_500', 'server', 500))).toBe(TEXT.UNKNOWN);
    expect(errorText(t, new AxiosError('down', AxiosError.ERR_NETWORK))).toBe(TEXT.NETWORK);
  });

  it('a money call that may have gone through never says a plain "try again"', () => {
    expect(errorText(t, asUncertain(new ApiError('TIMEOUT', 'timeout')))).toBe(TEXT.MONEY_UNCERTAIN);
  });

  it('a namespaced code shows its text, anything else the generic one', () => {
    expect(codeText(t, 'spin.error', 'NO_COIN')).toBe(TEXT.NO_COIN);
    expect(codeText(t, 'spin.error', 'NOT_A_CODE')).toBe(TEXT.UNKNOWN);
    expect(codeText(t, 'spin.error', null)).toBe(TEXT.UNKNOWN);
    expect(codeText(t, 'spin.error', '')).toBe(TEXT.UNKNOWN);
  });
});

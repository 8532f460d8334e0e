import { AxiosError } from 'axios';
import { http as mock, HttpResponse } from 'msw';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { SERVER_CODES } from '@/contract/error-codes';
import { endpoint } from '@/contract/endpoint';
import { ApiError, OfflineError, SessionChangedError } from '@/lib/api-error';
import { call, configureHttp, takeReplayed } from '@/lib/http';
import { moneyFailureOf } from '@/lib/money-failure';

/**
 * Issue 53 item 1: a money call is refused (nothing moved) only when the API itself says so, in its error shape
 * with a code of the catalogue (spec section 8). Every other failure may have gone through: the member reads so,
 * the same key goes out on Try again, the money reloads.
 */

const money = endpoint('POST', '/api/test/classify', v.object({ ok: v.boolean() }), { money: true });
const answer = (response: () => Response) => server.use(mock.post('*/api/test/classify', response));
const html = (status: number, text = '<html><body><h1>Error</h1></body></html>') =>
  new HttpResponse(text, { status, headers: { 'Content-Type': 'text/html' } });

/** What a money call's failure reads as: refused, or uncertain (with the money reloaded once). */
async function outcomeOf(send: () => Promise<unknown>): Promise<'refused' | 'uncertain'> {
  const onMoneyUncertain = vi.fn();
  configureHttp({ onMoneyUncertain, isCannotVerifyIdentity: (message) => message === 'Cannot verify your identity.' });
  const error = (await send().then(
    () => {
      throw new Error('the call succeeded');
    },
    (failure: unknown) => failure,
  )) as ApiError;
  expect(error).toBeInstanceOf(ApiError);
  expect(onMoneyUncertain).toHaveBeenCalledTimes(error.uncertain ? 1 : 0);
  return error.uncertain ? 'uncertain' : 'refused';
}

describe('a failed money call is refused only when the API says so (item 1)', () => {
  it.each([
    [
      '400 with the API error and a catalogue code',
      () => HttpResponse.json({ message: 'MONEY_NOT_ENOUGH' }, { status: 400 }),
    ],
    ['502 with the API error TRANSFER_FAIL', () => HttpResponse.json({ message: 'TRANSFER_FAIL' }, { status: 502 })],
    [
      '500 with the API error INTERNAL_SERVER_ERROR',
      () => HttpResponse.json({ message: 'INTERNAL_SERVER_ERROR' }, { status: 500 }),
    ],
    ['401 with the session code invalid-token', () => HttpResponse.json({ message: 'invalid-token' }, { status: 401 })],
    [
      '401 with the translated cannot-verify sentence',
      () => HttpResponse.json({ message: 'Cannot verify your identity.' }, { status: 401 }),
    ],
  ])('%s: refused', async (_case, response) => {
    answer(response);
    expect(await outcomeOf(() => call(money))).toBe('refused');
  });

  it.each([
    ['500 with a proxy HTML page', () => html(500)],
    ['502 with a proxy HTML page', () => html(502)],
    ['503 with a proxy HTML page', () => html(503)],
    ['504 with a proxy HTML page', () => html(504)],
    ['524 (a CDN gave up waiting)', () => html(524, '<html>A timeout occurred</html>')],
    ['200 with an HTML page (a captive portal)', () => html(200, '<html>Sign in to the Wi-Fi</html>')],
    ['500 with a JSON body without a code', () => HttpResponse.json({ error: 'boom' }, { status: 500 })],
    [
      '400 with a code the catalogue does not have',
      () => HttpResponse.json({ message: 'SOMETHING_NEW' }, { status: 400 }),
    ],
    ['500 with a list', () => HttpResponse.json(['MONEY_NOT_ENOUGH'], { status: 500 })],
    ['429 from a proxy, no body', () => new HttpResponse(null, { status: 429 })],
    ['a dropped connection', () => HttpResponse.error()],
  ])('%s: uncertain', async (_case, response) => {
    answer(response);
    expect(await outcomeOf(() => call(money))).toBe('uncertain');
  });

  it('an HTML page with 200 to a call whose answer the contract reads leniently: uncertain, not a success', async () => {
    const lenient = endpoint('POST', '/api/test/classify', v.unknown(), { money: true });
    answer(() => html(200, '<!doctype html><html>Sign in to the Wi-Fi</html>'));
    expect(await outcomeOf(() => call(lenient))).toBe('uncertain');
    // Either sign alone is a page: its content type (whatever its text opens with), or a text that opens like one
    // (whatever type it was sent as).
    answer(() => html(200, 'Sign in to the Wi-Fi to go on'));
    expect(await outcomeOf(() => call(lenient))).toBe('uncertain');
    answer(
      () => new HttpResponse('\n  <HTML><body>Sign in</body></HTML>', { headers: { 'Content-Type': 'text/plain' } }),
    );
    expect(await outcomeOf(() => call(lenient))).toBe('uncertain');
    answer(() => new HttpResponse('OK', { status: 200, headers: { 'Content-Type': 'text/plain' } }));
    await expect(call(lenient)).resolves.toBe('OK');
  });

  it("a money call's answer without a content type is the API's answer, not a page", async () => {
    // Bytes, so that nothing adds a type: a proxy that drops the header.
    answer(() => new HttpResponse(new TextEncoder().encode('{"ok":true}')));
    await expect(call(money)).resolves.toEqual({ ok: true });
  });

  it('a timeout: uncertain', async () => {
    const adapter = () => Promise.reject(new AxiosError('timeout of 60000ms exceeded', AxiosError.ECONNABORTED));
    expect(await outcomeOf(() => call(money, { config: { adapter } }))).toBe('uncertain');
  });

  it('a call the phone never sent (offline, or another session in the tab) is neither: nothing went out', () => {
    const never = () => false;
    expect(moneyFailureOf(new OfflineError(), never)).toBe('unsent');
    expect(moneyFailureOf(new SessionChangedError(), never)).toBe('unsent');
  });

  it('the catalogue holds every error code of spec section 8 and the session codes, and no app-only text', () => {
    expect(SERVER_CODES).toEqual(
      expect.arrayContaining(['MONEY_NOT_ENOUGH', 'TRANSFER_FAIL', 'gone', 'invalid-token']),
    );
    for (const appOnly of [
      'UNKNOWN',
      'NETWORK',
      'TIMEOUT',
      'CONTRACT',
      'MONEY_UNCERTAIN',
      'OFFLINE',
      'SESSION_CHANGED',
    ])
      expect(SERVER_CODES).not.toContain(appOnly);
  });
});

describe('moneyFailureOf: the rule alone, on the failure the client made of the answer', () => {
  const cannotVerify = (message: string) => message === 'Cannot verify your identity.';
  const failure = (code: string, kind: ApiError['kind'], status: number | null, data: unknown) =>
    moneyFailureOf(new ApiError(code, kind, status, data), cannotVerify);

  it("the API's own error object with a catalogue code, or the cannot-verify sentence: refused", () => {
    expect(failure('MONEY_NOT_ENOUGH', 'server', 400, { message: 'MONEY_NOT_ENOUGH' })).toBe('refused');
    const sentence = 'Cannot verify your identity.';
    expect(failure(sentence, 'server', 401, { message: sentence })).toBe('refused');
  });

  it.each([
    ['a code the catalogue does not have', 'SOMETHING_NEW', 'server', 400, { message: 'SOMETHING_NEW' }],
    ['no status (no answer came)', 'MONEY_NOT_ENOUGH', 'server', null, { message: 'MONEY_NOT_ENOUGH' }],
    ['a network failure', 'MONEY_NOT_ENOUGH', 'network', 400, { message: 'MONEY_NOT_ENOUGH' }],
    ['a timeout', 'MONEY_NOT_ENOUGH', 'timeout', 400, { message: 'MONEY_NOT_ENOUGH' }],
    ['an answer the contract cannot read', 'MONEY_NOT_ENOUGH', 'contract', 200, { message: 'MONEY_NOT_ENOUGH' }],
    ['a page (text) that carries a catalogue word', 'MONEY_NOT_ENOUGH', 'server', 500, '<p>MONEY_NOT_ENOUGH</p>'],
    ['no body', 'MONEY_NOT_ENOUGH', 'server', 500, null],
    ['a list', 'MONEY_NOT_ENOUGH', 'server', 500, ['MONEY_NOT_ENOUGH']],
  ] as const)('%s: uncertain, even with a catalogue code', (_case, code, kind, status, data) => {
    expect(failure(code, kind, status, data)).toBe('uncertain');
  });
});

describe('an answer marked Idempotent-Replayed (item 2)', () => {
  it('marks its key as answered by the earlier move, once', async () => {
    answer(() => HttpResponse.json({ ok: true }, { headers: { 'Idempotent-Replayed': 'true' } }));
    await call(money, { idempotencyKey: 'key-1' });
    answer(() => HttpResponse.json({ ok: true }));
    await call(money, { idempotencyKey: 'key-2' });
    expect(takeReplayed('key-1')).toBe(true);
    expect(takeReplayed('key-1')).toBe(false);
    expect(takeReplayed('key-2')).toBe(false);
  });
});

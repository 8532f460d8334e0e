import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AxiosError } from 'axios';
import { ApiError, ContractError, SessionChangedError, toApiError } from '@/lib/api-error';
import en from '@/locales/en.json';
import {
  contractReport,
  errorReport,
  moneyReport,
  routePattern,
  vitalReport,
  withoutQueries,
} from '@/lib/field-signals/report';
import { ReportShape } from '@/lib/field-signals/report-shape';
import { sendReport } from '@/lib/field-signals/reporter';
import { attachSignalSink, emitSignal, watchEarlyErrors } from '@/lib/field-signals/signals';
import { hidePage, showPage, startReporter } from '@tests/support/field-signals';

// The seeded member (mocks/seed.ts) and what must never leave the page about them.
const PHONE = '0812345678';
const NAME = 'Somchai Jaidee';
const TOKEN = 'tok-5f2b9c1e7a7d4e0b';
const ACCOUNT = '123-456-7890';
const SECRETS = [PHONE, NAME, TOKEN, ACCOUNT, '1234567890', 'SOMCHAI'];
const member = { username: PHONE, name: NAME, token: TOKEN, bankAccountNo: ACCOUNT, amount: 4321.5 };
const context = { route: '/user/statement', version: '1.1.14' };

function expectNoSecrets(value: unknown) {
  const json = JSON.stringify(value);
  for (const secret of SECRETS) expect(json).not.toContain(secret);
}

describe('field reports are built from an allow-list', () => {
  it('a contract error names the endpoint, its path pattern and the field, never the answer', () => {
    const error = new ContractError('GET /api/member/{id}', 'bankAccountNo', { data: member });
    const report = contractReport(error, context);
    expect(report).toEqual({
      type: 'contract',
      method: 'GET',
      path: '/api/member/{id}',
      field: 'bankAccountNo',
      ...context,
    });
    expect(v.is(ReportShape, report)).toBe(true);
    expectNoSecrets(report);
  });

  it('a field path keeps names and indexes; a record key (data) is masked', () => {
    const error = new ContractError('GET /api/x', `slots.0.${PHONE}.amount`, member);
    expect(contractReport(error, context)).toMatchObject({ field: 'slots.0.*.amount' });
  });

  it('a failed money call carries the endpoint and the code, not the amount or a server sentence', () => {
    const code = moneyReport(
      'POST /api/wallet/withdraw',
      new ApiError('MONEY_NOT_ENOUGH', 'server', 400, member),
      context,
    );
    expect(code).toEqual({
      type: 'money',
      endpoint: 'POST /api/wallet/withdraw',
      code: 'MONEY_NOT_ENOUGH',
      ...context,
    });
    const sentence = new ApiError(`${NAME} ${ACCOUNT} cannot withdraw 4321.50`, 'server', 400, member);
    const report = moneyReport('POST /api/wallet/withdraw', sentence, context);
    expect(report).toMatchObject({ code: 'UNKNOWN' });
    expect(JSON.stringify(report)).not.toContain('4321');
    expectNoSecrets(report);
  });

  it('an error carries its kind and its app frames, never the message', () => {
    const error = new Error(`no wallet for ${PHONE} at https://portal.example/user?token=${TOKEN}`);
    error.stack = `Error: ${error.message}\n    at load (${window.location.origin}/assets/app-Bq3xK9zA.js?phone=${PHONE}:1:901)`;
    const report = errorReport('error', error, context);
    expect(report).toEqual({
      type: 'error',
      kind: 'error',
      name: 'Error',
      frames: [{ file: '/assets/app-Bq3xK9zA.js', line: 1, column: 901 }],
      ...context,
    });
    expect(v.is(ReportShape, report)).toBe(true);
    expectNoSecrets(report);
    expect(errorReport('rejection', 'plain reason', context)).toMatchObject({ name: 'OTHER', frames: [] });
  });

  it('a path or field that is not a pattern of the contract is masked; an unknown method sends nothing', () => {
    const error = new ContractError(`PUT /api/slip/${PHONE}/reference/abc-def?x=1`, 'a1b2c3d4e5', null);
    expect(contractReport(error, context)).toMatchObject({ path: '/api/slip/*/reference/abc-def', field: '*' });
    expect(contractReport(new ContractError('FETCH /api/x', 'a', null), context)).toBeNull();
    expect(moneyReport('/api/wallet/transfer', new ApiError('TIMEOUT', 'timeout'), context)).toBeNull();
  });

  it("a money code is sent only when it is one of the catalogue or the app's own", () => {
    const codeOf = (code: string) =>
      (moneyReport('POST /api/wallet/transfer', new ApiError(code, 'server'), context) as { code: string }).code;
    const catalogue = ['INVALID_USER_1', 'REQUEST_LIMIT_1MIN', 'PHONE_NUMBER_REQUIRE_10_DIGIT', 'MONEY_NOT_ENOUGH'];
    const session = ['invalid-token', 'gone', 'CANNOT_VERIFY_IDENTITY'];
    const spin = ['NO_CLAIMABLE_COUPON', 'COUPON_EXPIRED'];
    const own = ['TIMEOUT', 'NETWORK', 'UNKNOWN', 'CONTRACT', 'SESSION_CHANGED', 'HTTP_500', 'HTTP_404', 'HTTP_502'];
    for (const code of [...catalogue, ...session, ...spin, ...own]) expect(codeOf(code)).toBe(code);
    for (const code of [
      'Invalid_amount',
      'money_not_enough',
      'HTTP_5000',
      'HTTP_600',
      'ABC_123_DEF_456',
      'SOMCHAI_JAIDEE_KBANK',
      'OTHER',
      'A1B2C3D4',
      'tok-5f2b9c1e7a7d4e0b',
    ])
      expect(codeOf(code)).toBe('UNKNOWN');
  });

  it("the app's own failures keep their code in a report", () => {
    const codeOf = (error: ApiError) =>
      (moneyReport('POST /api/wallet/transfer', error, context) as { code: string }).code;
    expect(codeOf(toApiError(new AxiosError('late', AxiosError.ETIMEDOUT)))).toBe('TIMEOUT');
    expect(codeOf(toApiError(new AxiosError('down', AxiosError.ERR_NETWORK)))).toBe('NETWORK');
    expect(codeOf(toApiError(new Error('other')))).toBe('UNKNOWN');
    expect(codeOf(new SessionChangedError())).toBe('SESSION_CHANGED');
    expect(codeOf(new ContractError('POST /api/wallet/transfer', 'success', null))).toBe('CONTRACT');
  });

  it('every code the app translates is a code a report may carry', () => {
    const translatedOnly = ['MONEY_UNCERTAIN', 'UNSAFE_LINK'];
    const codeOf = (code: string) =>
      (moneyReport('POST /api/wallet/transfer', new ApiError(code, 'server'), context) as { code: string }).code;
    for (const code of Object.keys(en.errors).filter((key) => !translatedOnly.includes(key)))
      expect(codeOf(code), code).toBe(code);
  });

  it('web vitals: LCP, INP and CLS only', () => {
    expect(vitalReport({ name: 'LCP', value: 1234.5678, rating: 'good' }, context)).toEqual({
      type: 'vital',
      name: 'LCP',
      value: 1234.568,
      rating: 'good',
      ...context,
    });
    expect(vitalReport({ name: 'TTFB', value: 1, rating: 'good' }, context)).toBeNull();
  });

  it('the shape refuses any field outside the allow-list', () => {
    expect(
      v.is(ReportShape, { ...contractReport(new ContractError('GET /a', 'b', null), context), phone: PHONE }),
    ).toBe(false);
  });

  it('strips queries and fragments from addresses, and takes the route pattern from the matches', () => {
    expect(withoutQueries('see https://a.example/p?x=1#y and http://b/q#z')).toBe(
      'see https://a.example/p and http://b/q',
    );
    expect(withoutQueries(`module /assets/a.js?phone=${PHONE} failed`)).toBe('module /assets/a.js failed');
    const matches = [{ route: {} }, { route: { path: '/user' } }, { route: { path: 'statement' } }];
    expect(routePattern(matches)).toBe('/user/statement');
    expect(routePattern([{ route: { path: '/user' } }, { route: { path: ':id?' } }])).toBe('/user/:id?');
    expect(routePattern([])).toBe('/');
  });
});

describe('the reporter: sampled per page load, batched, sent when the page is hidden', () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    stop = undefined;
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    showPage();
  });

  const hide = hidePage;
  const start = (overrides: Parameters<typeof startReporter>[0] = {}) => {
    const started = startReporter(overrides);
    stop = started.started?.stop;
    return started;
  };
  const sentReports = (send: ReturnType<typeof vi.fn>) =>
    send.mock.calls.flatMap(([, body]) => (JSON.parse(body as string) as { reports: unknown[] }).reports);

  it('a page load outside the sample watches nothing and sends nothing', () => {
    const { send, started } = start({ sample: 0.3, random: () => 0.3 });
    expect(started).toBeNull();
    window.dispatchEvent(new ErrorEvent('error', { message: 'boom' }));
    hide();
    expect(send).not.toHaveBeenCalled();
    expect(start({ sample: 0 }).started).toBeNull();
  });

  it('keeps reports in memory and sends them in one batch on hide, nothing when there is nothing', () => {
    let vital: ((m: { name: 'CLS'; value: number; rating: 'good' }) => void) | undefined;
    const { send } = start({ sample: 0.3, random: () => 0.29, observeVitals: (report) => (vital = report) });
    emitSignal({ kind: 'contract', error: new ContractError('GET /api/wallet', 'balance', member) }, true);
    window.dispatchEvent(new ErrorEvent('error', { message: 'probe' }));
    emitSignal(
      { kind: 'money', endpoint: 'POST /api/wallet/transfer', error: new ApiError('TIMEOUT', 'timeout') },
      true,
    );
    vital?.({ name: 'CLS', value: 0.01, rating: 'good' });
    expect(send).not.toHaveBeenCalled();
    hide();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toBe('https://signals.example/r');
    const reports = sentReports(send);
    expect(reports.map((r) => (r as { type: string }).type)).toEqual(['contract', 'error', 'money', 'vital']);
    expect(reports.every((r) => v.is(ReportShape, r))).toBe(true);
    expect(reports[0]).toMatchObject({ route: '/user/wallet', version: '1.1.14' });
    expectNoSecrets(reports);
    hide();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends on pagehide too, in batches of at most 20, and stops listening when stopped', () => {
    const { send } = start();
    for (let i = 0; i < 45; i += 1) window.dispatchEvent(new ErrorEvent('error', { message: `e${i}` }));
    window.dispatchEvent(new Event('pagehide'));
    expect(send.mock.calls.map(([, body]) => (JSON.parse(body) as { reports: unknown[] }).reports.length)).toEqual([
      20, 20, 5,
    ]);
    stop?.();
    window.dispatchEvent(new ErrorEvent('error', { message: 'after' }));
    window.dispatchEvent(new Event('pagehide'));
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('an uncaught error before the reporter has loaded is reported once it is in, and once only', () => {
    const unwatch = watchEarlyErrors();
    window.dispatchEvent(new ErrorEvent('error', { message: 'early' }));
    const { send } = start();
    window.dispatchEvent(new ErrorEvent('error', { message: 'later' }));
    hide();
    unwatch();
    expect(sentReports(send)).toHaveLength(2); // 'early' and 'later'
  });

  it('signals before the reporter loads wait for it; none are kept when reporting is off', () => {
    emitSignal({ kind: 'contract', error: new ContractError('GET /api/x', 'a', null) }, false);
    emitSignal({ kind: 'contract', error: new ContractError('GET /api/y', 'b', null) }, true);
    const taken: string[] = [];
    const detach = attachSignalSink((signal) => taken.push((signal.error as Error).message));
    detach();
    expect(taken).toEqual(['CONTRACT']);
  });

  it('sends with navigator.sendBeacon, and with a keepalive fetch when the beacon is refused', () => {
    const beacon = vi.fn(() => true);
    const fetchMock = vi.fn(() => Promise.resolve(new Response()));
    vi.stubGlobal('fetch', fetchMock);
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: beacon });
    sendReport('/r', '{"reports":[]}');
    expect(beacon).toHaveBeenCalledWith('/r', '{"reports":[]}');
    expect(fetchMock).not.toHaveBeenCalled();
    beacon.mockReturnValue(false);
    sendReport('/r', 'x');
    expect(fetchMock).toHaveBeenCalledWith('/r', { method: 'POST', body: 'x', keepalive: true, mode: 'no-cors' });
    Reflect.deleteProperty(navigator, 'sendBeacon');
  });
});

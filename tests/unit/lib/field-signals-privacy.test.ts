/**
 * Field reports carry nothing personal: errors holding a member's phone, names (Thai, Lao, Latin), e-mail, account
 * number, slip reference, password and bearer tokens go through every path the reporter takes (uncaught error,
 * unhandled rejection, contract error, failed money call), in the message, the error's name, its stack's file
 * paths and a money call's code, and nothing of them is sent.
 */
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, ContractError } from '@/lib/api-error';
import { errorReport, moneyReport } from '@/lib/field-signals/report';
import { ReportShape } from '@/lib/field-signals/report-shape';
import { emitSignal } from '@/lib/field-signals/signals';
import { parseAnswer } from '@/lib/http';
import { wallet } from '@/contract/wallet';
import { hidePage, showPage, startReporter } from '@tests/support/field-signals';

const PHONE = '0812345678';
const THAI = 'สมชาย ใจดี';
const LAO = 'ສົມພອນ ແກ້ວມະນີ';
const LATIN = 'Somchai Jaidee';
const EMAIL = 'somchai.jaidee@example.co.th';
const ACCOUNT = '123-456-7890';
const SLIP = 'SLIP2026110001';
const JWT =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIwODEyMzQ1Njc4In0.Xc8fC3qZk1vJp7yRr2mWQ9sT4uLb6nHdE0aGiK5oFw';
const HEX = 'a5f2b9c1e7a7d4e0b9c3a1f2e4d5b6a7';
const ID_CARD = '1103700012345';
const PASSWORD = 'hunter';
/** A same-origin script path made of the member's data: no file of the build's. */
const CRAFTED_PATH = `/${PHONE}/SOMCHAI-${ID_CARD}.js`;
/** A code built from the member's name and bank where a catalogue code goes. */
const CRAFTED_CODE = 'SOMCHAI_JAIDEE_KBANK';

/** An error class named after the member. */
class SomchaiJaideeError extends Error {
  override name = 'SomchaiJaideeError';
}

const SENTENCE =
  `transfer for ${THAI} (${LAO}, ${LATIN}) ${PHONE} <${EMAIL}> account ${ACCOUNT} slip ${SLIP} ` +
  `refused: Authorization: Bearer ${JWT} session ${HEX}`;

/** Every piece that would give the member away: the values, their 8-character pieces and their 4-digit runs. */
function fragments(): string[] {
  const pieces = (text: string, size: number) =>
    Array.from({ length: Math.max(0, text.length - size + 1) }, (_, at) => text.slice(at, at + size));
  const digits = [PHONE, ACCOUNT.replace(/\D/g, ''), SLIP.replace(/\D/g, ''), ID_CARD];
  return [
    ...[PHONE, THAI, LAO, LATIN, EMAIL, ACCOUNT, SLIP, JWT, HEX, ID_CARD, PASSWORD, 'KBANK'],
    ...[...THAI.split(' '), ...LAO.split(' '), ...LATIN.split(' '), ...EMAIL.split(/[@.]/).slice(0, 3)],
    ...[JWT, HEX, SLIP].flatMap((token) => pieces(token, 8)),
    ...digits.flatMap((run) => pieces(run, 4)),
  ];
}

function expectNothingPersonal(sent: string) {
  const text = sent.toLowerCase();
  for (const fragment of fragments()) expect(text, `sent: ${sent}`).not.toContain(fragment.toLowerCase());
  expect(sent).not.toMatch(/[\u0E00-\u0EFF]/); // no Thai or Lao letter at all
}

const origin = window.location.origin;

/** V8's stack: the message first (here spanning lines, one looking like a frame), then the frames. */
function chromeError(): Error {
  const error = new Error(`${SENTENCE}\n    at ${origin}/assets/${HEX}.js:3:9`);
  error.stack = [
    `Error: ${error.message}`,
    `    at pay (${origin}/assets/wallet-Bq3xK9zA.js?token=${JWT}:1:901)`,
    `    at async ${origin}/assets/app-Cz7y_2mN.js:2:77`,
    `    at https://cdn.example/${PHONE}/lib.js:1:1`,
    `    at load (${origin}${CRAFTED_PATH}:4:2)`,
    `    at ${origin}/assets/${PHONE}-Bq3xK9zA.js:5:3`,
    `    at ${origin}/assets/m${PHONE}-Bq3xK9zA.js:5:3`,
    `    at ${origin}/user/${PHONE}:6:4`,
    '    at <anonymous>',
  ].join('\n');
  return error;
}

/** Firefox and Safari: no message in the stack, "fn@url:line:column". */
function firefoxError(): Error {
  const error = new TypeError(SENTENCE);
  error.stack = [
    `pay@${origin}/assets/wallet-Bq3xK9zA.js:1:901`,
    `@${origin}/assets/app-Cz7y_2mN.js:2:77`,
    `crafted@${origin}${CRAFTED_PATH}:4:2`,
    `global code@${origin}/user/${PHONE}?t=${HEX}:1:5`,
  ].join('\n');
  return error;
}

const rejection = (reason: unknown) =>
  Object.assign(new Event('unhandledrejection'), { reason, promise: Promise.resolve() });

describe('field reports carry nothing personal', () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    showPage();
  });

  /** Starts the reporter; the returned function hides the page and hands back what was sent. */
  function reporter() {
    const { send, started } = startReporter();
    stop = started?.stop;
    return () => {
      hidePage();
      return send.mock.calls.map(([, body]) => body).join('\n');
    };
  }

  it('in uncaught errors, rejections, contract errors and failed money calls', () => {
    const flush = reporter();
    const named = Object.assign(new Error(SENTENCE), { name: `${PHONE} ${THAI}` });
    const ownClass = Object.assign(new SomchaiJaideeError(`user somchai password ${PASSWORD}`), {
      stack: `SomchaiJaideeError: user somchai password ${PASSWORD}\n    at ${origin}${CRAFTED_PATH}:1:1`,
    });

    window.dispatchEvent(new ErrorEvent('error', { error: chromeError(), message: SENTENCE }));
    window.dispatchEvent(new ErrorEvent('error', { error: firefoxError(), message: SENTENCE }));
    window.dispatchEvent(new ErrorEvent('error', { message: SENTENCE })); // a script of another site: text only
    window.dispatchEvent(new ErrorEvent('error', { error: named, message: SENTENCE }));
    window.dispatchEvent(new ErrorEvent('error', { error: ownClass, message: ownClass.message }));
    window.dispatchEvent(rejection(chromeError()));
    window.dispatchEvent(rejection(SENTENCE));
    window.dispatchEvent(rejection({ token: JWT, phone: PHONE }));
    window.dispatchEvent(rejection(new ApiError(SENTENCE, 'server', 400, { message: SENTENCE })));

    // A contract error as parseAnswer raises it: a record in the answer is keyed by the member's data.
    const keys = [EMAIL, PHONE, THAI, LAO, HEX, SLIP, ACCOUNT, LATIN];
    const answer = { username: PHONE, password: JWT, event: Object.fromEntries(keys.map((key) => [key, 1])) };
    let contract: unknown;
    try {
      parseAnswer(wallet.account, answer);
    } catch (error) {
      contract = error;
    }
    expect(contract).toBeInstanceOf(ContractError);
    emitSignal({ kind: 'contract', error: contract as ContractError }, true);
    // One built by hand: a filled-in address, and a field path through data.
    const address = `GET /api/member/${PHONE}/${encodeURIComponent(EMAIL)}/slip/${SLIP}/${HEX}?token=${JWT}`;
    const field = `profile.${PHONE}.${THAI}.${LAO}.${HEX}.${JWT}.${ACCOUNT}.${SLIP}.name`;
    emitSignal({ kind: 'contract', error: new ContractError(address, field, answer) }, true);

    // Failed money calls: a server sentence, a token or a hex session id where the code goes; a filled-in endpoint.
    for (const code of [SENTENCE, JWT, HEX, `${SLIP}_${PHONE}`, PHONE, CRAFTED_CODE, `USER_${PASSWORD.toUpperCase()}`])
      emitSignal(
        {
          kind: 'money',
          endpoint: `POST /api/wallet/withdraw/${PHONE}?ref=${SLIP}`,
          error: new ApiError(code, 'server', 400),
        },
        true,
      );

    const sent = flush();
    const reports = sent.split('\n').flatMap((body) => (JSON.parse(body) as { reports: unknown[] }).reports);
    expect(reports.map((report) => (report as { type: string }).type)).toEqual([
      ...Array<string>(9).fill('error'),
      'contract',
      'contract',
      ...Array<string>(7).fill('money'),
    ]);
    for (const report of reports) expect(v.is(ReportShape, report), JSON.stringify(report)).toBe(true);
    expectNothingPersonal(sent);
  });

  it("an error report names a listed kind of error and the frames of the build's own scripts, nothing more", () => {
    const context = { route: '/user/wallet', version: '1.1.14' };
    const frames = [
      { file: '/assets/wallet-Bq3xK9zA.js', line: 1, column: 901 },
      { file: '/assets/app-Cz7y_2mN.js', line: 2, column: 77 },
    ];
    expect(errorReport('error', chromeError(), context)).toEqual({
      type: 'error',
      kind: 'error',
      name: 'Error',
      frames,
      ...context,
    });
    expect(errorReport('error', firefoxError(), context)).toEqual({
      type: 'error',
      kind: 'error',
      name: 'TypeError',
      frames,
      ...context,
    });
    expect(errorReport('rejection', { phone: PHONE }, context)).toEqual({
      type: 'error',
      kind: 'rejection',
      name: 'OTHER',
      frames: [],
      ...context,
    });
  });

  it('a name that is no listed kind of error is UNLISTED_ERROR', () => {
    const context = { route: '/', version: '1.1.14' };
    const nameOf = (error: Error) => (errorReport('error', error, context) as { name: string }).name;
    expect(nameOf(new SomchaiJaideeError('x'))).toBe('UNLISTED_ERROR');
    expect(nameOf(Object.assign(new TypeError('x'), { name: `${PHONE}Error` }))).toBe('UNLISTED_ERROR');
    expect(nameOf(new RangeError('x'))).toBe('RangeError');
    expect(nameOf(new ApiError('TIMEOUT', 'timeout'))).toBe('ApiError');
  });

  it('the message leaves nothing behind, not even a hash: reports of two messages are the same', () => {
    const context = { route: '/', version: '1.1.14' };
    const report = (message: string) => errorReport('error', Object.assign(new Error(message), { stack: '' }), context);
    expect(report(`user somchai password ${PASSWORD}`)).toEqual({
      type: 'error',
      kind: 'error',
      name: 'Error',
      frames: [],
      ...context,
    });
    expect(report(`user somchai password ${PASSWORD}`)).toEqual(report('Load failed'));
  });

  it("a money call reports a catalogue code or the app's own, anything else as UNKNOWN", () => {
    const context = { route: '/', version: '1.1.14' };
    const codeOf = (code: string) =>
      (moneyReport('POST /api/wallet/withdraw', new ApiError(code, 'server', 400), context) as { code: string }).code;
    expect(codeOf(CRAFTED_CODE)).toBe('UNKNOWN');
    expect(codeOf('USER_SOMCHAI_PASSWORD_HUNTER')).toBe('UNKNOWN');
    expect(codeOf('MONEY_NOT_ENOUGH')).toBe('MONEY_NOT_ENOUGH');
  });
});

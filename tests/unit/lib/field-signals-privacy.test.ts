/**
 * Field reports carry nothing personal (issue 39, item 3): errors holding a member's phone, names (Thai, Lao,
 * Latin), e-mail, account number, slip reference and bearer tokens go through every path the reporter takes
 * (uncaught error, unhandled rejection, contract error, failed money call), and nothing of them is sent.
 */
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, ContractError } from '@/lib/api-error';
import { errorReport } from '@/lib/field-signals/report';
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

const SENTENCE =
  `transfer for ${THAI} (${LAO}, ${LATIN}) ${PHONE} <${EMAIL}> account ${ACCOUNT} slip ${SLIP} ` +
  `refused: Authorization: Bearer ${JWT} session ${HEX}`;

/** Every piece that would give the member away: the values, their 8-character pieces and their 4-digit runs. */
function fragments(): string[] {
  const pieces = (text: string, size: number) =>
    Array.from({ length: Math.max(0, text.length - size + 1) }, (_, at) => text.slice(at, at + size));
  const digits = [PHONE, ACCOUNT.replace(/\D/g, ''), SLIP.replace(/\D/g, '')];
  return [
    ...[PHONE, THAI, LAO, LATIN, EMAIL, ACCOUNT, SLIP, JWT, HEX],
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
    `    at pay (${origin}/assets/wallet-Bq3x.js?token=${JWT}:1:901)`,
    `    at async ${origin}/assets/app-Cz7y.js:2:77`,
    `    at https://cdn.example/${PHONE}/lib.js:1:1`,
    '    at <anonymous>',
  ].join('\n');
  return error;
}

/** Firefox and Safari: no message in the stack, "fn@url:line:column". */
function firefoxError(): Error {
  const error = new TypeError(SENTENCE);
  error.stack = [
    `pay@${origin}/assets/wallet-Bq3x.js:1:901`,
    `@${origin}/assets/app-Cz7y.js:2:77`,
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

    window.dispatchEvent(new ErrorEvent('error', { error: chromeError(), message: SENTENCE }));
    window.dispatchEvent(new ErrorEvent('error', { error: firefoxError(), message: SENTENCE }));
    window.dispatchEvent(new ErrorEvent('error', { message: SENTENCE })); // a script of another site: text only
    window.dispatchEvent(new ErrorEvent('error', { error: named, message: SENTENCE }));
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
    for (const code of [SENTENCE, JWT, HEX, `${SLIP}_${PHONE}`, PHONE])
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
      ...Array<string>(8).fill('error'),
      'contract',
      'contract',
      ...Array<string>(5).fill('money'),
    ]);
    for (const report of reports) expect(v.is(ReportShape, report), JSON.stringify(report)).toBe(true);
    expectNothingPersonal(sent);
  });

  it('an error report names the kind of error, a fingerprint and the app frames: file, line, column', () => {
    const context = { route: '/user/wallet', version: '1.1.14' };
    const frames = [
      { file: '/assets/wallet-Bq3x.js', line: 1, column: 901 },
      { file: '/assets/app-Cz7y.js', line: 2, column: 77 },
    ];
    const chrome = errorReport('error', chromeError(), context);
    expect(chrome).toEqual({
      type: 'error',
      kind: 'error',
      name: 'Error',
      fingerprint: expect.stringMatching(/^[0-9a-f]{8}$/) as unknown,
      frames,
      ...context,
    });
    expect(errorReport('error', firefoxError(), context)).toMatchObject({ name: 'TypeError', frames });
    expect(errorReport('rejection', { phone: PHONE }, context)).toMatchObject({ name: 'OTHER', frames: [] });
  });

  it('the fingerprint groups one kind of message whoever it was about, and tells kinds apart', () => {
    const context = { route: '/', version: '1.1.14' };
    const print = (message: string) =>
      (errorReport('error', new Error(message), context) as { fingerprint: string }).fingerprint;
    const other = SENTENCE.replace(PHONE, '0898765432')
      .replace(THAI, 'สมหญิง รักไทย')
      .replace(LAO, 'ບຸນມີ ສີສະຫວັດ')
      .replace(LATIN, 'Malee Srisuk')
      .replace(EMAIL, 'malee@example.com')
      .replace(ACCOUNT, '987-654-3210')
      .replace(SLIP, 'SLIP2026110042')
      .replace(JWT, 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIwODk4In0.Zq9xW2vB7nM4kL1pR8sT3uY6')
      .replace(HEX, '0f9e8d7c6b5a49382716059483726150');
    expect(print(other)).toBe(print(SENTENCE));
    expect(print(`no wallet for ${PHONE}`)).toBe(print('no wallet for 0898765432'));
    expect(print("Cannot read properties of undefined (reading 'amount')")).not.toBe(print('Load failed'));
    expect(print(SENTENCE)).toMatch(/^[0-9a-f]{8}$/);
  });
});

import { http as mock, HttpResponse } from 'msw';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { endpoint } from '@/contract/endpoint';
import { call, configureHttp, http, parseAnswer, REQUEST_TIMEOUT_MS, UPLOAD_TIMEOUT_MS } from '@/lib/http';
import { clearSession, getToken, onSessionEnd, saveToken } from '@/lib/session';

const probe = endpoint('GET', '/api/test/probe/:id?', v.object({ ok: v.boolean() }));
const money = endpoint('POST', '/api/test/money', v.object({ ok: v.boolean() }), { money: true });
const upload = endpoint('POST', '/api/test/upload', v.object({ ok: v.boolean() }), { upload: 1024 });

/** What the server saw of each call. */
function answerWith(status: number, body: unknown, method: 'get' | 'post' = 'get', path = '*/api/test/*') {
  const seen: Headers[] = [];
  server.use(
    mock[method](path, ({ request }) => {
      seen.push(request.headers);
      return HttpResponse.json(body as never, { status });
    }),
  );
  return seen;
}

describe('calls of the contract', () => {
  it('sends the session token and X-Requested-With, and hands back the parsed answer', async () => {
    saveToken('tok-1', false);
    const seen = answerWith(200, { ok: true, extra: 1 });
    await expect(call(probe, { params: { id: 'a b' } })).resolves.toEqual({ ok: true });
    expect(seen[0].get('Authorization')).toBe('Bearer tok-1');
    expect(seen[0].get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(seen[0].get('Accept-Language')).toBe('en');
  });

  it("a visitor's call carries no Authorization header", async () => {
    const seen = answerWith(200, { ok: true });
    await call(probe);
    expect(seen[0].has('Authorization')).toBe(false);
  });

  it('a money call carries an Idempotency-Key: the one given, else a fresh 128-bit one', async () => {
    const seen = answerWith(200, { ok: true }, 'post');
    await call(money, { idempotencyKey: 'intent-1' });
    await call(money);
    await call(money);
    expect(seen[0].get('Idempotency-Key')).toBe('intent-1');
    expect(seen[1].get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/);
    expect(seen[2].get('Idempotency-Key')).not.toBe(seen[1].get('Idempotency-Key'));
    const plain = answerWith(200, { ok: true }, 'get');
    await call(probe);
    expect(plain[0].has('Idempotency-Key')).toBe(false);
  });

  it('waits 60 s for an answer, 300 s for an upload', async () => {
    const timeouts: (number | undefined)[] = [];
    const id = http.interceptors.request.use((request) => {
      timeouts.push(request.timeout);
      return request;
    });
    answerWith(200, { ok: true }, 'post');
    answerWith(200, { ok: true }, 'get');
    try {
      await call(probe);
      await call(upload, { form: new FormData() });
      await call(upload, { form: new FormData(), config: { timeout: 5000 } });
    } finally {
      http.interceptors.request.eject(id);
    }
    expect(REQUEST_TIMEOUT_MS).toBe(60_000);
    expect(UPLOAD_TIMEOUT_MS).toBe(300_000);
    expect(timeouts).toEqual([60_000, 300_000, 5000]);
  });
});

describe('failed calls', () => {
  it('a 401 to a call of the open session ends it as expired', async () => {
    saveToken('tok-1', true);
    const ended = vi.fn();
    const stop = onSessionEnd(ended);
    answerWith(401, { message: 'HTTP_401' });
    await expect(call(probe)).rejects.toMatchObject({ code: 'HTTP_401', status: 401 });
    stop();
    expect(ended).toHaveBeenCalledWith('expired');
    expect(getToken()).toBeNull();
  });

  it('a late 401 to a call of an earlier session, or to a visitor, ends nothing', async () => {
    const ended = vi.fn();
    const stop = onSessionEnd(ended);
    saveToken('old', false);
    server.use(
      mock.get('*/api/test/*', () => {
        saveToken('new', false); // logged in again while the call was out
        return HttpResponse.json({ message: 'UNAUTHORIZED' }, { status: 401 });
      }),
    );
    await expect(call(probe)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(getToken()).toBe('new');
    server.resetHandlers();
    const visitor = answerWith(401, { message: 'UNAUTHORIZED' });
    clearSession(); // signed out: a visitor now
    await expect(call(probe)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(visitor).toHaveLength(1);
    stop();
    expect(ended).not.toHaveBeenCalled();
  });

  it('the translated cannot-verify-identity sentence ends the session; "gone" calls onGone and keeps it', async () => {
    const onGone = vi.fn();
    configureHttp({ onGone, isCannotVerifyIdentity: (message) => message === 'SENTENCE' });
    saveToken('tok-1', false);
    answerWith(400, { message: 'gone' });
    await expect(call(probe)).rejects.toMatchObject({ code: 'gone' });
    expect(onGone).toHaveBeenCalledTimes(1);
    expect(getToken()).toBe('tok-1');
    answerWith(400, { message: 'SENTENCE' });
    await expect(call(probe)).rejects.toMatchObject({ code: 'SENTENCE' });
    expect(getToken()).toBeNull();
  });

  it('a money call without an answer is uncertain and reloads the money; a refusal is not', async () => {
    const onMoneyUncertain = vi.fn();
    configureHttp({ onMoneyUncertain });
    server.use(mock.post('*/api/test/money', () => HttpResponse.error()));
    await expect(call(money)).rejects.toMatchObject({ code: 'NETWORK', uncertain: true });
    expect(onMoneyUncertain).toHaveBeenCalledTimes(1);
    answerWith(400, { message: 'MONEY_NOT_ENOUGH' }, 'post');
    await expect(call(money)).rejects.toMatchObject({ code: 'MONEY_NOT_ENOUGH', uncertain: false });
    server.use(mock.get('*/api/test/*', () => HttpResponse.error()));
    await expect(call(probe)).rejects.toMatchObject({ code: 'NETWORK', uncertain: false });
    expect(onMoneyUncertain).toHaveBeenCalledTimes(1);
  });

  it.each([502, 503, 504])(
    'a money call answered %i by a proxy (its server unreached or cut off) is uncertain and reloads the money',
    async (status) => {
      const onMoneyUncertain = vi.fn();
      configureHttp({ onMoneyUncertain });
      server.use(mock.post('*/api/test/money', () => new HttpResponse('<html>Bad Gateway</html>', { status })));
      await expect(call(money)).rejects.toMatchObject({ status, uncertain: true });
      expect(onMoneyUncertain).toHaveBeenCalledTimes(1);
      // A 500 with a code the catalogue does not have is not the API's refusal either (issue 53 item 1).
      answerWith(500, { message: 'UNKNOWN' }, 'post');
      await expect(call(money)).rejects.toMatchObject({ status: 500, uncertain: true });
      expect(onMoneyUncertain).toHaveBeenCalledTimes(2);
      // The API's own answer of that status, with its code (TRANSFER_FAIL is a 502), is an answer.
      answerWith(status, { message: 'TRANSFER_FAIL' }, 'post');
      await expect(call(money)).rejects.toMatchObject({ code: 'TRANSFER_FAIL', uncertain: false });
      expect(onMoneyUncertain).toHaveBeenCalledTimes(2);
    },
  );
});

describe('answers outside the contract', () => {
  it('reject with ContractError naming the endpoint and the first offending field', () => {
    const list = endpoint('GET', '/api/test/:code', v.object({ slots: v.array(v.object({ amount: v.number() })) }));
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => parseAnswer(list, { slots: [{ amount: 'x' }] })).toThrow(
      expect.objectContaining({ endpoint: 'GET /api/test/{code}', field: 'slots.0.amount' }) as Error,
    );
    expect(() => parseAnswer(list, 'OK')).toThrow(expect.objectContaining({ field: '(answer)' }) as Error);
    expect(log).toHaveBeenCalledWith(
      expect.stringMatching(/^\[contract\] GET \/api\/test\/\{code\}: slots\.0\.amount: /),
    );
  });

  it("name a record's key (the member's data) as *, in the error and in the log", () => {
    const byEmail = endpoint('GET', '/api/test/by-email', v.record(v.string(), v.object({ amount: v.number() })));
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => parseAnswer(byEmail, { 'somchai@example.com': { amount: 'x' } })).toThrow(
      expect.objectContaining({ field: '*.amount' }) as Error,
    );
    expect(log.mock.calls.flat().join(' ')).not.toContain('somchai');
  });
});

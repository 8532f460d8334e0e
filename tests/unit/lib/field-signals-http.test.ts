import { http as mock, HttpResponse } from 'msw';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { config } from '@/config';
import { endpoint } from '@/contract/endpoint';
import { call } from '@/lib/http';
import { attachSignalSink, type Signal } from '@/lib/field-signals/signals';

const probe = endpoint('GET', '/api/test/probe/:id', v.object({ ok: v.boolean() }));
const money = endpoint('POST', '/api/test/money', v.object({ ok: v.boolean() }), { money: true });

const answer = (method: 'get' | 'post', status: number, body: unknown) =>
  server.use(mock[method]('*/api/test/*', () => HttpResponse.json(body as never, { status })));

describe('the call client emits field signals only when the build sets VITE_REPORT_URL', () => {
  const signals: Signal[] = [];
  let detach = () => undefined as void;
  beforeEach(() => {
    signals.length = 0;
    detach = attachSignalSink((signal) => signals.push(signal));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    detach();
    config.reportUrl = null;
    vi.restoreAllMocks();
  });

  it('a contract error names the endpoint pattern and the field; a money failure its endpoint and code', async () => {
    config.reportUrl = '/r';
    answer('get', 200, { ok: 'yes', phone: '0812345678' });
    await expect(call(probe, { params: { id: '0812345678' } })).rejects.toMatchObject({ kind: 'contract' });
    answer('post', 400, { message: 'INVALID_AMOUNT' });
    await expect(call(money, { body: { amount: 500 } as never })).rejects.toMatchObject({ code: 'INVALID_AMOUNT' });
    answer('post', 200, { ok: 'no' });
    await expect(call(money)).rejects.toMatchObject({ kind: 'contract' });
    expect(
      signals.map((s) =>
        s.kind === 'contract'
          ? `contract ${s.error.endpoint} ${s.error.field}`
          : s.kind === 'money'
            ? `money ${s.endpoint} ${s.error.code}`
            : s.kind,
      ),
    ).toEqual([
      'contract GET /api/test/probe/{id} ok',
      'money POST /api/test/money INVALID_AMOUNT',
      'contract POST /api/test/money ok',
    ]);
  });

  it('emits nothing without the setting', async () => {
    answer('get', 200, { ok: 'yes' });
    await expect(call(probe, { params: { id: '1' } })).rejects.toMatchObject({ kind: 'contract' });
    answer('post', 400, { message: 'INVALID_AMOUNT' });
    await expect(call(money)).rejects.toMatchObject({ code: 'INVALID_AMOUNT' });
    expect(signals).toEqual([]);
  });
});

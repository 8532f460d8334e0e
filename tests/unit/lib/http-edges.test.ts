import { AxiosError } from 'axios';
import { http as mock, HttpResponse } from 'msw';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { endpoint } from '@/contract/endpoint';
import { connectivity } from '@/lib/connectivity';
import { call, configureHttp } from '@/lib/http';
import { saveToken } from '@/lib/session';
import { STORAGE_KEYS } from '@/lib/storage';

/** The API client (src/lib/http.ts) at edges tests/unit/lib/http-call.test.ts leaves open. */

const probe = endpoint('GET', '/api/test/edge', v.object({ ok: v.boolean() }));
const money = endpoint('POST', '/api/test/edge-money', v.object({ ok: v.boolean() }), { money: true });
const upload = endpoint('POST', '/api/test/edge-upload', v.object({ ok: v.boolean() }), { upload: 1024 });

describe('a call after another tab changed the session', () => {
  it('is never sent: not with the other member’s token, not without one', async () => {
    server.use(
      mock.get('*/api/test/edge', () => {
        throw new Error('the call went out after another tab signed in as someone else');
      }),
    );
    saveToken('mine', true);
    localStorage.setItem(STORAGE_KEYS.token, 'theirs');
    await expect(call(probe)).rejects.toMatchObject({ code: 'SESSION_CHANGED', kind: 'session' });
  });
});

describe('a money call', () => {
  it('that times out may have gone through: it is uncertain and the money reloads', async () => {
    const onMoneyUncertain = vi.fn();
    configureHttp({ onMoneyUncertain });
    // MSW's XHR interceptor never fires the XHR's timeout: the adapter stands in for the 60 s that pass.
    const adapter = () => Promise.reject(new AxiosError('timeout of 60000ms exceeded', AxiosError.ECONNABORTED));
    await expect(call(money, { config: { adapter } })).rejects.toMatchObject({
      code: 'TIMEOUT',
      kind: 'timeout',
      uncertain: true,
    });
    expect(onMoneyUncertain).toHaveBeenCalledTimes(1);
  });
});

describe('a call that times out', () => {
  it('neither marks the server out of reach nor clears it: it got no answer, and no network failure', async () => {
    // As above: the adapter stands in for the 60 s that pass.
    const timeout = () => Promise.reject(new AxiosError('timeout of 60000ms exceeded', AxiosError.ECONNABORTED));
    await expect(call(probe, { config: { adapter: timeout } })).rejects.toMatchObject({ kind: 'timeout' });
    expect(connectivity.unreachable()).toBe(false);
    server.use(mock.get('*/api/test/edge', () => HttpResponse.error(), { once: true }));
    await expect(call(probe)).rejects.toMatchObject({ kind: 'network' });
    expect(connectivity.unreachable()).toBe(true);
    await expect(call(probe, { config: { adapter: timeout } })).rejects.toMatchObject({ kind: 'timeout' });
    expect(connectivity.unreachable()).toBe(true);
  });
});

describe('an upload', () => {
  it('reports its progress in whole percent, up to 100', async () => {
    server.use(mock.post('*/api/test/edge-upload', () => HttpResponse.json({ ok: true })));
    const progress: number[] = [];
    const form = new FormData();
    // A text part: jsdom's File in a FormData does not reach MSW's XHR interceptor (the call never ends).
    form.append('note', 'x'.repeat(4096));
    await call(upload, { form, onProgress: (percent) => progress.push(percent) });
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.at(-1)).toBe(100);
    for (const percent of progress) expect(Number.isInteger(percent) && percent >= 0 && percent <= 100).toBe(true);
  });
});

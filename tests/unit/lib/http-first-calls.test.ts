import { http as mock, HttpResponse } from 'msw';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { recordRequests } from '@tests/support/request-events';
import { endpoint } from '@/contract/endpoint';
import { call, configureHttp, hasFirstCall, sendFirst } from '@/lib/http';
import { endSession, getToken, onSessionEnd, saveToken } from '@/lib/session';

/** The one client's first calls (src/lib/http.ts): sent before the app has loaded, taken by its first call(). */

const probe = endpoint('GET', '/api/test/first', v.object({ ok: v.boolean() }));
const listed = endpoint('POST', '/api/test/first-list', v.object({ page: v.number() }));
const money = endpoint('POST', '/api/test/first-money', v.object({ ok: v.boolean() }), { money: true });

const answer = (status: number, body: Record<string, string | boolean>) =>
  server.use(mock.get('*/api/test/first', () => HttpResponse.json(body, { status })));

describe('a first call', () => {
  it("is taken by the app's first call of the same request, which sends nothing; a second call is sent", async () => {
    saveToken('tok-first', true);
    answer(200, { ok: true });
    const sent = recordRequests();
    await sendFirst(probe);
    expect(sent).toEqual(['GET /api/test/first']);
    await expect(call(probe)).resolves.toEqual({ ok: true });
    expect(sent).toEqual(['GET /api/test/first']);
    await call(probe);
    expect(sent).toEqual(['GET /api/test/first', 'GET /api/test/first']);
  });

  it('is not taken by a call of another body, or of another session', async () => {
    saveToken('tok-a', true);
    server.use(mock.post('*/api/test/first-list', async ({ request }) => HttpResponse.json(await request.json())));
    const sent = recordRequests();
    await sendFirst(listed, { body: { page: 1 } } as never);
    await expect(call(listed, { body: { page: 2 } } as never)).resolves.toEqual({ page: 2 });
    saveToken('tok-b', true);
    await expect(call(listed, { body: { page: 1 } } as never)).resolves.toEqual({ page: 1 });
    expect(sent).toHaveLength(3);
  });

  it("settles its failure when taken, with the app's handlers: a refused session ends then, not before", async () => {
    saveToken('tok-refused', true);
    answer(401, { message: 'UNAUTHORIZED' });
    const ended = vi.fn();
    const stop = onSessionEnd(ended);
    await sendFirst(probe);
    expect(ended).not.toHaveBeenCalled();
    expect(getToken()).toBe('tok-refused');
    await expect(call(probe)).rejects.toMatchObject({ code: 'UNAUTHORIZED', status: 401 });
    stop();
    expect(ended).toHaveBeenCalledWith('expired');
  });

  it('of a closed site sends the member to /terminated once taken', async () => {
    saveToken('tok-gone', true);
    answer(410, { message: 'gone' });
    const onGone = vi.fn();
    await sendFirst(probe);
    configureHttp({ onGone });
    expect(onGone).not.toHaveBeenCalled();
    await expect(call(probe)).rejects.toMatchObject({ code: 'gone' });
    expect(onGone).toHaveBeenCalledTimes(1);
  });

  it('held back by another is sent once that has settled, and is waiting to be taken meanwhile', async () => {
    saveToken('tok-held', true);
    answer(200, { ok: true });
    const sent = recordRequests();
    let release = () => {};
    const before = new Promise<void>((resolve) => (release = resolve));
    const settled = sendFirst(probe, {}, before);
    expect(hasFirstCall(probe)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).toEqual([]);
    release();
    await settled;
    expect(sent).toEqual(['GET /api/test/first']);
  });

  it('is never a money call (its key belongs to one intent the member sends)', () => {
    expect(() => sendFirst(money)).toThrow('is no first call');
  });

  it('not taken is dropped 10 s after it settled', async () => {
    saveToken('tok-dropped', true);
    answer(200, { ok: true });
    const timers = vi.spyOn(globalThis, 'setTimeout');
    await sendFirst(probe);
    const drop = timers.mock.calls.find(([, ms]) => ms === 10_000)?.[0];
    expect(drop).toBeTypeOf('function');
    expect(hasFirstCall(probe)).toBe(true);
    drop?.();
    expect(hasFirstCall(probe)).toBe(false);
  });

  it('is dropped when the session ends: the same token signed in again is sent anew', async () => {
    saveToken('tok-ended', true);
    answer(200, { ok: true });
    await sendFirst(probe);
    expect(hasFirstCall(probe)).toBe(true);
    endSession('logout');
    saveToken('tok-ended', true);
    expect(hasFirstCall(probe)).toBe(false);
    const sent = recordRequests();
    await call(probe);
    expect(sent).toEqual(['GET /api/test/first']);
  });

  it("sent again before the earlier one was dropped, waits for its own 10 s, not the earlier one's", async () => {
    saveToken('tok-again', true);
    answer(200, { ok: true });
    const timers = vi.spyOn(globalThis, 'setTimeout');
    await sendFirst(probe);
    const dropEarlier = timers.mock.calls.find(([, ms]) => ms === 10_000)?.[0];
    await sendFirst(probe);
    dropEarlier?.();
    expect(hasFirstCall(probe)).toBe(true);
  });
});

import { http as mock, HttpResponse } from 'msw';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { endpoint } from '@/contract/endpoint';
import { call, configureHttp } from '@/lib/http';
import { saveToken } from '@/lib/session';
import { STORAGE_KEYS } from '@/lib/storage';

/**
 * lib/http.ts loads the API's catalogue of codes (lib/money-failure.ts) with the first failed money call. Where it
 * cannot load (offline, a deploy removed the file), nothing can say the API refused the move: a call that went out
 * may have gone through, and one that never went out did not.
 */

const money = endpoint('POST', '/api/test/unloaded', v.object({ ok: v.boolean() }), { money: true });

// Without vi.resetModules: http.ts imports the catalogue at each failed money call, so the mock reaches it with no
// fresh copy of the client, whose module-load code Stryker would credit to this file's tests alone (reports/mutation.md).
beforeEach(() => {
  vi.doMock('@/lib/money-failure', () => {
    throw new TypeError('Failed to fetch dynamically imported module');
  });
});
afterEach(() => {
  vi.doUnmock('@/lib/money-failure');
});

function client() {
  const onMoneyUncertain = vi.fn();
  configureHttp({ onMoneyUncertain });
  return { onMoneyUncertain };
}

describe('a failed money call without the catalogue', () => {
  it("is uncertain, the API's refusal too, and the money reloads", async () => {
    const { onMoneyUncertain } = client();
    server.use(
      mock.post('*/api/test/unloaded', () => HttpResponse.json({ message: 'MONEY_NOT_ENOUGH' }, { status: 400 })),
    );
    await expect(call(money)).rejects.toMatchObject({ code: 'MONEY_NOT_ENOUGH', uncertain: true });
    expect(onMoneyUncertain).toHaveBeenCalledTimes(1);
  });

  it('that never went out (another tab changed the session) is not uncertain', async () => {
    const { onMoneyUncertain } = client();
    saveToken('mine', true);
    localStorage.setItem(STORAGE_KEYS.token, 'theirs');
    await expect(call(money)).rejects.toMatchObject({ kind: 'session', uncertain: false });
    expect(onMoneyUncertain).not.toHaveBeenCalled();
  });
});

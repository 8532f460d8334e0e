import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetDb } from '@mocks/db';
import { ENDPOINTS } from '@mocks/qa/endpoints';
import { signIn, SEEDED } from '@tests/support/render-app';
import { http, toApiError, type ApiError } from '@/lib/http';
import {
  dbFingerprint,
  enforceClientTimeout,
  EXPECTED_ERROR,
  FAULTS,
  injectFault,
  moneyState,
  restoreClientAdapter,
} from './fault-support';

import { CALLS, setNodeFormData, type Call } from './fault-api-calls';

/**
 * Issue 10 item 6, api level: every endpoint of spec section 7 (mocks/qa/endpoints.ts) through
 * the four faults. The client must report each fault as its kind (server code, HTTP 500, network,
 * timeout), a fault must change nothing in the mock database, and for every call that moves
 * money, fail-then-retry must move it exactly as much as one clean call (never twice).
 * Endpoints with no UI trigger (bonus/check/minimum, promotion/current) are only checked here.
 */

/** What must happen first for the call to succeed (runs without faults). */
const PREPARE: Record<string, () => Promise<unknown>> = {
  'GET /api/refund/addWallet': () => http.get('/api/refund/receive'),
};

function callFor(endpoint: string): Promise<Call> {
  const make = CALLS[endpoint];
  if (make) return Promise.resolve(make());
  const [method = 'GET', path = ''] = endpoint.split(' ');
  if (path.includes('{')) throw new Error(`No concrete call for ${endpoint}`);
  return Promise.resolve({ method: method.toLowerCase() as Call['method'], url: path });
}

async function send(endpoint: string): Promise<{ ok: true; data: unknown } | { ok: false; error: ApiError }> {
  const call = await callFor(endpoint);
  try {
    const response =
      call.method === 'get' || call.method === 'delete'
        ? await http[call.method](call.url)
        : await http[call.method](call.url, call.body);
    return { ok: true, data: response.data };
  } catch (error) {
    return { ok: false, error: toApiError(error) };
  }
}

/** Calls that move money or a money-like claim: fail-then-retry must equal one clean call. */
const MONEY = [
  'POST /api/wallet/add',
  'POST /api/wallet/transfer',
  'POST /api/wallet/transferAll',
  'POST /api/wallet/withdraw',
  'POST /api/wallet/withdrawAll',
  'POST /api/wallet/truelink',
  'POST /api/qrcode/{provider}',
  'GET /api/invite/bonus',
  'GET /api/refund/receive',
  'GET /api/refund/addWallet',
  'POST /api/spinwheel/spin',
  'POST /api/spinwheel/coupon/claim',
  'GET /api/bonus/activate/{code}',
  'GET /api/promotion/activate/{code}',
] as const;

beforeAll(async () => {
  enforceClientTimeout();
  const request = new Request('http://local/', {
    method: 'POST',
    body: 'a=b',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  setNodeFormData((await request.formData()).constructor as typeof FormData);
});
afterAll(restoreClientAdapter);

describe('fault matrix, api level: every endpoint of spec section 7 through four faults', () => {
  it('has a concrete call for every endpoint', () => {
    const missing = ENDPOINTS.filter((endpoint) => endpoint.includes('{') && !CALLS[endpoint]);
    expect(missing).toEqual([]);
    expect(ENDPOINTS.length).toBeGreaterThan(60);
  });

  it.each(FAULTS)('%s: each endpoint reports the fault as its kind and changes nothing', async (fault) => {
    signIn(SEEDED.member.phone);
    const wrong: string[] = [];
    const before = dbFingerprint();
    for (const endpoint of ENDPOINTS) {
      injectFault(endpoint, fault);
      const result = await send(endpoint);
      if (result.ok) {
        wrong.push(`${endpoint}: answered despite the ${fault} fault`);
        continue;
      }
      const { kind, code, status } = result.error;
      const expected = EXPECTED_ERROR[fault];
      if (
        kind !== expected.kind ||
        (expected.code && code !== expected.code) ||
        (expected.status && status !== expected.status)
      ) {
        wrong.push(`${endpoint}: ${kind}/${code}/${status}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(dbFingerprint(), 'a faulted call changed the mock database').toBe(before);
  });

  it.each(MONEY)('%s: four failures then a retry move money exactly once', async (endpoint) => {
    // what one clean call does
    resetDb();
    signIn(SEEDED.member.phone);
    await PREPARE[endpoint]?.();
    const start = moneyState();
    const clean = await send(endpoint);
    expect(clean.ok ? 'ok' : clean.error.code, `${endpoint} clean call`).toBe('ok');
    // spin and claim answer 200 with success false on a refusal
    expect((clean as { data: { success?: boolean } }).data.success, `${endpoint} clean call`).not.toBe(false);
    const once = moneyState();
    expect(once, `${endpoint} moves something`).not.toEqual(start);

    // the same after every fault, then one retry
    resetDb();
    signIn(SEEDED.member.phone);
    await PREPARE[endpoint]?.();
    for (const fault of FAULTS) {
      injectFault(endpoint, fault);
      const failed = await send(endpoint);
      expect(failed.ok, `${endpoint} under ${fault}`).toBe(false);
      expect(moneyState(), `${endpoint}: ${fault} moved money`).toEqual(start);
    }
    const retry = await send(endpoint);
    expect(retry.ok, `${endpoint} retry`).toBe(true);
    expect(moneyState()).toEqual(once);
  });
});

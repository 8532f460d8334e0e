import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  jsonRequest,
  rawRequest,
  startMockServerProcess,
  type MockServerProcess,
  talkToRealServers,
} from '@tests/support/mock-server-process';

talkToRealServers();

// POST /__mock/reports takes the app's field signals (VITE_REPORT_URL), checked against the allow-list;
// GET lists them, DELETE clears them.

const contract = {
  type: 'contract',
  method: 'GET',
  path: '/api/wallet',
  field: 'wallet',
  route: '/user/wallet',
  version: '1.1.14',
};
const error = {
  type: 'error',
  kind: 'error',
  name: 'TypeError',
  frames: [{ file: '/assets/app-Bq3xK9zA.js', line: 1, column: 901 }],
  route: '/user/wallet',
  version: '1.1.14',
};
const money = {
  type: 'money',
  endpoint: 'POST /api/wallet/withdraw',
  code: 'MONEY_NOT_ENOUGH',
  route: '/',
  version: '1.1.14',
};
const vital = { type: 'vital', name: 'LCP', value: 812.4, rating: 'good', route: '/login', version: '1.1.14' };

describe('the field reports endpoint of the standalone mock server', () => {
  let mock: MockServerProcess;
  let reports = '';
  const listed = async () => (await rawRequest(reports)).json() as { at: number; report: unknown }[];

  beforeAll(async () => {
    mock = await startMockServerProcess({});
    reports = `${mock.url}/__mock/reports`;
  }, 60_000);
  afterAll(async () => {
    await mock?.stop();
  });
  beforeEach(async () => {
    await jsonRequest(reports, 'DELETE');
  });

  it('keeps a batch sent as a beacon (text/plain, from the page origin) and lists it; DELETE clears', async () => {
    const sent = await rawRequest(reports, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8', Origin: 'http://127.0.0.1:4173' },
      body: JSON.stringify({ reports: [contract, vital, error, money] }),
    });
    expect(sent.status).toBe(200);
    expect(sent.json()).toEqual({ count: 4, dropped: 0 });
    expect((await listed()).map((entry) => entry.report)).toEqual([contract, vital, error, money]);
    expect((await jsonRequest(reports, 'DELETE')).status).toBe(200);
    expect(await listed()).toEqual([]);
  });

  it('answers 400 to a body outside the allow-list and keeps nothing of it', async () => {
    const bad = [
      'not json',
      {},
      { reports: [] },
      { reports: [{ ...contract, phone: '0812345678' }] },
      { reports: [contract, { ...vital, name: 'TTFB' }] },
      { reports: [{ ...contract, type: 'amount', amount: 500 }] },
      { reports: Array.from({ length: 21 }, () => contract) },
      // Free text has no field: an error's message, a filled-in path, a token where the code goes.
      { reports: [{ ...error, message: 'TypeError: no wallet for 0812345678' }] },
      { reports: [{ ...error, frames: [{ file: 'https://cdn.example/0812345678.js', line: 1, column: 2 }] }] },
      { reports: [{ ...contract, path: '/api/member/0812345678' }] },
      { reports: [{ ...contract, field: 'event.a5f2b9c1e7a7d4e0b9c3a1f2e4d5b6a7' }] },
      { reports: [{ ...money, code: 'a5f2b9c1e7a7d4e0b9c3a1f2e4d5b6a7' }] },
      { reports: [{ ...money, code: 'MONEY_NOT_ENOUGH', route: '/user/statement?phone=0812345678' }] },
    ];
    for (const body of bad) {
      const answer = await jsonRequest(reports, 'POST', body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(answer.json()).toMatchObject({ message: 'KEY_INVALID' });
    }
    expect(await listed()).toEqual([]);
  });

  it('a flood of 800 reports from one peer keeps the earlier reports and another peer, and counts what it drops', async () => {
    const from = (localAddress: string, batch: unknown[]) =>
      rawRequest(reports, { method: 'POST', body: JSON.stringify({ reports: batch }), localAddress });
    const earlier = { ...contract, route: '/login' };
    const later = { ...contract, route: '/user/home' };
    expect((await from('127.0.0.2', [earlier])).status).toBe(200);
    const flood = await Promise.all(
      Array.from({ length: 40 }, () => from('127.0.0.1', Array<unknown>(20).fill(vital))),
    );
    expect(flood.filter((answer) => answer.status === 429)).toHaveLength(35);
    expect((await from('127.0.0.3', [later])).status).toBe(200);

    const kept = (await listed()).map((entry) => entry.report);
    expect(kept).toContainEqual(earlier);
    expect(kept).toContainEqual(later);
    expect(kept).toHaveLength(102);
    expect((await rawRequest(`${reports}/dropped`)).json()).toEqual({ dropped: 700 });
  });

  it('caps a report body at 64 KB (413)', async () => {
    const answer = await jsonRequest(reports, 'POST', { reports: [{ ...contract, field: 'x'.repeat(70_000) }] });
    expect(answer.status).toBe(413);
    expect(await listed()).toEqual([]);
  });

  it('refuses a page of another origin', async () => {
    const answer = await rawRequest(reports, {
      method: 'POST',
      headers: { Origin: 'https://evil.example' },
      body: JSON.stringify({ reports: [contract] }),
    });
    expect(answer.status).toBe(403);
    expect(await listed()).toEqual([]);
  });
});

describe('with MOCK_QA_TOKEN', () => {
  let mock: MockServerProcess;
  beforeAll(async () => {
    mock = await startMockServerProcess({ MOCK_QA_TOKEN: 'qa-secret' });
  }, 60_000);
  afterAll(async () => {
    await mock?.stop();
  });

  it('a beacon (no token) may post reports; reading them needs the token', async () => {
    const url = `${mock.url}/__mock/reports`;
    expect((await jsonRequest(url, 'POST', { reports: [contract] })).status).toBe(200);
    expect((await rawRequest(url)).status).toBe(401);
    expect((await jsonRequest(url, 'DELETE')).status).toBe(401);
    const read = await rawRequest(url, { headers: { Authorization: 'Bearer qa-secret' } });
    expect(read.status).toBe(200);
    expect((read.json() as unknown[]).length).toBe(1);
  });
});

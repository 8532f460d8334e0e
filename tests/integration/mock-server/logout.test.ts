import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  jsonRequest,
  startMockServerProcess,
  talkToRealServers,
  type MockServerProcess,
} from '@tests/support/mock-server-process';

talkToRealServers();

// The standalone mock server answers with the MSW mock's handlers: a logout revokes the token there as well, so
// the members' build in front of it (and nginx in e2e) meets the same rule as the mocked build.

let mock: MockServerProcess;

beforeAll(async () => {
  mock = await startMockServerProcess();
  await jsonRequest(`${mock.url}/__mock/reset`, 'POST');
}, 60_000);

afterAll(async () => {
  await mock?.stop();
});

const api = (path: string, method: string, token: string, body?: unknown) =>
  jsonRequest(`${mock.url}${path}`, method, body, {
    Authorization: `Bearer ${token}`,
    'X-Requested-With': 'XMLHttpRequest',
  });

describe('the standalone mock server at logout', () => {
  it('revokes the token: afterwards it reads and withdraws nothing (invalid-token)', async () => {
    const login = await jsonRequest(`${mock.url}/api/login`, 'POST', { username: '0812345678', password: 'Demo1234' });
    const { token } = login.json() as { token: string };
    expect((await api('/api/wallet', 'GET', token)).status).toBe(200);

    const logout = await api('/api/logout', 'POST', token);
    expect(logout.status).toBe(200);

    const read = await api('/api/wallet', 'GET', token);
    expect([read.status, read.json()]).toEqual([401, { message: 'invalid-token' }]);
    const withdraw = await api('/api/wallet/withdraw', 'POST', token, { amount: 150 });
    expect([withdraw.status, withdraw.json()]).toEqual([401, { message: 'invalid-token' }]);
  });
});

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { qaRefusal } from '@mocks/standalone/access';
import {
  jsonRequest,
  rawRequest,
  runMockServerUntilExit,
  startMockServerProcess,
  type MockServerProcess,
  talkToRealServers,
} from '@tests/support/mock-server-process';

talkToRealServers();

// The standalone mock server's settings: MOCK_QA_TOKEN, MOCK_CORS_ORIGINS, MOCK_ALLOWED_HOSTS, and a MOCK_DB_FILE
// it cannot load.

describe('MOCK_QA_TOKEN, MOCK_CORS_ORIGINS and MOCK_ALLOWED_HOSTS', () => {
  let mock: MockServerProcess;
  beforeAll(async () => {
    mock = await startMockServerProcess({
      MOCK_QA_TOKEN: 'qa-secret',
      MOCK_CORS_ORIGINS: 'https://qa.example.test, http://192.168.1.20:4173/',
      MOCK_ALLOWED_HOSTS: 'qa-box.test, 192.168.1.20',
    });
  }, 60_000);
  afterAll(async () => {
    await mock?.stop();
  });

  it('QA endpoints need the bearer token, even on loopback; the API does not', async () => {
    expect((await rawRequest(`${mock.url}/__mock/db`)).status).toBe(401);
    expect((await rawRequest(`${mock.url}/__mock/db`, { headers: { Authorization: 'Bearer wrong' } })).status).toBe(
      401,
    );
    expect(
      (await jsonRequest(`${mock.url}/__mock/reset`, 'POST', undefined, { Authorization: 'qa-secret' })).status,
    ).toBe(401);
    expect((await rawRequest(`${mock.url}/__mock/db`, { headers: { Authorization: 'Bearer qa-secret' } })).status).toBe(
      200,
    );
    expect((await rawRequest(`${mock.url}/api/lookup/active`)).status).toBe(200);
  });

  it('allows the listed origins on top of localhost, and no others', async () => {
    for (const origin of ['https://qa.example.test', 'http://192.168.1.20:4173', 'http://localhost:5173']) {
      const answer = await rawRequest(`${mock.url}/api/lookup/active`, { headers: { Origin: origin } });
      expect(answer.headers['access-control-allow-origin'], origin).toBe(origin);
    }
    const other = await rawRequest(`${mock.url}/api/lookup/active`, {
      headers: { Origin: 'https://qa.example.test.evil.example' },
    });
    expect(other.status).toBe(403);
  });

  it('answers under the listed host names (any port) on top of the loopback ones, and no others', async () => {
    const status = async (path: string, host: string) =>
      (await rawRequest(`${mock.url}${path}`, { headers: { Host: host } })).status;
    for (const host of ['qa-box.test', 'QA-box.test:8787', '192.168.1.20:8787', 'localhost:8787']) {
      expect(await status('/api/lookup/active', host), host).toBe(200);
      expect(await status('/socket.io/?EIO=4&transport=polling', host), host).toBe(200);
    }
    for (const host of ['qa-box.test.evil.example', 'evil.qa-box.test', '192.168.1.21:8787', 'qa.example.test']) {
      expect(await status('/api/lookup/active', host), host).toBe(403);
      expect(await status('/socket.io/?EIO=4&transport=polling', host), host).toBe(403);
    }
  });
});

describe('who may call the QA endpoints without a token', () => {
  const req = (remoteAddress: string, authorization?: string) =>
    ({ socket: { remoteAddress }, headers: authorization ? { authorization } : {} }) as unknown as Parameters<
      typeof qaRefusal
    >[0];

  it('loopback addresses only', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])
      expect(qaRefusal(req(address), undefined), address).toBeNull();
    for (const address of ['192.168.1.20', '10.0.0.2', '::ffff:192.168.1.20', 'fe80::1', ''])
      expect(qaRefusal(req(address), undefined), address).toBe(403);
  });

  it('with a token, the token from anywhere and nothing else', () => {
    expect(qaRefusal(req('192.168.1.20', 'Bearer t0k'), 't0k')).toBeNull();
    expect(qaRefusal(req('127.0.0.1'), 't0k')).toBe(401);
    expect(qaRefusal(req('127.0.0.1', 'Bearer t0'), 't0k')).toBe(401);
  });
});

describe('a MOCK_DB_FILE the server cannot load', () => {
  it('stops it with one line naming the file and exit code 1, no stack', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mock-db-'));
    const notJson = path.join(dir, 'not-json.json');
    const wrongShape = path.join(dir, 'wrong-shape.json');
    writeFileSync(notJson, '{ this is not json');
    writeFileSync(wrongShape, JSON.stringify({ version: 1, members: [] }));
    const runs = await Promise.all(
      [notJson, wrongShape, dir].map((file) => runMockServerUntilExit({ MOCK_DB_FILE: file })),
    );
    for (const [index, run] of runs.entries()) {
      const file = [notJson, wrongShape, dir][index];
      expect(run.code, run.stderr).toBe(1);
      const lines = run.stderr.trim().split('\n');
      expect(lines, run.stderr).toHaveLength(1);
      expect(lines[0]).toContain(`[mock-server] MOCK_DB_FILE=${file} cannot be loaded`);
      expect(run.stderr).not.toMatch(/\n\s+at /);
      expect(run.stdout).not.toMatch(/mocked backend on/);
    }
  }, 60_000);
});

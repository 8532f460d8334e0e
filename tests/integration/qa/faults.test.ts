import { describe, expect, it } from 'vitest';
import { addFault } from '@mocks/qa/faults';
import { setInjectedHtml } from '@mocks/qa/html-injection';
import { clearRequestLog, requestLog } from '@mocks/qa/request-log';
import { type ApiError } from '@/lib/http';
import { api } from '@tests/support/raw-api';

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error as ApiError,
  );

describe('QA faults on the mocked backend', () => {
  it('a catalogue code answers with that code', async () => {
    addFault({ endpoint: 'GET /api/lookup/banks', kind: 'code', code: 'NO_DATA', once: true });
    expect((await failure(api.get('/api/lookup/banks'))).code).toBe('NO_DATA');
    expect(await api.get('/api/lookup/banks')).toEqual(expect.any(Array));
  });

  it('HTTP 500 and network errors reach the client as such', async () => {
    addFault({ endpoint: 'GET /api/lookup/info', kind: 'http500', once: true });
    const server = await failure(api.get('/api/lookup/info'));
    expect(server).toMatchObject({ kind: 'server', status: 500, code: 'INTERNAL_SERVER_ERROR' });
    addFault({ endpoint: 'GET /api/lookup/info', kind: 'network', once: true });
    expect((await failure(api.get('/api/lookup/info'))).kind).toBe('network');
  });

  // The timeout itself is browser behaviour (jsdom's XHR under the interceptor does not enforce it): see the QA e2e.
  it('a delay fault holds the answer back, then the handler answers', async () => {
    addFault({ endpoint: 'GET /api/lookup/notice', kind: 'delay', delayMs: 300, once: true });
    const started = performance.now();
    expect(await api.get('/api/lookup/notice')).toMatchObject({ notice: expect.any(String) as unknown });
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('logs method, path, status and code of every answer', async () => {
    clearRequestLog();
    await api.get('/api/lookup/sources');
    await failure(api.post('/api/login', { username: '0812345678', password: 'bad' }));
    expect(requestLog().map(({ method, path, status, code }) => ({ method, path, status, code }))).toEqual([
      { method: 'GET', path: '/api/lookup/sources', status: 200, code: null },
      { method: 'POST', path: '/api/login', status: 401, code: 'WRONG_CREDENTIAL' },
    ]);
  });

  it('puts the QA snippet into every server-HTML lookup field', async () => {
    setInjectedHtml('<img src=x onerror="alert(1)"><b>QA</b>');
    const contact = await api.get<{ contactText: string }>('/api/lookup/contact');
    expect(contact.contactText).toContain('onerror');
    const { conditions } = await api.get<{ conditions: string[] }>('/api/lookup/conditions');
    expect(conditions.every((html) => html.includes('<b>QA</b>'))).toBe(true);
    setInjectedHtml(null);
    expect((await api.get<{ contactText: string }>('/api/lookup/contact')).contactText).not.toContain('onerror');
  });
});

import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@tests/support/raw-api';
import { server } from '@mocks/node';

describe('the API client', () => {
  afterEach(() => {
    Reflect.deleteProperty(window, 'cookieStore');
  });

  it('sends a call without waiting on the cookie store (bearer token, no XSRF cookie)', async () => {
    const get = vi.fn(() => Promise.resolve({ value: 'cookie-token' }));
    Object.defineProperty(window, 'cookieStore', { value: { get }, configurable: true });
    let xsrfHeader: string | null = 'unset';
    server.use(
      http.get('*/api/test/xsrf', ({ request }) => {
        xsrfHeader = request.headers.get('X-XSRF-TOKEN');
        return HttpResponse.json({ ok: true });
      }),
    );

    await expect(api.get('/api/test/xsrf')).resolves.toEqual({ ok: true });
    expect(get).not.toHaveBeenCalled();
    expect(xsrfHeader).toBeNull();
  });
});

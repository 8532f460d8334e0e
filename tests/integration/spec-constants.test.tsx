import { screen, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { renderApp, SEEDED, signIn } from '@tests/support/render-app';
import { promotion } from '@/contract/bonus';
import { chat } from '@/contract/chat';
import { lookup } from '@/contract/lookup';
import { wallet } from '@/contract/wallet';
import { call, http } from '@/lib/http';
import { changeLocale } from '@/lib/i18n';
import { FRICTION } from '@/features/spin/model';
import { onRequestStart } from '@tests/support/request-events';

/**
 * Spec rules that worked but that no test held (issue 17): each assertion compares with the spec's own value,
 * written here, never with the app's constant.
 */

/** The timeout each call is about to go out with; the call itself is stopped there. */
async function timeoutOf(send: () => Promise<unknown>): Promise<number | undefined> {
  let timeout: number | undefined;
  const id = http.interceptors.request.use((request) => {
    timeout = request.timeout;
    throw new Error('recorded, not sent');
  });
  await send().catch(() => undefined);
  http.interceptors.request.eject(id);
  return timeout;
}

describe('spec section 7: every call', () => {
  it('carries X-Requested-With: XMLHttpRequest, the bearer token when a member is signed in, and the language', async () => {
    const headers: Record<string, string | null>[] = [];
    onRequestStart(({ request }) => {
      headers.push({
        xrw: request.headers.get('X-Requested-With'),
        auth: request.headers.get('Authorization'),
        lang: request.headers.get('Accept-Language'),
      });
    });
    await call(lookup.active);
    const token = signIn(SEEDED.member.phone);
    await call(wallet.get);
    // The spec's "la" is Lao, whose language tag is lo.
    await changeLocale('la', { persist: false });
    await call(wallet.get);
    await changeLocale('th', { persist: false });
    await call(lookup.active);
    expect(headers).toEqual([
      { xrw: 'XMLHttpRequest', auth: null, lang: 'en' },
      { xrw: 'XMLHttpRequest', auth: `Bearer ${token}`, lang: 'en' },
      { xrw: 'XMLHttpRequest', auth: `Bearer ${token}`, lang: 'lo' },
      { xrw: 'XMLHttpRequest', auth: `Bearer ${token}`, lang: 'th' },
    ]);
  });

  it('waits 60 s for an answer, and 300 s for an upload (slip, chat image and video)', async () => {
    const form = new FormData();
    expect(await timeoutOf(() => call(lookup.active))).toBe(60_000);
    expect(await timeoutOf(() => call(wallet.withdraw, { body: { amount: 1 } }))).toBe(60_000);
    expect(await timeoutOf(() => call(wallet.slip, { form }))).toBe(300_000);
    expect(await timeoutOf(() => call(chat.uploadImage, { form }))).toBe(300_000);
    expect(await timeoutOf(() => call(chat.uploadVideo, { form }))).toBe(300_000);
  });

  it('URL-encodes the promo code in GET /api/promotion/find/{code}', async () => {
    signIn(SEEDED.member.phone);
    let path = '';
    server.use(
      mock.get('*/api/promotion/find/*', ({ request }) => {
        path = new URL(request.url).pathname;
        return HttpResponse.json({ message: 'NO_PROMOTION' }, { status: 404 });
      }),
    );
    await expect(call(promotion.find, { params: { code: 'A B/C?%' } })).rejects.toMatchObject({ code: 'NO_PROMOTION' });
    expect(path).toBe('/api/promotion/find/A%20B%2FC%3F%25');
  });
});

describe('spec section 2: the public bottom menu', () => {
  it('links to /login, /register, /howto and /contact', async () => {
    await renderApp('/login');
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/login', '/register', '/howto', '/contact']);
  });
});

describe('spec section 9: the wheel', () => {
  it('slows with friction 0.991', () => {
    expect(FRICTION).toBe(0.991);
  });
});

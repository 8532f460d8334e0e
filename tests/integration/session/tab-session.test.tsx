import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { getDb, updateDb } from '@mocks/db';
import { server } from '@mocks/node';
import { currentPath, renderApp, SEEDED } from '@tests/support/render-app';
import { actAndConfirm, openWithdraw, totalBalanceText } from '@tests/integration/wallet/helpers';
import { keyOf } from '@/contract/endpoint';
import { wallet } from '@/contract/wallet';
import { onSessionEnd, type SessionEndReason } from '@/lib/session';
import { STORAGE_KEYS } from '@/lib/storage';
import { onRequestStart } from '@tests/support/request-events';

/**
 * Issue 16 item 5: a tab's session is its own. When another tab signs out or signs in as someone else
 * (localStorage is shared), this tab sends nothing more for the old session and never anything with the
 * new member's token: it drops its cached answers and open dialogs and goes to /login saying why.
 */

const REASON = 'You signed out or signed in as someone else in another tab. Please log in again.';
const memberByPhone = (phone: string) => getDb().members.find((m) => m.username === phone)!;

/** What another tab's login leaves behind: a new session in the backend and its token in localStorage. */
function otherTabSignsIn(phone: string): string {
  const token = `other-tab.${memberByPhone(phone)._id}`;
  updateDb((db) => {
    db.sessions.push({ token, memberId: memberByPhone(phone)._id, createdAt: new Date().toISOString() });
  });
  localStorage.setItem(STORAGE_KEYS.token, token);
  return token;
}

/** The event the browser fires in this tab when another tab writes localStorage. */
function storageEventFromOtherTab(newValue: string | null) {
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.token, newValue, storageArea: localStorage }));
  });
}

/** Every request from now on, with the token it carried. */
function recordSent(): { line: string; token: string | null }[] {
  const sent: { line: string; token: string | null }[] = [];
  onRequestStart(({ request }) => {
    const header = request.headers.get('Authorization');
    sent.push({
      line: `${request.method} ${new URL(request.url).pathname}`,
      token: header ? header.slice('Bearer '.length) : null,
    });
  });
  return sent;
}

beforeEach(() => {
  localStorage.setItem('remember-agreement', 'true');
  server.use(http.get('*/api/wallet/refresh/slot', () => HttpResponse.json({ message: 'SUCCESS' })));
});

describe('a session bound to its tab', () => {
  it('a stale withdraw submit after another tab signed in as someone else sends nothing and lands on /login with the reason', async () => {
    const { user, dialog, router } = await openWithdraw();
    await user.type(within(dialog).getByLabelText('Amount to withdraw (baht)'), '100');
    const before = {
      first: memberByPhone(SEEDED.member.phone).wallet,
      second: memberByPhone(SEEDED.ktbMember.phone).wallet,
    };
    // Another tab signs out and in as the second member; its storage event has not reached this tab yet.
    const otherToken = otherTabSignsIn(SEEDED.ktbMember.phone);
    const sent = recordSent();

    await actAndConfirm(user, dialog, 'Withdraw');

    await waitFor(() => expect(currentPath(router)).toBe('/login'));
    expect(await screen.findByText(REASON, { selector: '[role="status"]' })).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('reason')).toBe('other-tab');
    expect(sent.map((s) => s.line)).not.toContain('POST /api/wallet/withdraw');
    expect(sent.filter((s) => s.token === otherToken)).toEqual([]);
    expect(memberByPhone(SEEDED.member.phone).wallet).toBe(before.first);
    expect(memberByPhone(SEEDED.ktbMember.phone).wallet).toBe(before.second);
    expect(getDb().withdrawals).toHaveLength(0);
    // The other tab's session is left alone.
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(otherToken);
    expect(screen.queryByRole('dialog', { name: 'Withdraw' })).not.toBeInTheDocument();
  });

  it('another tab signing out ends this tab at once: cache cleared, open dialogs dropped, /login with the reason', async () => {
    const { user, router, queryClient } = await renderApp('/user/home', { as: SEEDED.member.phone });
    await totalBalanceText();
    const header = screen.getByRole('region', { name: 'Wallet' });
    await waitFor(() => expect(within(header).getByRole('button', { name: 'Receive' })).toBeEnabled());
    await user.click(within(header).getByRole('button', { name: 'Receive' }));
    const confirm = await screen.findByRole('dialog', { name: 'Receive referral bonus' }, { timeout: 5000 });
    const sent = recordSent();

    localStorage.removeItem(STORAGE_KEYS.token);
    storageEventFromOtherTab(null);

    await waitFor(() => expect(currentPath(router)).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/user/home');
    expect(await screen.findByText(REASON)).toBeInTheDocument();
    await waitFor(() => expect(confirm).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(queryClient.getQueryData(keyOf(wallet.get))).toBeUndefined();
    expect(sent.map((s) => s.line)).not.toContain('GET /api/invite/bonus');
    expect(sent.filter((s) => s.token !== null)).toEqual([]);
  });

  it('a storage change that leaves this tab its own token changes nothing', async () => {
    const { router } = await renderApp('/user/home', { as: SEEDED.member.phone });
    await totalBalanceText();
    const ends: SessionEndReason[] = [];
    onTestFinished(onSessionEnd((reason) => void ends.push(reason)));
    localStorage.setItem('locale', 'en');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'locale', newValue: 'en', storageArea: localStorage }));
    });
    // The storage listener ends a replaced session synchronously, inside the event's dispatch.
    storageEventFromOtherTab(localStorage.getItem(STORAGE_KEYS.token));
    expect(ends).toEqual([]);
    expect(router.state.navigation.state).toBe('idle');
    expect(currentPath(router)).toBe('/user/home');
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { setScenario } from '@mocks/scenarios';
import { updateDb } from '@mocks/db';
import { currentPath, renderApp, SEEDED } from '@tests/support/render-app';
import { agreementSeen, totalBalanceText } from './helpers';
import { onRequestStart, recordRequests } from '@tests/support/request-events';

afterEach(() => {
  vi.useRealTimers();
});

describe('home entry', () => {
  it('refreshes the game accounts, resets the time sync, then loads the wallet', async () => {
    agreementSeen();
    localStorage.setItem('last_sync', 'stale');
    const requests = recordRequests();
    let syncWhenWalletLoaded: string | null = null;
    onRequestStart(({ request }) => {
      if (new URL(request.url).pathname === '/api/wallet') syncWhenWalletLoaded = localStorage.getItem('last_sync');
    });

    await renderApp('/user/home', { as: SEEDED.member.phone });
    await totalBalanceText();

    const refresh = requests.indexOf('GET /api/wallet/refresh/slot');
    const wallet = requests.indexOf('GET /api/wallet');
    expect(refresh).toBeGreaterThanOrEqual(0);
    expect(wallet).toBeGreaterThan(refresh);
    expect(requests.filter((r) => r === 'GET /api/wallet')).toHaveLength(1);
    expect(syncWhenWalletLoaded).not.toBeNull();
    expect(syncWhenWalletLoaded).not.toBe('stale');
    expect(Math.abs(Number(syncWhenWalletLoaded) - Date.now())).toBeLessThan(10_000);
  });

  it('shows the name, the total of wallet and game accounts, coins and invite counters', async () => {
    agreementSeen();
    // No play drift, so the seeded balances show as they are: 1000 + 250.50 + 40 + 120 + 75.25.
    server.use(http.get('*/api/wallet/refresh/slot', () => HttpResponse.json({ message: 'SUCCESS' })));
    updateDb((db) => {
      const inviter = db.members[0];
      db.members[1].inviteCode = `PR${inviter.memberId}`;
      db.members[2].inviteCode = `PR${inviter.memberId}`;
      for (const m of db.members) if (m._id !== db.members[1]._id && m._id !== db.members[2]._id) m.inviteCode = '';
      const invitees = [db.members[1]._id, db.members[2]._id];
      db.statements = db.statements.filter((s) => !invitees.includes(s.memberId));
      db.statements.push({
        _id: 'st-x',
        memberId: db.members[1]._id,
        statementType: 'deposit',
        status: 'SUCCESS',
        from: 'KBANK',
        to: 'WALLET',
        amount: 500,
        createdAt: new Date().toISOString(),
      });
    });
    await renderApp('/user/home', { as: SEEDED.member.phone });
    expect(await totalBalanceText()).toBe('1,485.75 baht');
    const header = screen.getByRole('region', { name: 'Wallet' });
    expect(within(header).getByText('Hello, Somchai Jaidee')).toBeInTheDocument();
    expect(within(header).getByText('Coins 5')).toBeInTheDocument();
    expect(within(header).getByText('Wallet 1,000.00 baht')).toBeInTheDocument();
    expect(within(header).getByText(/Last updated \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}/)).toBeInTheDocument();
    // Referral bonus 5% of 500 from the one invitee who deposited; one success, one fail.
    expect(within(header).getByText('25.00 baht')).toBeInTheDocument();
    expect(within(header).getByText('Successful invites').nextSibling).toHaveTextContent('1');
    expect(within(header).getByText('Unsuccessful invites').nextSibling).toHaveTextContent('1');
    expect(within(header).getByRole('button', { name: 'Receive' })).toBeEnabled();
  });

  it('groups game accounts into three rows with balances or an open-account prompt', async () => {
    agreementSeen();
    await renderApp('/user/home', { as: SEEDED.member.phone });
    const slots = await screen.findByRole('region', { name: 'Slots' });
    expect(
      within(slots)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      expect.stringMatching(/^PG Soft[\d.,]+ bahtActive$/),
      'Joker GamingTap to open an account',
      expect.stringMatching(/^Superslot[\d.,]+ bahtActive$/),
    ]);
    expect(within(screen.getByRole('region', { name: 'Sport and casino' })).getAllByRole('button')).toHaveLength(2);
    expect(within(screen.getByRole('region', { name: 'Lotto' })).getAllByRole('button')).toHaveLength(2);
  });

  it('the refresh-balance action refreshes the game accounts, resets the time sync and reloads the wallet alone', async () => {
    agreementSeen();
    const { user } = await renderApp('/user/home', { as: SEEDED.member.phone });
    await totalBalanceText();
    localStorage.setItem('last_sync', 'stale');
    let syncWhenWalletLoaded: string | null = null;
    onRequestStart(({ request }) => {
      if (new URL(request.url).pathname === '/api/wallet') syncWhenWalletLoaded = localStorage.getItem('last_sync');
    });
    const requests = recordRequests();
    await user.click(screen.getByRole('button', { name: 'Refresh balance' }));
    await waitFor(() => expect(requests).toContain('GET /api/wallet'));
    // Home's other data is not asked again (a reload of everything would have left with the wallet's). Only home's
    // idle prefetch of the money dialogs' lookups may fall in the same moment.
    expect(requests.filter((r) => !r.startsWith('GET /api/lookup/'))).toEqual([
      'GET /api/wallet/refresh/slot',
      'GET /api/wallet',
    ]);
    expect(syncWhenWalletLoaded).not.toBe('stale');
    expect(Math.abs(Number(syncWhenWalletLoaded) - Date.now())).toBeLessThan(10_000);
  });

  it('a failed wallet load is shown with a retry, not a blank screen', async () => {
    agreementSeen();
    server.use(
      http.get('*/api/wallet', () => HttpResponse.json({ message: 'INTERNAL_SERVER_ERROR' }, { status: 500 }), {
        once: true,
      }),
    );
    const { user } = await renderApp('/user/home', { as: SEEDED.member.phone });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The wallet could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await totalBalanceText()).toMatch(/^1,4\d\d\.\d\d baht$/);
  });
});

describe('tiles', () => {
  it('shows the spin tile when spin is active and goes to /user/spin', async () => {
    agreementSeen();
    const { user, router } = await renderApp('/user/home', { as: SEEDED.member.phone });
    const tiles = await screen.findByRole('navigation', { name: 'Quick actions' });
    await user.click(await within(tiles).findByRole('button', { name: 'Spin wheel' }));
    await waitFor(() => expect(currentPath(router)).toBe('/user/spin'));
    // The spin page itself is on screen (its first calls belong to this test, not the next one).
    expect(await screen.findByRole('heading', { level: 1, name: 'Spin wheel' })).toBeInTheDocument();
  });

  it('shows refresh-all instead of spin when spin is not active', async () => {
    agreementSeen();
    setScenario({ spinActive: false });
    const { user } = await renderApp('/user/home', { as: SEEDED.member.phone });
    await totalBalanceText();
    const tiles = screen.getByRole('navigation', { name: 'Quick actions' });
    expect(within(tiles).queryByRole('button', { name: 'Spin wheel' })).not.toBeInTheDocument();
    const requests = recordRequests();
    await user.click(within(tiles).getByRole('button', { name: 'Refresh all' }));
    await waitFor(() => expect(requests).toContain('GET /api/wallet/refresh/slot'));
  });

  it('deposit opens the deposit modal; bonus conditions goes to /user/bonus', async () => {
    agreementSeen();
    const { user, router } = await renderApp('/user/home', { as: SEEDED.member.phone });
    await totalBalanceText();
    const tiles = screen.getByRole('navigation', { name: 'Quick actions' });
    await user.click(within(tiles).getByRole('button', { name: 'Deposit' }));
    const deposit = await screen.findByRole('dialog', { name: 'Deposit' }, { timeout: 5000 });
    await user.click(within(deposit).getAllByRole('button', { name: 'Close' })[0]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Deposit' })).not.toBeInTheDocument());
    // The tile says where it goes (issue 33): the bonus list and the promo-code form, not the rules.
    await user.click(within(tiles).getByRole('button', { name: 'Bonuses & promo codes' }));
    await waitFor(() => expect(currentPath(router)).toBe('/user/bonus'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bonuses' })).toBeInTheDocument();
  });
});

describe('agreement modal', () => {
  it('opens 1.5 s after entry, once: acknowledging remembers it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const first = await renderApp('/user/home', { as: SEEDED.member.phone });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(screen.queryByRole('dialog', { name: 'Service agreement' })).not.toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(600);
    });
    // The modal chunk loads lazily; allow for a busy machine.
    const dialog = await screen.findByRole('dialog', { name: 'Service agreement' }, { timeout: 5000 });
    // The server writes its agreements in the member's language (English here).
    expect(await within(dialog).findByText('Terms of service')).toBeInTheDocument();
    await first.user.click(within(dialog).getByRole('button', { name: 'I have read and agree' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Service agreement' })).not.toBeInTheDocument());
    expect(localStorage.getItem('remember-agreement')).toBe('true');
    first.unmount();

    await renderApp('/user/home', { as: SEEDED.member.phone });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    await totalBalanceText();
    expect(screen.queryByRole('dialog', { name: 'Service agreement' })).not.toBeInTheDocument();
  });
});

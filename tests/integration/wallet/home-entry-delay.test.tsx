import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { renderApp, signIn, SEEDED } from '@tests/support/render-app';
import { enterHome } from '@/features/wallet/home-entry';
import { createQueryClient } from '@/lib/query-client';
import { recordRequests } from '@tests/support/request-events';
import { agreementSeen, totalBalanceText } from './helpers';

describe('home entry (spec section 2)', () => {
  it('refreshes the game accounts 200 ms after entry, not before, then loads the wallet', async () => {
    signIn(SEEDED.member.phone);
    const sent = recordRequests();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const entered = enterHome(createQueryClient());

    await vi.advanceTimersByTimeAsync(199);
    expect(sent).toEqual([]);

    await vi.advanceTimersByTimeAsync(1);
    vi.useRealTimers();
    await entered;
    expect(sent).toEqual(['GET /api/wallet/refresh/slot', 'GET /api/wallet']);
  });

  it('an entry cancelled within its 200 ms (the session ended) asks for nothing', async () => {
    signIn(SEEDED.member.phone);
    const sent = recordRequests();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const client = createQueryClient();
    const entered = enterHome(client);
    await vi.advanceTimersByTimeAsync(100);
    await client.cancelQueries();
    await vi.advanceTimersByTimeAsync(200);
    vi.useRealTimers();
    await entered;
    expect(sent).toEqual([]);
  });

  it('loads the wallet once the refresh has answered, not before', async () => {
    agreementSeen();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(http.get('*/api/wallet/refresh/slot', async () => void (await held)));
    const sent = recordRequests();
    await renderApp('/user/home', { as: SEEDED.member.phone });
    await vi.waitFor(() => expect(sent).toContain('GET /api/wallet/refresh/slot'));
    // The route's loader sends the refresh before the page's chunk has rendered.
    const wallet = await screen.findByRole('region', { name: 'Wallet' });
    const total = within(wallet).getByRole('status', { name: 'Total balance' });
    expect(total).toHaveTextContent('Loading');
    expect(sent).not.toContain('GET /api/wallet');

    release();
    expect(await totalBalanceText()).toMatch(/ baht$/);
    expect(sent.filter((call) => call === 'GET /api/wallet')).toHaveLength(1);
  });
});

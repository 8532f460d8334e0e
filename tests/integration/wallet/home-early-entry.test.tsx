import { describe, expect, it } from 'vitest';
import type { WalletResponse } from '@/contract/wallet';
import { getWallet } from '@/features/wallet/api';
import { EARLY_KEYS } from '@/lib/early-keys';
import { renderApp, SEEDED, signIn } from '../../support/render-app';
import { recordRequests } from '../../support/request-events';
import { agreementSeen, totalBalanceText } from './helpers';

// On a first load of home, index.html's head script makes the entry calls while the app downloads
// (build/preload-script.ts) and leaves them under a window property; these tests put such calls there.
const holder = window as unknown as Record<string, unknown>;

/** The seeded member's wallet answer with 7,000.00 in the wallet and nothing in the game accounts. */
async function walletOf7000(): Promise<WalletResponse> {
  const answer = await getWallet();
  return { ...answer, wallet: { amount: 7000 }, slots: answer.slots.map((slot) => ({ ...slot, amount: 0 })) };
}

function leaveEarlyCalls(token: string, refresh: Response | Error, wallet: unknown) {
  const answer = (value: Response | Error) => {
    const promise = value instanceof Error ? Promise.reject(value) : Promise.resolve(value);
    promise.catch(() => undefined); // marked handled, as the head script does
    return promise;
  };
  holder[EARLY_KEYS.entry] = {
    token,
    refresh: answer(refresh),
    wallet: answer(wallet instanceof Error ? wallet : Response.json(wallet)),
  };
}

const ok = () => Response.json({ message: 'SUCCESS' });
const calls = (requests: string[], call: string) => requests.filter((request) => request === call).length;

describe('home entry started by index.html', () => {
  it('shows the wallet it loaded after its refresh, and home makes neither call again', async () => {
    agreementSeen();
    const token = signIn(SEEDED.member.phone);
    leaveEarlyCalls(token, ok(), await walletOf7000());
    localStorage.setItem('last_sync', 'stale');
    const requests = recordRequests();

    await renderApp('/user/home');

    expect(await totalBalanceText()).toContain('7,000.00');
    expect(calls(requests, 'GET /api/wallet/refresh/slot')).toBe(0);
    expect(calls(requests, 'GET /api/wallet')).toBe(0);
    // The time sync is reset when the refresh is done (spec section 2), as on any entry.
    expect(localStorage.getItem('last_sync')).not.toBe('stale');
    expect(holder[EARLY_KEYS.entry]).toBeUndefined();
  });

  it.each([
    ['answered 500', new Response('{"message":"SERVER_ERROR"}', { status: 500 })],
    ['got no answer', new TypeError('Failed to fetch')],
  ])('when its refresh %s, home refreshes and loads the wallet the usual way', async (_, refresh) => {
    agreementSeen();
    const token = signIn(SEEDED.member.phone);
    leaveEarlyCalls(token, refresh, await walletOf7000());
    const requests = recordRequests();

    await renderApp('/user/home');

    expect(await totalBalanceText()).not.toContain('7,000.00');
    expect(calls(requests, 'GET /api/wallet/refresh/slot')).toBe(1);
    expect(requests.indexOf('GET /api/wallet')).toBeGreaterThan(requests.indexOf('GET /api/wallet/refresh/slot'));
  });

  it('asks for the wallet again when its wallet answer does not meet the contract', async () => {
    agreementSeen();
    const token = signIn(SEEDED.member.phone);
    leaveEarlyCalls(token, ok(), { ...(await walletOf7000()), wallet: { amount: '7000' } });
    const requests = recordRequests();

    await renderApp('/user/home');

    expect(await totalBalanceText()).not.toContain('7,000.00');
    expect(calls(requests, 'GET /api/wallet/refresh/slot')).toBe(0);
    expect(calls(requests, 'GET /api/wallet')).toBe(1);
  });

  it('ignores calls made with a token that is not this tab session', async () => {
    agreementSeen();
    signIn(SEEDED.member.phone);
    leaveEarlyCalls('another-session', ok(), await walletOf7000());
    const requests = recordRequests();

    await renderApp('/user/home');

    expect(await totalBalanceText()).not.toContain('7,000.00');
    expect(calls(requests, 'GET /api/wallet/refresh/slot')).toBe(1);
    expect(calls(requests, 'GET /api/wallet')).toBe(1);
  });
});

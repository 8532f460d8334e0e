import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lookup } from '@/contract/lookup';
import { EARLY_KEYS } from '@/lib/early-keys';
import { call } from '@/lib/http';
import { renderApp, SEEDED, signIn } from '../../support/render-app';
import { recordRequests } from '../../support/request-events';
import { agreementSeen, totalBalanceText } from './helpers';

// On a first load of home, index.html's head script asks for the deposit lookup the member's currency
// comes from while the app downloads (build/preload-script.ts), and leaves it with the token it went with.
const holder = window as unknown as Record<string, unknown>;

/** The seeded THB member's deposit lookup, its banks in kip: a currency the screen shows only from this answer. */
async function lookupInKip() {
  const answer = await call(lookup.deposit);
  return { ...answer, banks: answer.banks.map((bank) => ({ ...bank, currency: 'LAK' })) };
}

function leaveEarlyLookup(token: string, answer: Response, key: string = EARLY_KEYS.currency) {
  holder[key] = { token, answer: Promise.resolve(answer) };
}

const lookups = (requests: string[]) => requests.filter((r) => r === 'GET /api/lookup/deposit').length;

describe("the member's currency asked for by index.html", () => {
  it('is read from that answer, and home does not ask again', async () => {
    agreementSeen();
    const token = signIn(SEEDED.member.phone);
    leaveEarlyLookup(token, Response.json(await lookupInKip()));
    const requests = recordRequests();

    await renderApp('/user/home');

    expect(await totalBalanceText()).toMatch(/ kip$/);
    expect(lookups(requests)).toBe(0);
    expect(holder[EARLY_KEYS.currency]).toBeUndefined();
  });

  it.each([
    ['a 500 answer', (token: string) => [token, new Response('{}', { status: 500 })] as const],
    ['another session', () => ['another-session', Response.json({ banks: [], wallets: [], isManual: false })] as const],
  ])('with %s, is asked again the usual way', async (_, early) => {
    agreementSeen();
    const [token, answer] = early(signIn(SEEDED.member.phone));
    leaveEarlyLookup(token, answer);
    const requests = recordRequests();

    await renderApp('/user/home');

    expect(await totalBalanceText()).toMatch(/ baht$/);
    expect(lookups(requests)).toBeGreaterThanOrEqual(1);
  });
});

describe("the spin feature's check asked for by index.html", () => {
  it('decides the home tile from that answer, and home does not ask again', async () => {
    agreementSeen(); // the mocked backend's spin feature is on: only this answer turns it off
    leaveEarlyLookup(signIn(SEEDED.member.phone), Response.json({ active: false }), EARLY_KEYS.spin);
    const requests = recordRequests();

    await renderApp('/user/home');

    const tiles = await screen.findByRole('navigation', { name: 'Quick actions' });
    expect(await within(tiles).findByRole('button', { name: 'Refresh all' })).toBeInTheDocument();
    expect(requests.filter((r) => r === 'GET /api/spinwheel/active')).toHaveLength(0);
  });
});

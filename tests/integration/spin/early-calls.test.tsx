import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { spin } from '@/contract/spin';
import { EARLY_KEYS } from '@/lib/early-keys';
import { call } from '@/lib/http';
import { renderApp, SEEDED, signIn } from '../../support/render-app';
import { recordRequests } from '../../support/request-events';

// On a first load of the spin page, index.html's head script asks for its setup and coupons while the app
// downloads (build/preload-script.ts), and leaves each answer with the token it went with.
const holder = window as unknown as Record<string, unknown>;
const leave = (key: string, token: string, answer: Response) => {
  holder[key] = { token, answer: Promise.resolve(answer) };
};
const count = (requests: string[], call: string) => requests.filter((r) => r === call).length;

beforeEach(() => {
  // jsdom has no canvas; the wheel still runs its timing without drawing.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

describe('the spin page asked for by index.html', () => {
  it('shows the wheel and the coupons from those answers, and asks for neither again', async () => {
    const token = signIn(SEEDED.member.phone);
    leave(EARLY_KEYS.spinSetup, token, Response.json(await call(spin.setup)));
    leave(EARLY_KEYS.spinCoupons, token, Response.json(await call(spin.coupons)));
    const requests = recordRequests();

    await renderApp('/user/spin');

    expect(await screen.findByRole('heading', { name: 'Lucky Wheel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Spin the wheel/ })).toHaveAccessibleName('Spin the wheel (5 coins)');
    expect(within(await screen.findByRole('table')).getByText('20 ฿')).toBeInTheDocument();
    expect(count(requests, 'GET /api/spinwheel/setup')).toBe(0);
    expect(count(requests, 'GET /api/spinwheel/coupon')).toBe(0);
  });

  it('asks again the usual way for an answer that is not a readable 2xx', async () => {
    const token = signIn(SEEDED.member.phone);
    leave(EARLY_KEYS.spinSetup, token, new Response('{}', { status: 500 }));
    leave(EARLY_KEYS.spinCoupons, token, Response.json({ result: 'none' }));
    const requests = recordRequests();

    await renderApp('/user/spin');

    expect(await screen.findByRole('heading', { name: 'Lucky Wheel' })).toBeInTheDocument();
    expect(within(await screen.findByRole('table')).getByText('20 ฿')).toBeInTheDocument();
    expect(count(requests, 'GET /api/spinwheel/setup')).toBe(1);
    expect(count(requests, 'GET /api/spinwheel/coupon')).toBe(1);
  });
});

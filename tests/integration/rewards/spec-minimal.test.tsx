import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getDb, updateDb } from '../../../mocks/db';
import { seedForSlice, setSpinSeed } from '../../../mocks/domain/spin';
import { server } from '../../../mocks/node';
import { setScenario } from '../../../mocks/scenarios';
import { renderApp, SEEDED, signIn } from '../../support/render-app';
import { keyOf } from '@/contract/endpoint';
import { spin } from '@/contract/spin';
import { useSpinActive } from '@/features/spin/api';
import { http as client } from '@/lib/http';
import { createQueryClient } from '@/lib/query-client';
import { onRequestStart, recordRequests } from '../../support/request-events';

/**
 * The rewards screens against a backend that sends only the fields the spec names (issue 15): the mock's
 * specMinimal scenario cuts every rewards answer to its contract's spec fields.
 */

const SLOW = { timeout: 5000 };
const tile = (name: string) => within(screen.getByRole('navigation', { name: 'Quick actions' })).getByRole('button', { name });
const wallet = () => getDb().members.find((m) => m._id === 'm-1001')!.wallet;

/** Records the JSON body of every request to a path from now on. */
function recordBodies(path: string): unknown[] {
  const bodies: unknown[] = [];
  onRequestStart(({ request }) => {
    if (new URL(request.url).pathname === path) void request.clone().json().then((body: unknown) => bodies.push(body));
  });
  return bodies;
}


/** Home, with the entry refresh kept quiet (it would add random play) and the wallet answer as given. */
async function openHome(walletAnswer?: unknown) {
  localStorage.setItem('remember-agreement', 'true');
  server.use(http.get('*/api/wallet/refresh/slot', () => HttpResponse.json({ message: 'SUCCESS', slots: [] })));
  if (walletAnswer) server.use(http.get('*/api/wallet', () => HttpResponse.json(walletAnswer as Record<string, unknown>)));
  const app = await renderApp('/user/home', { as: SEEDED.member.phone });
  const header = await screen.findByRole('region', { name: 'Wallet' }, SLOW);
  return { ...app, header };
}

/** The seeded member's wallet answer with its profile cut to the spec's fields (no memberId). */
async function specOnlyWallet() {
  signIn(SEEDED.member.phone);
  const { data } = await client.get<{ profile: Record<string, unknown> }>('/api/wallet');
  const { _id, name, username, createdAt, coin } = data.profile;
  return { ...data, profile: { _id, name, username, createdAt, coin } };
}

beforeEach(() => {
  localStorage.setItem('locale', 'en');
  setScenario({ specMinimal: true, rewardBanners: false });
});


describe('invite, spec fields only', () => {
  it('builds the invite link from the profile _id: {origin}/register?code=PR{_id}', async () => {
    const { user } = await openHome(await specOnlyWallet());
    await waitFor(() => expect(screen.getByRole('region', { name: 'Wallet' })).toHaveTextContent('1,000.00'), SLOW);
    await user.click(tile('Invite friends'));
    const modal = await screen.findByRole('dialog', { name: 'Invite friends' }, SLOW);
    expect(within(modal).getByLabelText('Invite link')).toHaveValue(`${window.location.origin}/register?code=PRm-1001`);
    // The list without a total: 10 rows, and a page 2 while the page is full.
    const table = await within(modal).findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    await user.click(within(modal).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(within(within(modal).getByRole('table')).getAllByRole('row')).toHaveLength(3));
  });

  it('never waits for a member id that does not come: the link line says it is unavailable', async () => {
    server.use(http.get('*/api/wallet', () => HttpResponse.json({ message: 'INTERNAL_SERVER_ERROR' }, { status: 500 })));
    const { user, header } = await openHome();
    await within(header).findByText(/The wallet could not be loaded\./, {}, SLOW);
    await user.click(tile('Invite friends'));
    const modal = await screen.findByRole('dialog', { name: 'Invite friends' }, SLOW);
    expect(within(modal).getByText('Your invite link is not available right now.')).toBeInTheDocument();
    expect(within(modal).queryByLabelText('Invite link')).not.toBeInTheDocument();
    expect(within(modal).queryByRole('button', { name: 'Copy link' })).not.toBeInTheDocument();
    // The invitee list still loads; then nothing is left loading.
    await within(modal).findByRole('table', {}, SLOW);
    expect(within(modal).queryByRole('status')).not.toBeInTheDocument();
  });

  it('a member registered with PR{_id} (the link, upper-cased by the register form) counts as an invitee', async () => {
    const phone = '0933333333';
    const sent = await client.post<{ otpToken: string }>('/api/otp/send', { phoneNumber: phone });
    await client.post('/api/otp/verify', { otpToken: sent.data.otpToken, otpCode: '123456' });
    await client.post('/api/account', {
      name: 'Link Friend',
      username: phone,
      password: 'Secret12',
      sourceCode: 'GOOGLE',
      inviteCode: 'PRM-1001',
      bankCode: 'SCB',
      bankAccountName: 'LINK FRIEND',
      bankAccountNo: '5554443332',
    });
    signIn(SEEDED.member.phone);
    const { data } = await client.post<{ invites: { from: { name: string } }[] }>('/api/invite', { page: 1, limit: 20 });
    expect(data.invites).toHaveLength(13);
    expect(data.invites.map((i) => i.from.name)).toContain('Link Friend');
  });

  it('the invite-bonus confirmation leaves the percentages out, and the toast says no amount it does not know', async () => {
    const { user, header } = await openHome();
    const receive = within(header).getByRole('button', { name: 'Receive' });
    await waitFor(() => expect(receive).toBeEnabled(), SLOW);
    await user.click(receive);
    const confirm = await screen.findByRole('dialog', { name: 'Receive referral bonus' }, SLOW);
    expect(within(confirm).getByText('Receive your referral bonus now?')).toBeInTheDocument();
    expect(within(confirm).queryByText('Conditions:')).not.toBeInTheDocument();
    expect(within(confirm).queryByText(/% of your friends/)).not.toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Receive' }));
    expect(await screen.findByText('Referral bonus received.')).toBeInTheDocument();
    expect(screen.queryByText(/Referral bonus of/)).not.toBeInTheDocument();
    expect(wallet()).toBe(1056);
  });
});

describe('refund, spec fields only', () => {
  it('enables add to wallet from result, bonus and refundAmount alone, and moves the refund into the wallet', async () => {
    const { user } = await openHome();
    await user.click(tile('Refund'));
    const modal = await screen.findByRole('dialog', { name: 'Loss refund' }, SLOW);
    const add = await within(modal).findByRole('button', { name: 'Add to wallet' });
    await waitFor(() => expect(add).toBeEnabled());
    expect(within(modal).getByText('13.78 baht')).toBeInTheDocument();
    expect(within(modal).getByRole('button', { name: 'Receive refund' })).toBeEnabled();
    await user.click(add);
    const confirm = await screen.findByRole('dialog', { name: 'Add refund to wallet' }, SLOW);
    expect(within(confirm).getByText('Move 13.78 baht of received refund into your wallet?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Add to wallet' }));
    // The answer's amount is not in the spec: the toast says the amount the check showed.
    expect(await screen.findByText('13.78 baht has been added to your wallet.')).toBeInTheDocument();
    expect(wallet()).toBe(1013.78);
    await waitFor(() => expect(within(modal).getByRole('button', { name: 'Add to wallet' })).toBeDisabled());
  });

  it('keeps both buttons off while a bonus is pending, whatever the amount', async () => {
    server.use(
      http.get('*/api/refund/check', () => HttpResponse.json({ result: true, bonus: true, refundAmount: 9, refundSuccess: 0, refundFail: 180 })),
    );
    const { user } = await openHome();
    await user.click(tile('Refund'));
    const modal = await screen.findByRole('dialog', { name: 'Loss refund' }, SLOW);
    expect(await within(modal).findByText('You have a bonus in progress. End it before receiving a refund.')).toBeInTheDocument();
    expect(within(modal).getByRole('button', { name: 'Receive refund' })).toBeDisabled();
    expect(within(modal).getByRole('button', { name: 'Add to wallet' })).toBeDisabled();
  });
});

describe('bonus, spec fields only', () => {
  it('shows the lookup notice with the bonus fail percentage in the bonus modal', async () => {
    const requests = recordRequests();
    const { user } = await renderApp('/user/bonus', { as: SEEDED.member.phone });
    const grid = await screen.findByRole('region', { name: 'Bonuses' }, SLOW);
    // No names in the spec: the cards show the codes.
    await user.click(await within(grid).findByRole('button', { name: /WEEKLY50.*Available/ }, SLOW));
    const modal = await screen.findByRole('dialog', { name: 'WEEKLY50' }, SLOW);
    expect(await within(modal).findByText(/if the turnover is not met, 15% of the bonus is deducted/)).toBeInTheDocument();
    expect(modal.textContent).not.toContain('%percentFail%');
    expect(requests).toContain('GET /api/lookup/notice');
    await user.click(within(modal).getByRole('button', { name: 'Receive bonus' }));
    expect(await screen.findByRole('dialog', { name: 'Success' })).toBeInTheDocument();
    expect(wallet()).toBe(1050);
  });
});

describe('spin, spec fields only', () => {
  beforeEach(() => {
    // jsdom has no canvas; the wheel still runs its timing without drawing.
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  });

  it('spins, and claims a coupon that carries no id by sending the coupon itself', async () => {
    updateDb((db) => setSpinSeed(db, seedForSlice(db, 'CASH100')));
    const claims = recordBodies('/api/spinwheel/coupon/claim');
    await renderApp('/user/spin', { as: SEEDED.member.phone });
    await screen.findByRole('heading', { name: 'Lucky Wheel' }, SLOW);
    const centre = screen.getByRole('button', { name: 'Spin the wheel (5 coins)' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(Math, 'random').mockReturnValue(0);
    fireEvent.click(centre);
    await waitFor(() => expect(centre).toHaveAttribute('data-phase', 'spinning'));
    expect(centre).toHaveAccessibleName('Spin the wheel (4 coins)');
    await act(() => vi.advanceTimersByTimeAsync(1250 + 2100));
    const prize = await screen.findByRole('dialog', { name: 'Congratulations!' });
    expect(within(prize).getByText('100 ฿')).toBeInTheDocument();
    fireEvent.click(within(prize).getAllByRole('button', { name: 'Close' }).at(-1)!);
    vi.useRealTimers();

    // The seeded 20 ฿ coupon is the older one: the list is newest first.
    const claim = await screen.findByRole('button', { name: 'Claim coupon 2: 20 ฿' }, SLOW);
    const before = wallet();
    fireEvent.click(claim);
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Claim 20 ฿' })).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('dialog', { name: 'Success' }, SLOW)).toHaveTextContent('Your prize 20 ฿ has been claimed.');
    expect(wallet()).toBe(before + 20);
    expect(claims).toEqual([{ coupon: { prize: { name: expect.any(String), slice: { label: '20 ฿', htmlDescription: expect.any(String) } }, amount: 20 } }]);
  });
});

describe('whether the spin feature is on (GET /api/spinwheel/active, no answer shape in the spec)', () => {
  function activeNow() {
    const queryClient = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    return { queryClient, hook: renderHook(() => useSpinActive(), { wrapper }) };
  }

  it.each([
    ['with active (an extra)', false, true, true],
    ['with active (an extra), off', false, false, false],
    ['spec fields only: from the setup\'s active spin wheel', true, true, true],
    ['spec fields only, off: the setup has no active spin wheel', true, false, false],
  ])('%s', async (_name, specMinimal, spinActive, expected) => {
    setScenario({ specMinimal, spinActive });
    signIn(SEEDED.member.phone);
    const { queryClient, hook } = activeNow();
    await waitFor(() => expect(hook.result.current).toBe(expected));
    // One cached answer, under the endpoint's key, kept as parsed.
    expect(queryClient.getQueryData(keyOf(spin.active))).toEqual(specMinimal ? {} : { active: spinActive });
  });
});

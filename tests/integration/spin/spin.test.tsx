import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDb, updateDb } from '@mocks/db';
import { seedForSlice, setSpinSeed } from '@mocks/domain/spin';
import { server } from '@mocks/node';
import { setScenario } from '@mocks/scenarios';
import { renderApp, SEEDED } from '@tests/support/render-app';
// Loaded up front, so the lazy prize modal shows as soon as it is asked for.
import '@/features/spin/components/prize-modal';
import { onRequestStart } from '@tests/support/request-events';

/** Counts the requests to a path (method and pathname) while the test runs. */
function countRequests(method: string, path: string) {
  const seen: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.method === method && new URL(request.url).pathname === path) seen.push(path);
  };
  onRequestStart(listener);
  return {
    get count() {
      return seen.length;
    },
    stop: () => server.events.removeListener('request:start', listener),
  };
}

const member = (phone: string) => getDb().members.find((m) => m.username === phone)!;

beforeEach(() => {
  // jsdom has no canvas; the wheel still runs its timing without drawing.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

afterEach(() => {
  vi.useRealTimers();
});

const centre = () => screen.getByRole('button', { name: /Spin the wheel/ });

describe('spin page', () => {
  it('shows the wheel named after the active spin wheel, the coins and the coupons', async () => {
    await renderApp('/user/spin', { as: SEEDED.member.phone });
    expect(await screen.findByRole('heading', { name: 'Lucky Wheel' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Spin wheel with 8 prizes: 100 baht, \+1 COIN/ })).toBeInTheDocument();
    expect(centre()).toHaveAccessibleName('Spin the wheel (5 coins)');
    expect(centre()).toHaveTextContent('5');
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByText('20 baht')).toBeInTheDocument();
  });

  it('ignores a click at 0 coins', async () => {
    const spins = countRequests('POST', '/api/spinwheel/spin');
    const { queryClient } = await renderApp('/user/spin', { as: SEEDED.ktbMember.phone });
    await screen.findByRole('heading', { name: 'Lucky Wheel' });
    expect(centre()).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('You have no coins to spin.')).toBeInTheDocument();
    fireEvent.click(centre());
    fireEvent.click(centre());
    // A spin that went ahead would have left 'idle' and started its mutation within the click.
    expect(centre()).toHaveAttribute('data-phase', 'idle');
    expect(queryClient.isMutating()).toBe(0);
    expect(spins.count).toBe(0);
    expect(member(SEEDED.ktbMember.phone).coin).toBe(0);
  });

  it('ignores clicks while spinning, then shows the prize modal 2 s after the wheel stops', async () => {
    updateDb((db) => setSpinSeed(db, seedForSlice(db, 'CASH100')));
    const spins = countRequests('POST', '/api/spinwheel/spin');
    await renderApp('/user/spin', { as: SEEDED.member.phone });
    await screen.findByRole('heading', { name: 'Lucky Wheel' });

    // The test owns the clock (no shouldAdvanceTime): on a busy machine real time running into the fake clock would
    // race the "not before 2 s" check. vi.waitFor moves the clock 1 ms per look while the spin request is answered.
    vi.useFakeTimers();
    // Math.random 0: 3 turns and 1200 ms.
    vi.spyOn(Math, 'random').mockReturnValue(0);
    fireEvent.click(centre());
    fireEvent.click(centre()); // the same tap twice: one request
    await vi.waitFor(() => expect(centre()).toHaveAttribute('data-phase', 'spinning'), { interval: 1, timeout: 5000 });
    fireEvent.click(centre()); // while the wheel turns
    expect(centre()).toHaveTextContent('4'); // remainingCoin from the server

    await act(() => vi.advanceTimersByTimeAsync(1250));
    expect(centre()).toHaveAttribute('data-phase', 'finished');
    expect(screen.getByRole('status')).toHaveTextContent('You got: 100 baht');
    expect(spins.count).toBe(1);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1900);
      await vi.dynamicImportSettled(); // the lazy modal would have loaded by now if it had been asked for
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(150));
    const dialog = await vi.waitFor(() => screen.getByRole('dialog', { name: 'Congratulations!' }), {
      interval: 1,
      timeout: 5000,
    });
    vi.useRealTimers();
    // The prize's label, and its description naming the same amount.
    expect(within(dialog).getByText('100 baht', { selector: 'p' })).toBeInTheDocument();
    expect(within(dialog).getByText(/Cash/, { selector: 'p' })).toHaveTextContent('Cash 100 baht to your wallet.');

    // Closing resets the wheel and reloads: the new coupon appears in the table.
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(centre()).toHaveAttribute('data-phase', 'idle'));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByText('100 baht')).toHaveLength(1));
    expect(centre()).toHaveTextContent('4');
  });

  it('with prefers-reduced-motion the wheel lands at once instead of turning for 1.2 to 2 s', async () => {
    updateDb((db) => setSpinSeed(db, seedForSlice(db, 'CASH100')));
    const matchMedia = vi.fn((query: string) => ({
      matches: query.includes('prefers-reduced-motion: reduce'),
      media: query,
      onchange: null,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      addListener: vi.fn(),
      removeListener: vi.fn(),
      dispatchEvent: vi.fn(),
    }));
    vi.stubGlobal('matchMedia', matchMedia);
    try {
      await renderApp('/user/spin', { as: SEEDED.member.phone });
      await screen.findByRole('heading', { name: 'Lucky Wheel' });
      vi.useFakeTimers({ shouldAdvanceTime: true });
      vi.spyOn(Math, 'random').mockReturnValue(0);
      fireEvent.click(centre());
      await waitFor(() => expect(centre()).not.toHaveAttribute('data-phase', 'idle'));
      // One animation frame later the wheel has landed (the full animation would take 1200 ms).
      await act(() => vi.advanceTimersByTimeAsync(100));
      expect(centre()).toHaveAttribute('data-phase', 'finished');
      expect(screen.getByRole('status')).toHaveTextContent('You got: 100 baht');
      expect(matchMedia).toHaveBeenCalledWith('(prefers-reduced-motion: reduce)');
      // The wheel is drawn turned to the prize: a rotation under one full turn.
      const angle = Number(
        /rotate\(([-\d.e]+)rad\)/.exec(screen.getByRole('img', { name: /Spin wheel/ }).style.transform)?.[1],
      );
      expect(angle).toBeGreaterThan(0);
      expect(angle).toBeLessThan(2 * Math.PI);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('shows spin.error.CODE text when the server refuses the spin', async () => {
    await renderApp('/user/spin', { as: SEEDED.member.phone });
    await screen.findByRole('heading', { name: 'Lucky Wheel' });
    // The feature is switched off after the page loaded: the mock answers success false, SPIN_INACTIVE.
    setScenario({ spinActive: false });
    fireEvent.click(centre());
    const alert = await screen.findByRole('dialog', { name: 'Something went wrong' });
    expect(alert).toHaveTextContent('The spin wheel is closed right now.');
    expect(member(SEEDED.member.phone).coin).toBe(5);
  });

  it('uses the spin.error text of any code the server sends', async () => {
    server.use(
      http.post('*/api/spinwheel/spin', () => HttpResponse.json({ success: false, error: 'BONUS_REMAINING' })),
    );
    await renderApp('/user/spin', { as: SEEDED.member.phone });
    await screen.findByRole('heading', { name: 'Lucky Wheel' });
    fireEvent.click(centre());
    expect(await screen.findByRole('dialog', { name: 'Something went wrong' })).toHaveTextContent(
      'You still have a bonus in progress; finish it before claiming.',
    );
    await waitFor(() => expect(centre()).toHaveAttribute('data-phase', 'idle'));
  });

  it('says the wheel is closed when the spin feature is off', async () => {
    setScenario({ spinActive: false });
    await renderApp('/user/spin', { as: SEEDED.member.phone });
    expect(await screen.findByRole('heading', { name: 'The spin wheel is closed' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Spin the wheel/ })).not.toBeInTheDocument();
    // Coupons stay claimable.
    expect(await screen.findByRole('button', { name: 'Claim coupon 1: 20 baht' })).toBeInTheDocument();
  });
});

describe('coupons', () => {
  it('a claim confirm is debounced 500 ms and sends one request, then credits the wallet', async () => {
    const claims = countRequests('POST', '/api/spinwheel/coupon/claim');
    const wallet = member(SEEDED.member.phone).wallet;
    await renderApp('/user/spin', { as: SEEDED.member.phone });
    fireEvent.click(await screen.findByRole('button', { name: 'Claim coupon 1: 20 baht' }));
    const modal = await screen.findByRole('dialog', { name: 'Claim 20 baht' });
    expect(within(modal).getByText(/Cash/)).toBeInTheDocument(); // the slice's HTML description

    vi.useFakeTimers({ shouldAdvanceTime: true });
    const confirm = within(modal).getByRole('button', { name: 'Confirm' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await act(() => vi.advanceTimersByTimeAsync(300));
    fireEvent.click(confirm);
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(claims.count).toBe(0); // 400 ms after the last tap: still waiting
    await act(() => vi.advanceTimersByTimeAsync(150));
    vi.useRealTimers();

    expect(await screen.findByRole('dialog', { name: 'Success' })).toHaveTextContent(
      'Your prize 20 baht has been claimed.',
    );
    expect(claims.count).toBe(1);
    expect(member(SEEDED.member.phone).wallet).toBe(wallet + 20);
    expect(getDb().statements.at(-1)?.luckydraw).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('You have no coupons yet. Spin the wheel to win one.')).toBeInTheDocument();
  });

  it('cancel after a confirm tap closes the claim modal and sends no claim', async () => {
    const claims = countRequests('POST', '/api/spinwheel/coupon/claim');
    const { queryClient } = await renderApp('/user/spin', { as: SEEDED.member.phone });
    fireEvent.click(await screen.findByRole('button', { name: 'Claim coupon 1: 20 baht' }));
    const modal = await screen.findByRole('dialog', { name: 'Claim 20 baht' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(within(modal).getByRole('button', { name: 'Confirm' }));
    fireEvent.click(within(modal).getByRole('button', { name: 'Cancel' }));
    // past the 500 ms claim debounce: a claim still due would have started its mutation by now
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(queryClient.isMutating()).toBe(0);
    expect(claims.count).toBe(0);
    vi.useRealTimers();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Claim 20 baht' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Claim coupon 1: 20 baht' })).toBeInTheDocument();
  });

  it('shows three coupons a page and the spin.error text of a refused claim', async () => {
    await renderApp('/user/spin', { as: SEEDED.ktbMember.phone });
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(4); // header + 3
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Claim coupon 4: 50 baht' }));
    const modal = await screen.findByRole('dialog', { name: 'Claim 50 baht' });
    fireEvent.click(within(modal).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('dialog', { name: 'Something went wrong' }, { timeout: 3000 })).toHaveTextContent(
      'This coupon has expired.',
    );
  });
});

import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { updateDb } from '@mocks/db';
import { seedForSlice, setSpinSeed } from '@mocks/domain/spin';
import { setScenario } from '@mocks/scenarios';
import { renderApp, SEEDED, signIn } from '@tests/support/render-app';
import { keyOf } from '@/contract/endpoint';
import { spin } from '@/contract/spin';
import { useSpinActive } from '@/features/spin/api';
import { createQueryClient } from '@/lib/query-client';
import { recordBodies, SLOW, specMinimalScenario, wallet } from '@tests/support/spec-minimal';

specMinimalScenario();

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
    expect(within(prize).getByText('100 baht', { selector: 'p' })).toBeInTheDocument();
    fireEvent.click(within(prize).getAllByRole('button', { name: 'Close' }).at(-1)!);
    vi.useRealTimers();

    // The seeded 20 baht coupon is the older one: the list is newest first.
    const claim = await screen.findByRole('button', { name: 'Claim coupon 2: 20 baht' }, SLOW);
    const before = wallet();
    fireEvent.click(claim);
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Claim 20 baht' })).getByRole('button', { name: 'Confirm' }),
    );
    expect(await screen.findByRole('dialog', { name: 'Success' }, SLOW)).toHaveTextContent(
      'Your prize 20 baht has been claimed.',
    );
    expect(wallet()).toBe(before + 20);
    expect(claims).toEqual([
      {
        coupon: {
          prize: {
            name: expect.any(String) as unknown,
            slice: { label: '20 baht', htmlDescription: expect.any(String) as unknown },
          },
          amount: 20,
        },
      },
    ]);
  });
});

describe('whether the spin feature is on (GET /api/spinwheel/active, no answer shape in the spec)', () => {
  function activeNow() {
    const queryClient = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    return { queryClient, hook: renderHook(() => useSpinActive(), { wrapper }) };
  }

  it.each([
    ['with active (an extra)', false, true, true],
    ['with active (an extra), off', false, false, false],
    ["spec fields only: from the setup's active spin wheel", true, true, true],
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

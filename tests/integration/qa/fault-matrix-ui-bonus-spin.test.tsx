import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getDb, updateDb } from '@mocks/db';
import { seedForSlice, setSpinSeed } from '@mocks/domain/spin';
import {
  expectEarlierRequest,
  dialogNamed,
  memberByPhone,
  registerFaultMatrixHooks,
  ROW_TIMEOUT,
  runActionRow,
  SLOW,
  type MoneyState,
  type Row,
} from './fault-ui-support';

/**
 * Issue 10 item 6, in the app, for bonus and spin: a bonus from the bonus page, a spin and a coupon claim. Each row
 * takes the four faults on the member's action, then a clean retry (runner in fault-ui-support.ts). Spec section 8:
 * bonus activation failures are an error alert dialog; spin and claim failures an error alert (spin coupon codes).
 */

const MEMBER_ID = memberByPhone()._id;
const me = (state: MoneyState) => state.members.find((m) => m.id === MEMBER_ID)!;
const myCoupons = (state: MoneyState) => state.spin.coupons.filter(([, memberId]) => memberId === MEMBER_ID);

const spinCentre = () => screen.getByRole('button', { name: /Spin the wheel/ });

const ROWS: Row[] = [
  {
    endpoint: 'GET /api/bonus/activate/{code}',
    behaviour: 'dialog',
    path: '/user/bonus',
    member: true,
    walletDelta: 20,
    open: async (user) => {
      const grid = await screen.findByRole('region', { name: 'Bonuses' }, SLOW);
      const daily = await within(grid).findByRole('button', { name: /Daily bonus.*Available/ }, SLOW);
      await user.click(daily);
      await dialogNamed(/Daily bonus/);
      return { fields: [], values: [] };
    },
    trigger: async (user) =>
      user.click(within(await dialogNamed(/Daily bonus/)).getByRole('button', { name: 'Receive bonus' })),
    afterFault: async () => {
      // The bonus modal stays open for another try.
      const modal = await dialogNamed(/Daily bonus/);
      await waitFor(() => expect(within(modal).getByRole('button', { name: 'Receive bonus' })).toBeEnabled());
    },
    // The last fault got no answer: the retry's answer reads as that earlier request (issue 53 item 2).
    succeeded: expectEarlierRequest,
    moved: (before, after) => {
      expect(after.statements).toBe(before.statements + 1);
      // One more receive of the daily bonus, now the active one.
      const daily = (state: MoneyState) => state.rewards?.userBonuses.filter(([code]) => code === 'DAILY20') ?? [];
      expect(daily(after).map(([, , received]) => received)).toEqual(
        daily(before).map(([, , received]) => Number(received) + 1),
      );
      expect(
        getDb().rewards.userBonuses.find((u) => u.memberId === MEMBER_ID && u.bonusCode === 'DAILY20')?.isActive,
      ).toBe(true);
    },
  },
  {
    endpoint: 'POST /api/spinwheel/spin',
    behaviour: 'dialog',
    path: '/user/spin',
    member: true,
    walletDelta: 0,
    open: async () => {
      // jsdom has no canvas; the wheel still runs its timing without drawing.
      vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
      // The next spin lands on 20 baht: a coupon is written.
      updateDb((db) => setSpinSeed(db, seedForSlice(db, 'CASH20')));
      await screen.findByRole('heading', { name: 'Lucky Wheel' }, SLOW);
      expect(spinCentre()).toHaveAccessibleName('Spin the wheel (5 coins)');
      return { fields: [], values: [] };
    },
    trigger: async (user) => {
      await waitFor(() => expect(spinCentre()).toHaveAttribute('data-phase', 'idle'));
      await user.click(spinCentre());
    },
    afterFault: async () => {
      // No coin spent: the wheel is back to idle with 5 coins.
      await waitFor(() => expect(spinCentre()).toHaveAttribute('data-phase', 'idle'));
      expect(spinCentre()).toHaveAccessibleName('Spin the wheel (5 coins)');
    },
    succeeded: async () => {
      await waitFor(() => expect(spinCentre()).not.toHaveAttribute('data-phase', 'idle'));
      await waitFor(() => expect(spinCentre()).toHaveAccessibleName('Spin the wheel (4 coins)'));
    },
    moved: (before, after) => {
      expect(me(after).coin).toBe(me(before).coin - 1);
      expect(myCoupons(after)).toHaveLength(myCoupons(before).length + 1);
    },
  },
  {
    endpoint: 'POST /api/spinwheel/coupon/claim',
    behaviour: 'dialog',
    path: '/user/spin',
    member: true,
    walletDelta: 20,
    open: async () => {
      vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
      await screen.findByRole('button', { name: 'Claim coupon 1: 20 baht' }, SLOW);
      // The test's clock from here (it also goes on with real time): the confirm's debounce passes at once.
      vi.useFakeTimers({ shouldAdvanceTime: true });
      return { fields: [], values: [] };
    },
    trigger: async (user) => {
      const claim = await screen.findByRole('button', { name: 'Claim coupon 1: 20 baht' });
      await waitFor(() => expect(claim).toBeEnabled());
      await user.click(claim);
      // Confirm is debounced 500 ms (spec section 5): the claim is sent then.
      await user.click(within(await dialogNamed('Claim 20 baht')).getByRole('button', { name: 'Confirm' }));
      await act(async () => {
        vi.advanceTimersByTime(500);
      });
    },
    afterFault: async () => {
      // The coupon is still there to claim.
      expect(await screen.findByRole('button', { name: 'Claim coupon 1: 20 baht' })).toBeInTheDocument();
    },
    // The last fault got no answer: the retry's answer reads as that earlier request (issue 53 item 2).
    succeeded: expectEarlierRequest,
    moved: (before, after) => {
      const claimed = (state: MoneyState) => myCoupons(state).filter(([, , done]) => done).length;
      expect(claimed(after)).toBe(claimed(before) + 1);
      expect(myCoupons(after)).toHaveLength(myCoupons(before).length);
      expect(after.statements).toBe(before.statements + 1);
    },
  },
];

registerFaultMatrixHooks(() => [
  import('@/app/routes/member-home'),
  import('@/app/routes/bonus'),
  import('@/app/routes/spin'),
]);

describe('fault matrix in the app, bonus and spin: four faults, then a retry, per feature', () => {
  it.each(ROWS.map((row) => [row.endpoint, row] as const))(
    '%s',
    async (_endpoint, row) => runActionRow(row),
    ROW_TIMEOUT,
  );
});

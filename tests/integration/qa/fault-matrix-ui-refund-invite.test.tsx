import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setScenario } from '@mocks/scenarios';
import { totalBalanceText } from '@tests/integration/wallet/helpers';
import {
  expectEarlierRequest,
  dialogNamed,
  memberByPhone,
  quickAction,
  registerFaultMatrixHooks,
  ROW_TIMEOUT,
  runActionRow,
  SLOW,
  type MoneyState,
  type Row,
} from './fault-ui-support';

/**
 * Issue 10 item 6, in the app, for refund and invite: refund receive and add to wallet, and the header's
 * referral-bonus receive. Each row takes the four faults on the member's action, then a clean retry (runner in
 * fault-ui-support.ts). Spec section 8: refund receive, add to wallet and invite bonus failures are red toasts.
 */

const MEMBER_ID = memberByPhone()._id;
const refundBalance = (state: MoneyState) =>
  state.rewards?.refundBalances.find((b) => b.memberId === MEMBER_ID)?.amount ?? 0;

/** The refund the seeded member can receive: 5% of the seeded net loss (see tests/integration/refund). */
const REFUND = 13.78;

async function openRefund(user: UserEvent): Promise<HTMLElement> {
  // Without banners the refund modal opens directly (the banner carousel has its own tests).
  setScenario({ rewardBanners: false });
  await totalBalanceText();
  await quickAction(user, 'Refund');
  const modal = await dialogNamed('Loss refund');
  await waitFor(() => expect(within(modal).getByRole('button', { name: 'Receive refund' })).toBeEnabled(), SLOW);
  return modal;
}

const ROWS: Row[] = [
  {
    endpoint: 'GET /api/refund/receive',
    behaviour: 'alert',
    path: '/user/home',
    member: true,
    walletDelta: 0,
    open: async (user) => {
      await openRefund(user);
      return { fields: [], values: [] };
    },
    trigger: async (user) => {
      const modal = await dialogNamed('Loss refund');
      const receive = within(modal).getByRole('button', { name: 'Receive refund' });
      await waitFor(() => expect(receive).toBeEnabled());
      await user.click(receive);
    },
    afterFault: async () => {
      // The refund is still there to receive.
      const modal = await dialogNamed('Loss refund');
      await waitFor(() => expect(within(modal).getByRole('button', { name: 'Receive refund' })).toBeEnabled());
      expect(within(modal).getByText('13.78 baht')).toBeInTheDocument();
    },
    // The last fault got no answer: the retry's answer reads as that earlier request (issue 53 item 2).
    succeeded: expectEarlierRequest,
    moved: (before, after) => {
      expect(after.rewards?.refunds).toBe((before.rewards?.refunds ?? 0) + 1);
      expect(refundBalance(after)).toBeCloseTo(refundBalance(before) + REFUND, 2);
      expect(after.statements).toBe(before.statements);
    },
  },
  {
    endpoint: 'GET /api/refund/addWallet',
    behaviour: 'alert',
    path: '/user/home',
    member: true,
    walletDelta: REFUND,
    open: async (user) => {
      // Add to wallet takes the refund the check shows, as receive does (the same spec fields enable both).
      const modal = await openRefund(user);
      await waitFor(() => expect(within(modal).getByRole('button', { name: 'Add to wallet' })).toBeEnabled());
      return { fields: [], values: [] };
    },
    trigger: async (user) => {
      const modal = await dialogNamed('Loss refund');
      const add = within(modal).getByRole('button', { name: 'Add to wallet' });
      await waitFor(() => expect(add).toBeEnabled());
      await user.click(add);
      const confirm = await dialogNamed('Add refund to wallet');
      expect(within(confirm).getByText('Move 13.78 baht of received refund into your wallet?')).toBeInTheDocument();
      await user.click(within(confirm).getByRole('button', { name: 'Add to wallet' }));
    },
    afterFault: async () => {
      // The refund is still there to add.
      const modal = await dialogNamed('Loss refund');
      await waitFor(() => expect(within(modal).getByRole('button', { name: 'Add to wallet' })).toBeEnabled());
      expect(within(modal).getByText('13.78 baht')).toBeInTheDocument();
    },
    // The last fault got no answer: the retry's answer reads as that earlier request (issue 53 item 2).
    succeeded: expectEarlierRequest,
    moved: (before, after) => {
      // Received on the spot (one refund log entry) and paid out: nothing held back.
      expect(after.rewards?.refunds).toBe((before.rewards?.refunds ?? 0) + 1);
      expect(refundBalance(before)).toBe(0);
      expect(refundBalance(after)).toBe(0);
      expect(after.statements).toBe(before.statements + 1);
    },
  },
  {
    endpoint: 'GET /api/invite/bonus',
    behaviour: 'alert',
    path: '/user/home',
    member: true,
    walletDelta: 56,
    open: async () => {
      await totalBalanceText();
      const header = await screen.findByRole('region', { name: 'Wallet' });
      await waitFor(() => expect(within(header).getByRole('button', { name: 'Receive' })).toBeEnabled());
      return { fields: [], values: [] };
    },
    trigger: async (user) => {
      const receive = within(screen.getByRole('region', { name: 'Wallet' })).getByRole('button', { name: 'Receive' });
      await waitFor(() => expect(receive).toBeEnabled());
      await user.click(receive);
      const confirm = await dialogNamed('Receive referral bonus');
      await user.click(within(confirm).getByRole('button', { name: 'Receive' }));
    },
    // The last fault got no answer: the retry's answer reads as that earlier request (issue 53 item 2).
    succeeded: expectEarlierRequest,
    moved: (before, after) => {
      expect(after.rewards?.invites).toBe((before.rewards?.invites ?? 0) + 1);
      expect(after.statements).toBe(before.statements + 1);
    },
  },
];

registerFaultMatrixHooks(() => [
  import('@/app/routes/member-home'),
  import('@/app/routes/bonus'),
  import('@/app/routes/spin'),
]);

describe('fault matrix in the app, refund and invite: four faults, then a retry, per feature', () => {
  it.each(ROWS.map((row) => [row.endpoint, row] as const))(
    '%s',
    async (_endpoint, row) => runActionRow(row),
    ROW_TIMEOUT,
  );
});

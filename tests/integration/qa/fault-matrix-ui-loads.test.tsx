import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setScenario } from '@mocks/scenarios';
import { totalBalanceText } from '@tests/integration/wallet/helpers';
import {
  endpointSeen,
  dialogNamed,
  memberByPhone,
  quickAction,
  registerFaultMatrixHooks,
  ROW_TIMEOUT,
  SLOW,
} from './fault-ui-support';
import { runLoadRow, type LoadRow } from './fault-ui-load';

/**
 * Issue 10 item 6, in the app, for loads: each of the four faults on a load (the first on the
 * page's own load, the next ones on the member's reload), then a clean reload shows the data.
 * Spec section 8: profile, statement and deposit lookup failures are silent (only the loader goes: no fault
 * text, no dialog, no toast); the refund log shows its failure with a retry (a departure, README); the wallet header and the spin wheel, which the
 * spec leaves open, show the fault's text in place with a retry. Network errors of queries are retried once
 * by the app (src/lib/query-client.ts), so those faults are injected twice; a timeout is not (issue 40 item 6).
 * (faults-in-app.test.tsx has single-fault checks of the wallet code, the conditions modal and the
 * statement list.)
 */

const noLoader = (scope: HTMLElement = document.body) =>
  waitFor(() => expect(within(scope).queryByRole('status', { name: /Loading/ })).not.toBeInTheDocument(), SLOW);
const retry = async (user: UserEvent, scope: HTMLElement = document.body) =>
  user.click(await within(scope).findByRole('button', { name: 'Try again' }, SLOW));

/** Closes a modal and opens it again from its home tile (the modal loads again on opening). */
async function reopen(user: UserEvent, dialog: string, tile: string): Promise<void> {
  const open = await dialogNamed(dialog);
  await user.click(within(open).getAllByRole('button', { name: 'Close' })[0]);
  await waitFor(() => expect(screen.queryByRole('dialog', { name: dialog })).not.toBeInTheDocument());
  await quickAction(user, tile);
  await dialogNamed(dialog);
}

const ROWS: LoadRow[] = [
  {
    endpoint: 'GET /api/wallet',
    behaviour: 'inline',
    path: '/user/home',
    member: true,
    retriesOnce: true,
    failed: async () => {
      const header = await screen.findByRole('region', { name: 'Wallet' }, SLOW);
      expect(await within(header).findByText(/The wallet could not be loaded\./, {}, SLOW)).toBeInTheDocument();
      expect(within(header).getByRole('status', { name: 'Total balance' })).toHaveTextContent('Not available');
    },
    reload: (user) => retry(user, screen.getByRole('region', { name: 'Wallet' })),
    loaded: async () => {
      expect(await totalBalanceText()).toMatch(/\d/);
      expect(screen.queryByText(/The wallet could not be loaded\./)).not.toBeInTheDocument();
    },
  },
  {
    endpoint: 'GET /api/spinwheel/setup',
    behaviour: 'inline',
    path: '/user/spin',
    member: true,
    retriesOnce: true,
    open: async () => {
      // jsdom has no canvas; the wheel still runs its timing without drawing.
      vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    },
    failed: async () => {
      expect(await screen.findByText('The spin wheel could not be loaded.', {}, SLOW)).toBeInTheDocument();
      // The coupons load on their own and stay.
      expect(await screen.findByRole('button', { name: 'Claim coupon 1: 20 baht' })).toBeInTheDocument();
    },
    reload: (user) => retry(user),
    loaded: async () => {
      expect(await screen.findByRole('button', { name: 'Spin the wheel (5 coins)' }, SLOW)).toBeInTheDocument();
    },
  },
  {
    endpoint: 'GET /api/account/profile',
    behaviour: 'silent',
    path: '/user/profile',
    member: true,
    retriesOnce: true,
    failed: async () => {
      await noLoader();
      expect(await screen.findByText('Your profile could not be loaded.', {}, SLOW)).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    },
    reload: (user) => retry(user),
    loaded: async () => {
      expect(await screen.findByRole('heading', { name: memberByPhone().name }, SLOW)).toBeInTheDocument();
    },
  },
  {
    endpoint: 'POST /api/statement',
    behaviour: 'silent',
    path: '/user/statement',
    member: true,
    retriesOnce: true,
    failed: async () => {
      await noLoader();
      expect(await screen.findByText('The statement could not be loaded.', {}, SLOW)).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Statement' })).toBeInTheDocument();
    },
    reload: (user) => retry(user),
    loaded: async () => {
      const list = await screen.findByRole('list', { name: 'Statement, page 1' }, SLOW);
      expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0);
    },
  },
  {
    endpoint: 'GET /api/lookup/deposit',
    behaviour: 'silent',
    path: '/user/home',
    member: true,
    retriesOnce: false,
    // Home reads the deposit lookup for the member's currency and, once idle, hands that answer to the deposit
    // dialog (src/app/routes/home/dialogs.tsx, with the withdraw limits); the fault is for the dialog's own load.
    before: async () => {
      await totalBalanceText();
      await waitFor(() => expect(endpointSeen('GET /api/lookup/withdraw')).toBe(true), { timeout: 5000 });
    },
    open: (user) => quickAction(user, 'Deposit'),
    failed: async () => {
      // The dialog shows home's answer at once; its own reload failing changes nothing on screen.
      const dialog = await dialogNamed('Deposit');
      await noLoader(dialog);
      expect(within(dialog).getByRole('tablist')).toBeInTheDocument();
    },
    reload: (user) => reopen(user, 'Deposit', 'Deposit'),
    loaded: async () => {
      expect(
        await within(await dialogNamed('Deposit')).findByRole('tab', { name: 'QR code' }, SLOW),
      ).toBeInTheDocument();
    },
  },
  {
    endpoint: 'POST /api/refund',
    // Silent in the spec; the log shows its failure with a retry instead (README, "Where we depart from the spec").
    behaviour: 'inline',
    path: '/user/home',
    member: true,
    retriesOnce: true,
    open: async (user) => {
      setScenario({ rewardBanners: false });
      await totalBalanceText();
      await quickAction(user, 'Refund');
    },
    failed: async () => {
      const dialog = await dialogNamed('Loss refund');
      await noLoader(dialog);
      const log = within(dialog).getByRole('region', { name: 'Refund history' });
      expect(within(log).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
      expect(within(log).queryByText('No refunds yet.')).not.toBeInTheDocument();
      // The rest of the modal works: the refund can still be received.
      expect(within(dialog).getByRole('button', { name: 'Receive refund' })).toBeEnabled();
    },
    reload: (user) => reopen(user, 'Loss refund', 'Refund'),
    loaded: async () => {
      const log = within(await dialogNamed('Loss refund')).getByRole('region', { name: 'Refund history' });
      expect(await within(log).findByText('12.50 baht', {}, SLOW)).toBeInTheDocument();
    },
  },
];

registerFaultMatrixHooks(() => [
  import('@/app/routes/member-home'),
  import('@/app/routes/profile'),
  import('@/app/routes/statement'),
  import('@/app/routes/spin'),
]);

describe('fault matrix in the app, loads: four faults, then a clean reload', () => {
  it.each(ROWS.map((row) => [row.endpoint, row] as const))(
    '%s',
    async (_endpoint, row) => runLoadRow(row),
    ROW_TIMEOUT,
  );
});

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getDb } from '@mocks/db';
import { SEEDED } from '@tests/support/render-app';
import { totalBalanceText } from '@tests/integration/wallet/helpers';
import {
  dialogNamed,
  memberByPhone,
  quickAction,
  registerFaultMatrixHooks,
  ROW_TIMEOUT,
  runActionRow,
  SLOW,
  type Row,
} from './fault-ui-support';

/**
 * Issue 10 item 6, in the app: the KBANK QR code create in the deposit modal and the KTB member's
 * edit-bank-name prompt on home. Each row takes the four faults on the member's action, then a
 * clean retry (runner in fault-ui-support.ts). Spec section 8: a failed QR create and a failed
 * bank-name update are red toasts; the amount and the typed name stay in their fields.
 */

const liveCodes = () => getDb().qrcodes.filter((code) => code.status === 'LIVE');
const ktb = () => memberByPhone(SEEDED.ktbMember.phone);

const ROWS: Row[] = [
  {
    endpoint: 'POST /api/qrcode/{provider}',
    behaviour: 'alert',
    path: '/user/home',
    member: true,
    walletDelta: 0,
    open: async (user) => {
      await totalBalanceText();
      await quickAction(user, 'Deposit');
      const dialog = await dialogNamed('Deposit');
      await user.click(await within(dialog).findByRole('tab', { name: 'QR code' }, SLOW));
      const amount = await within(dialog).findByLabelText('Amount for KBANK', {}, SLOW);
      await user.type(amount, '100');
      return { fields: [amount], values: ['100'] };
    },
    trigger: async (user) => {
      const create = within(await dialogNamed('Deposit')).getByRole('button', { name: 'Create QR code' });
      await waitFor(() => expect(create).toBeEnabled());
      await user.click(create);
    },
    afterFault: async () => {
      // No code shown: the form stays for another try.
      expect(within(await dialogNamed('Deposit')).queryByRole('timer')).not.toBeInTheDocument();
    },
    succeeded: async () => {
      const dialog = await dialogNamed('Deposit');
      expect(await within(dialog).findByRole('timer', {}, SLOW)).toHaveTextContent(/0[45]:\d\d/);
      expect(within(dialog).getByRole('img', { name: 'QR code of KBANK for 100.00 baht' })).toBeInTheDocument();
    },
    moved: (before, after) => {
      expect(after.qrcodes).toBe(before.qrcodes + 1);
      expect(liveCodes().map((code) => [code.provider, code.amount])).toEqual([['KBANK', 100]]);
    },
  },
  {
    endpoint: 'PUT /api/account/bankAccountName',
    behaviour: 'alert',
    path: '/user/home',
    member: true,
    phone: SEEDED.ktbMember.phone,
    walletDelta: 0,
    open: async (user) => {
      await totalBalanceText();
      await user.click(await screen.findByRole('button', { name: 'Edit name' }, SLOW));
      const dialog = await dialogNamed('Edit bank account name');
      const name = within(dialog).getByLabelText('Account name in English');
      await user.type(name, 'Somying Jaingam');
      return { fields: [name], values: ['SOMYING JAINGAM'] };
    },
    trigger: async (user) =>
      user.click(within(await dialogNamed('Edit bank account name')).getByRole('button', { name: 'Save' })),
    afterFault: async () => {
      // The prompt stays open and the stored name is the old one.
      expect(await dialogNamed('Edit bank account name')).toBeInTheDocument();
      expect(ktb().bankAccountName).toBe('สมหญิง ใจงาม');
    },
    succeeded: async () => {
      expect(await screen.findByText('The account name was saved.', {}, SLOW)).toBeInTheDocument();
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: 'Edit bank account name' })).not.toBeInTheDocument(),
      );
      expect(ktb().bankAccountName).toBe('SOMYING JAINGAM');
    },
  },
];

registerFaultMatrixHooks(() => [
  import('@/app/routes/member-home'),
  import('@/features/deposit/components/deposit-modal'),
]);

describe('fault matrix in the app, deposit QR and bank name: four faults, then a retry', () => {
  it.each(ROWS.map((row) => [row.endpoint, row] as const))(
    '%s',
    async (_endpoint, row) => runActionRow(row),
    ROW_TIMEOUT,
  );
});

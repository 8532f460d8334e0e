import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '@mocks/db';
import { onRequestStart } from '@tests/support/request-events';
import { createKbank, http, HttpResponse, openQrTab, recordCalls, server } from './render-deposit';

afterEach(() => {
  vi.useRealTimers();
});

const tick = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

describe('QR deposit', () => {
  it('shows the code with a mm:ss countdown that ticks every second, survives reopening, and resets at 00:00', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, dialog } = await openQrTab();
    const timer = await createKbank(user, dialog);
    expect(timer).toHaveTextContent('05:00');
    expect(within(dialog).getByRole('img', { name: 'QR code of KBANK for 100.00 baht' })).toBeInTheDocument();
    // The markup is a scannable SVG image from the mock.
    await waitFor(() =>
      expect(dialog.querySelector('img.qr-image')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/),
    );

    await tick(1000);
    expect(within(dialog).getByRole('timer')).toHaveTextContent('04:59');
    await tick(1000);
    expect(within(dialog).getByRole('timer')).toHaveTextContent('04:58');

    // Close, let 30 s pass, reopen: the time left comes from the expiry, not from a paused counter.
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await tick(30_000);
    await user.click(screen.getByRole('button', { name: 'Open deposit' }));
    const again = await screen.findByRole('dialog', { name: 'Deposit' });
    await user.click(await within(again).findByRole('tab', { name: 'QR code' }));
    expect(await within(again).findByRole('timer')).toHaveTextContent(/04:2[78]/);

    await tick(260_000);
    expect(within(again).getByRole('timer')).toHaveTextContent(/00:0\d/);
    await tick(10_000);
    expect(within(again).queryByRole('timer')).not.toBeInTheDocument();
    expect(within(again).getByRole('button', { name: 'Create QR code' })).toBeInTheDocument();
  });

  it('cancel deletes the code on the server and returns to the form', async () => {
    const { user, dialog } = await openQrTab();
    await createKbank(user, dialog, '250');
    const calls = recordCalls();
    const live = getDb().qrcodes.find((c) => c.status === 'LIVE')!;
    await user.click(within(dialog).getByRole('button', { name: 'Cancel QR code' }));
    expect(await within(dialog).findByRole('button', { name: 'Create QR code' })).toBeInTheDocument();
    expect(calls).toContain(`DELETE /api/qrcode/${live._id}`);
    expect(getDb().qrcodes.find((c) => c._id === live._id)?.status).toBe('CANCELLED');
  });

  it('creating a code on one provider marks the other providers to reload', async () => {
    const { user, dialog } = await openQrTab();
    const calls = recordCalls();
    await user.click(within(dialog).getByRole('button', { name: 'WW', pressed: false }));
    await within(dialog).findByLabelText('Amount for WW');
    await user.click(within(dialog).getByRole('button', { name: 'KBANK', pressed: false }));
    await within(dialog).findByLabelText('Amount for KBANK');
    const wwLoads = () => calls.filter((c) => c === 'GET /api/qrcode/WW').length;
    expect(wwLoads()).toBe(1);

    // Switching back without a create uses the kept state...
    await user.click(within(dialog).getByRole('button', { name: 'WW', pressed: false }));
    await within(dialog).findByLabelText('Amount for WW');
    expect(wwLoads()).toBe(1);
    await user.click(within(dialog).getByRole('button', { name: 'KBANK', pressed: false }));
    await createKbank(user, dialog);

    // ...while after a KBANK code, WW loads again.
    await user.click(within(dialog).getByRole('button', { name: 'WW', pressed: false }));
    await within(dialog).findByLabelText('Amount for WW');
    await waitFor(() => expect(wwLoads()).toBe(2));
  });

  it('enables create by the provider minimum and uses the quick amounts', async () => {
    const { user, dialog } = await openQrTab();
    const create = await within(dialog).findByRole('button', { name: 'Create QR code' });
    expect(create).toBeDisabled();
    const quick = within(dialog).getByRole('group', { name: 'Quick amounts' });
    expect(
      within(quick)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['10.00', '20.00', '50.00', '100.00', '500.00', '1,000.00']);

    await user.click(within(dialog).getByRole('button', { name: 'WW', pressed: false }));
    const amount = await within(dialog).findByLabelText('Amount for WW');
    expect(within(dialog).getByText('Minimum 100.00 baht')).toBeInTheDocument();
    await user.type(amount, '99');
    expect(within(dialog).getByRole('button', { name: 'Create QR code' })).toBeDisabled();
    await user.click(
      within(within(dialog).getByRole('group', { name: 'Quick amounts' })).getByRole('button', { name: '200.00' }),
    );
    expect(amount).toHaveValue('200');
    expect(within(dialog).getByRole('button', { name: 'Create QR code' })).toBeEnabled();
  });

  it('groups the digits while the amount is typed; the request carries the plain number', async () => {
    const { user, dialog } = await openQrTab();
    const bodies: unknown[] = [];
    onRequestStart(({ request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname === '/api/qrcode/KBANK')
        void request
          .clone()
          .json()
          .then((body) => bodies.push(body));
    });
    const amount = await within(dialog).findByLabelText('Amount for KBANK');
    await user.type(amount, '100000');
    expect(amount).toHaveValue('100,000');
    // 100,000 is over the mock's QR maximum (50,000): the server refuses it, but it was sent as 100000.
    await user.click(within(dialog).getByRole('button', { name: 'Create QR code' }));
    expect(await screen.findByText('The QR code could not be created. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(bodies).toEqual([{ amount: 100000 }]));

    await user.clear(amount);
    await user.type(amount, '12345.5');
    expect(amount).toHaveValue('12,345.5');
    await user.click(within(dialog).getByRole('button', { name: 'Create QR code' }));
    await within(dialog).findByRole('timer');
    expect(within(dialog).getByText('12,345.50 baht')).toBeInTheDocument();
    await waitFor(() => expect(bodies).toEqual([{ amount: 100000 }, { amount: 12345.5 }]));
    expect(getDb().qrcodes.find((c) => c.status === 'LIVE')?.amount).toBe(12345.5);
  });

  it('a quick amount shows grouped in the field', async () => {
    const { user, dialog } = await openQrTab();
    const amount = await within(dialog).findByLabelText('Amount for KBANK');
    await user.click(
      within(within(dialog).getByRole('group', { name: 'Quick amounts' })).getByRole('button', { name: '1,000.00' }),
    );
    expect(amount).toHaveValue('1,000');
    expect(within(dialog).getByRole('button', { name: '1,000.00', pressed: true })).toBeInTheDocument();
  });

  it('hasQrcode false shows the server message in a red toast', async () => {
    server.use(
      http.post('*/api/qrcode/:provider', () =>
        HttpResponse.json({
          qrcodeId: null,
          hasQrcode: false,
          qrcode: null,
          amount: 0,
          expireIn: 0,
          message: 'QR_FAIL',
        }),
      ),
    );
    const { user, dialog } = await openQrTab();
    await user.type(await within(dialog).findByLabelText('Amount for KBANK'), '100');
    await user.click(within(dialog).getByRole('button', { name: 'Create QR code' }));
    const toast = await screen.findByText('The QR code could not be created. Please try again.');
    expect(toast.closest('.toast, [class*="danger"]')).not.toBeNull();
    expect(within(dialog).queryByRole('timer')).not.toBeInTheDocument();
  });
});

import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '@mocks/db';
import { setScenario } from '@mocks/scenarios';
import { walletQuery } from '@/lib/wallet-query';
import { receiptRows } from '@tests/support/receipt';
import { renderApp, SEEDED } from '@tests/support/render-app';
import { http, HttpResponse, NodeFile, recordCalls, renderDeposit, server, useNativeMultipart } from './render-deposit';

const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const png = (name = 'slip-250.png') => new NodeFile([PNG_BYTES], name, { type: 'image/png' }) as unknown as File;

beforeEach(() => useNativeMultipart());
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('deposit modal: bank panels and slip upload', () => {
  it('shows the baht member the SCB, KBANK (auto) and GSB accounts, not the kip one, with copyable numbers and the rule texts', async () => {
    await renderDeposit();
    const dialog = await screen.findByRole('dialog', { name: 'Deposit' });
    for (const name of ['Siam Commercial Bank', 'Kasikorn Bank', 'Government Savings Bank']) {
      expect(await within(dialog).findByRole('heading', { name: new RegExp(name) })).toBeInTheDocument();
    }
    expect(within(dialog).queryByRole('heading', { name: /BCEL/ })).not.toBeInTheDocument();
    expect(within(dialog).getByText('407-987-6543')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('button', { name: 'Copy' })).toHaveLength(3);
    expect(
      within(dialog).getByText('Deposit only from your registered phone number and bank account.'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('If it is not credited, upload the transfer slip within 1 hour.'),
    ).toBeInTheDocument();
    // KBANK in SMS mode and the PAYMENT providers are not bank panels.
    expect(within(dialog).queryByRole('heading', { name: /^WW/ })).not.toBeInTheDocument();
  });

  it('uploads a slip with a preview and a progress bar, then links to the slip status', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { user, router, queryClient } = await renderDeposit();
    // Home has the wallet loaded: its bank account is where the slip's money came from.
    await queryClient.fetchQuery(walletQuery);
    const dialog = await screen.findByRole('dialog', { name: 'Deposit' });
    const upload = await within(dialog).findByRole('button', { name: 'Upload slip' });
    expect(upload).toBeDisabled();

    await user.upload(await within(dialog).findByLabelText('Slip image'), png());
    expect(await within(dialog).findByRole('img', { name: 'Preview of the chosen slip' })).toBeInTheDocument();

    // Hold the server's answer to see the upload in flight; then let the real mock answer.
    server.use(
      http.post('*/api/wallet/slip', async () => {
        await held;
        return undefined;
      }),
    );
    await user.click(upload);
    const progress = await within(dialog).findByRole('progressbar', { name: 'Upload progress' });
    expect(progress).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Upload slip' })).toBeDisabled();
    release();

    const message = await within(dialog).findByText(/Slip SLIP.+ received \(250\.00 baht\)\. It is being checked\./);
    const reference = /Slip (SLIP\S+) received/.exec(message.textContent ?? '')?.[1];
    // Issue 33: the accepted slip's receipt carries the answer's amount and reference.
    const success = await screen.findByRole('dialog', { name: 'In progress' });
    const receipt = within(success).getByRole('region', { name: 'Receipt' });
    expect(receipt).toHaveTextContent('TypeDeposit with a slip');
    expect(receipt).toHaveTextContent('Amount250.00 baht');
    // Issue 40 item 3: from the member's bank account (masked), not "Slip".
    expect(receipt).toHaveTextContent(/FromKasikorn Bank xxx-xxx-7890 /);
    expect(receipt).toHaveTextContent(`Reference${reference}`);
    const atTheTime = receiptRows(success);
    await user.click(within(success).getByRole('button', { name: 'OK' }));
    expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();
    const stored = getDb().slips[0];
    expect(stored).toMatchObject({ memberId: 'm-1001', amount: 250, status: 'PENDING' });
    expect(stored.link).toMatch(/^data:image\/png;base64,/);

    await user.click(within(dialog).getByRole('link', { name: 'See the slip status' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/statement'));
    // The statement opens its slip list on the slip the message named (tests/integration/statement).
    expect(router.state.location.search).toBe(`?slip=${reference}`);
    // There (the whole app at that address) the slip's receipt is the one its upload showed, row for row.
    cleanup();
    const statement = await renderApp(`/user/statement?slip=${reference}`, { as: SEEDED.member.phone });
    const slips = await screen.findByRole('dialog', { name: 'Slip upload status' });
    const marked = await waitFor(() => {
      const card = within(slips)
        .getAllByRole('listitem')
        .find((item) => item.getAttribute('aria-current') === 'true');
      expect(card).toBeDefined();
      return card!;
    });
    await statement.user.click(within(marked).getByRole('button', { name: /^Receipt of the slip received / }));
    expect(receiptRows(slips)).toEqual(atTheTime);
    await statement.user.click(within(slips).getByRole('button', { name: 'Back to the list' }));
    expect(await within(slips).findByRole('list', { name: 'Slips, page 1' })).toBeInTheDocument();
  });

  it('a styled picker by the accounts: the chosen file name and preview, each object URL revoked when replaced and on close', async () => {
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    const { user } = await renderDeposit();
    const dialog = await screen.findByRole('dialog', { name: 'Deposit' });
    const input = await within(dialog).findByLabelText('Slip image');
    expect(input).toHaveAccessibleDescription('A photo or screenshot of your transfer slip (PNG, JPEG or WebP).');
    // Right under the last account panel; the rule texts come before the accounts (issue 41).
    const follows = (a: Node, b: Node) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
    expect(follows(within(dialog).getByRole('heading', { name: /Government Savings Bank/ }), input)).toBe(true);
    expect(
      follows(within(dialog).getByText('Deposit only from your registered phone number and bank account.'), input),
    ).toBe(true);
    expect(within(dialog).getByText('Tap to choose an image')).toBeInTheDocument();
    expect(within(dialog).queryByRole('img', { name: 'Preview of the chosen slip' })).not.toBeInTheDocument();

    await user.upload(input, png('slip-250.png'));
    expect(within(dialog).getByText('Chosen: slip-250.png')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(/Chosen: slip-250\.png$/);
    expect(within(dialog).getByText('Choose another image')).toBeInTheDocument();
    const first = within(dialog).getByRole('img', { name: 'Preview of the chosen slip' }).getAttribute('src')!;
    expect(first).toMatch(/^blob:/);
    expect(revoke).not.toHaveBeenCalled();

    await user.upload(input, png('slip-300.png'));
    expect(within(dialog).getByText('Chosen: slip-300.png')).toBeInTheDocument();
    expect(within(dialog).queryByText('Chosen: slip-250.png')).not.toBeInTheDocument();
    const second = within(dialog).getByRole('img', { name: 'Preview of the chosen slip' }).getAttribute('src')!;
    expect(second).not.toBe(first);
    expect(revoke).toHaveBeenCalledWith(first);

    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Deposit' })).not.toBeInTheDocument());
    expect(revoke).toHaveBeenCalledWith(second);
  });

  it('shows the server failure codes translated and keeps the chosen file', async () => {
    const { user } = await renderDeposit();
    const dialog = await screen.findByRole('dialog', { name: 'Deposit' });
    const calls = recordCalls();

    // The real mock checks the bytes: this "PNG" is text.
    await user.upload(
      await within(dialog).findByLabelText('Slip image'),
      new NodeFile(['not an image'], 'fake.png', { type: 'image/png' }) as unknown as File,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Upload slip' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The file is not a valid slip image.');
    expect(calls).toContain('POST /api/wallet/slip');

    server.use(
      http.post('*/api/wallet/slip', () => HttpResponse.json({ message: 'SLIP_UPLOAD_FAIL' }, { status: 400 })),
    );
    await user.upload(await within(dialog).findByLabelText('Slip image'), png());
    await user.click(within(dialog).getByRole('button', { name: 'Upload slip' }));
    expect(await within(dialog).findByText('The slip could not be uploaded. Please try again.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Upload slip' })).toBeEnabled();

    server.use(http.post('*/api/wallet/slip', () => HttpResponse.json({ message: 'SLIP_NO_FILE' }, { status: 400 })));
    await user.click(within(dialog).getByRole('button', { name: 'Upload slip' }));
    expect(await within(dialog).findByText('Please choose a slip image.')).toBeInTheDocument();
    expect(getDb().slips.filter((s) => s.memberId === 'm-1001' && s.link.startsWith('data:'))).toHaveLength(0);
  });

  it('rejects a non-image before uploading', async () => {
    await renderDeposit();
    const dialog = await screen.findByRole('dialog', { name: 'Deposit' });
    const calls = recordCalls();
    const input = await within(dialog).findByLabelText('Slip image');
    fireEvent.change(input, { target: { files: [new NodeFile(['%PDF'], 'slip.pdf', { type: 'application/pdf' })] } });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The file is not a valid slip image.');
    expect(within(dialog).getByRole('button', { name: 'Upload slip' })).toBeDisabled();
    expect(calls).not.toContain('POST /api/wallet/slip');
  });

  it('refuses a slip over 10 MB before uploading, naming the limit; one of exactly 10 MB can go', async () => {
    await renderDeposit();
    const dialog = await screen.findByRole('dialog', { name: 'Deposit' });
    const calls = recordCalls();
    const input = await within(dialog).findByLabelText('Slip image');
    const sized = (bytes: number) => {
      const file = png('slip-250.png');
      Object.defineProperty(file, 'size', { value: bytes });
      return file;
    };
    // 10 MB = 10 * 1024 * 1024 = 10,485,760 bytes.
    fireEvent.change(input, { target: { files: [sized(10_485_761)] } });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The slip image is too large. Please choose an image no larger than 10 MB.',
    );
    expect(within(dialog).getByRole('button', { name: 'Upload slip' })).toBeDisabled();
    fireEvent.change(input, { target: { files: [sized(10_485_760)] } });
    await waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull());
    expect(within(dialog).getByRole('button', { name: 'Upload slip' })).toBeEnabled();
    expect(calls).not.toContain('POST /api/wallet/slip');
  });

  it('disables the upload with the rule text during the daily closed window', async () => {
    setScenario({ slipClosed: true });
    await renderDeposit();
    const dialog = await screen.findByRole('dialog', { name: 'Deposit' });
    expect(
      await within(dialog).findByText('Slip upload is closed during the daily closing time. Please try again later.'),
    ).toBeInTheDocument();
    expect(await within(dialog).findByLabelText('Slip image')).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Upload slip' })).toBeDisabled();
  });
});

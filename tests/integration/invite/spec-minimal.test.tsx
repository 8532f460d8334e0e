import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { SEEDED, signIn } from '@tests/support/render-app';
import { http as client } from '@/lib/http';
import { openHome, SLOW, specMinimalScenario, specOnlyWallet, tile, wallet } from '@tests/support/spec-minimal';

specMinimalScenario();

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
    server.use(
      http.get('*/api/wallet', () => HttpResponse.json({ message: 'INTERNAL_SERVER_ERROR' }, { status: 500 })),
    );
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
    const { data } = await client.post<{ invites: { from: { name: string } }[] }>('/api/invite', {
      page: 1,
      limit: 20,
    });
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

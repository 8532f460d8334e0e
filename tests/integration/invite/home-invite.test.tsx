import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { setScenario } from '@mocks/scenarios';
import { renderHome, SEEDED } from '@tests/support/render-app';
import { openHome, quietRefresh, SLOW, tile } from '@tests/support/home-tiles';
import { recordRequests } from '@tests/support/request-events';

beforeEach(() => {
  localStorage.setItem('locale', 'en');
});

describe('invite tile', () => {
  it('shows the banners first; closing them opens the invite modal with the link and the invitee list', async () => {
    const { user } = await openHome();
    await user.click(tile('Invite friends'));

    const banners = await screen.findByRole('dialog', { name: 'Invite friends' }, SLOW);
    const images = within(banners).getAllByRole('img');
    expect(images).toHaveLength(2);
    // The mock draws its banners for the caller (mocks/texts/banner-art.ts): "Invite friends" in English.
    expect(decodeURIComponent(images[0].getAttribute('src') ?? '')).toMatch(
      /^data:image\/svg\+xml;charset=utf-8,.*>Invite friends</,
    );
    expect(within(banners).getByText(/Invite friends, earn every day/)).toBeInTheDocument();
    await user.click(within(banners).getByRole('button', { name: 'Continue' }));

    const modal = await screen.findByRole('dialog', { name: 'Invite friends' }, SLOW);
    // PR and the profile's _id (spec: {origin}/register?code=PR{userId}; Profile _id).
    expect(within(modal).getByLabelText('Invite link')).toHaveValue(`${window.location.origin}/register?code=PRm-1001`);
    expect(within(modal).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    // 12 invitees: 10 on the first page, newest first.
    const table = await within(modal).findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    await user.click(within(modal).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(within(within(modal).getByRole('table')).getAllByRole('row')).toHaveLength(3));
    const anan = within(modal).getByRole('row', { name: /Anan Chaiyo/ });
    // 5% of a 500 deposit + 10% of a 10 loss.
    expect(anan).toHaveTextContent('26.00');
  });

  it('opens the invite modal directly when there are no banners', async () => {
    setScenario({ rewardBanners: false });
    const requests = recordRequests();
    const { user } = await openHome();
    await user.click(tile('Invite friends'));
    const modal = await screen.findByRole('dialog', { name: 'Invite friends' }, SLOW);
    expect(await within(modal).findByRole('heading', { name: 'Your invite link' })).toBeInTheDocument();
    expect(within(modal).queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
    expect(requests).toContain('GET /api/invite/banners');
  });
});

describe('the invitee list', () => {
  it('shows its failure with a retry instead of an empty list, and the list once it loads', async () => {
    setScenario({ rewardBanners: false });
    let failures = 1;
    server.use(
      http.post('*/api/invite', () =>
        failures-- > 0 ? HttpResponse.json({ message: 'INTERNAL_SERVER_ERROR' }, { status: 500 }) : undefined,
      ),
    );
    const { user } = await openHome();
    await user.click(tile('Invite friends'));
    const modal = await screen.findByRole('dialog', { name: 'Invite friends' }, SLOW);
    const failed = await within(modal).findByRole('alert', {}, SLOW);
    expect(within(modal).queryByRole('table')).not.toBeInTheDocument();
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await within(modal).findByRole('table', {}, SLOW)).toBeInTheDocument();
  });
});

describe('referral bonus receive', () => {
  it('confirms with both percentages, then credits, toasts and reloads the wallet', async () => {
    const { user, header } = await openHome();
    expect(within(header).getByText('Wallet 1,000.00 baht')).toBeInTheDocument();
    await user.click(within(header).getByRole('button', { name: 'Receive' }));

    const confirm = await screen.findByRole('dialog', { name: 'Receive referral bonus' }, SLOW);
    expect(within(confirm).getByText("5% of your friends' successful deposits")).toBeInTheDocument();
    expect(within(confirm).getByText("10% of your friends' losses")).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Receive' }));

    expect(await screen.findByText('Referral bonus of 56.00 baht received.')).toBeInTheDocument();
    await waitFor(() => expect(within(header).getByText('Wallet 1,056.00 baht')).toBeInTheDocument());

    // Collected: the header shows nothing more to receive (a second receive is refused by the mock, see below).
    await waitFor(() => expect(within(header).getByRole('button', { name: 'Receive' })).toBeDisabled());
  });

  it('cancelling the confirmation sends nothing', async () => {
    const requests = recordRequests();
    const { user, header } = await openHome();
    await user.click(within(header).getByRole('button', { name: 'Receive' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Receive referral bonus' }, SLOW)).getByRole('button', {
        name: 'Cancel',
      }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Receive referral bonus' })).not.toBeInTheDocument(),
    );
    expect(requests).not.toContain('GET /api/invite/bonus');
  });

  it.each([
    ['INVITE_COLLECT', 'The invite bonus has already been collected.'],
    ['INVITE_INACTIVE', 'The invite bonus is not active.'],
    ['NO_INVITE_BONUS', 'There is no invite bonus to receive.'],
    ['NO_INVITEE_PLAY_INFO', 'Your invited friends have no play records yet.'],
    ['INVITE_BONUS_FAIL', 'The invite bonus could not be received.'],
  ])('%s shows its translated text in an error toast', async (code, text) => {
    const { user, header } = await openHome();
    server.use(http.get('*/api/invite/bonus', () => HttpResponse.json({ message: code }, { status: 400 })));
    await user.click(within(header).getByRole('button', { name: 'Receive' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Receive referral bonus' }, SLOW)).getByRole('button', {
        name: 'Receive',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('INVITE_INACTIVE comes from the mock when QA turns the programme off, in Thai', async () => {
    setScenario({ inviteActive: false });
    localStorage.setItem('remember-agreement', 'true');
    quietRefresh();
    const { user } = await renderHome({ as: SEEDED.member.phone, locale: 'th' });
    const header = await screen.findByRole('region', { name: 'กระเป๋าเงิน' });
    const receive = within(header).getByRole('button', { name: 'รับโบนัส' });
    await waitFor(() => expect(receive).toBeEnabled());
    await user.click(receive);
    const confirm = await screen.findByRole('dialog', { name: 'รับโบนัสชวนเพื่อน' }, SLOW);
    expect(within(confirm).getByText('5% ของยอดฝากสำเร็จของเพื่อน')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'รับโบนัส' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/\S/);
    expect(screen.getByRole('alert').textContent).toMatch(/[\u0E00-\u0E7F]/);
  });
});

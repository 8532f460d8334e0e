import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getDb, updateDb } from '@mocks/db';
import { server } from '@mocks/node';
import { renderApp, SEEDED } from '@tests/support/render-app';
import { recordRequests } from '@tests/support/request-events';

const SLOW = { timeout: 5000 };

async function openBonusPage(phone: string = SEEDED.member.phone, locale: 'en' | 'th' | 'la' = 'en') {
  const app = await renderApp('/user/bonus', { as: phone, locale });
  const grid = await screen.findByRole('region', { name: { en: 'Bonuses', th: 'โบนัส', la: 'ໂບນັດ' }[locale] }, SLOW);
  await waitFor(() => expect(within(grid).getAllByRole('button').length).toBe(4), SLOW);
  return { ...app, grid };
}

const card = (grid: HTMLElement, name: RegExp) => within(grid).getByRole('button', { name });
const wallet = (id: string) => getDb().members.find((m) => m._id === id)!.wallet;

describe('bonus grid', () => {
  it('shows received (disabled) at the period limit, clickable otherwise, and the promo form without an active bonus', async () => {
    await openBonusPage();
    const grid = screen.getByRole('region', { name: 'Bonuses' });
    expect(card(grid, /Welcome bonus.*Limited.*Received/)).toBeDisabled();
    expect(card(grid, /Daily bonus.*Daily.*Available/)).toBeEnabled();
    expect(card(grid, /Weekly bonus.*Weekly.*Available/)).toBeEnabled();
    expect(screen.getByLabelText('Enter a promo code')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Bonus in progress' })).not.toBeInTheDocument();
  });

  it('a failed bonus list shows its error with a retry, not "No bonuses right now", and the retry loads it', async () => {
    server.use(
      http.get('*/api/bonus', () => HttpResponse.json({ message: 'INTERNAL_SERVER_ERROR' }, { status: 500 }), {
        once: true,
      }),
    );
    await renderApp('/user/bonus', { as: SEEDED.member.phone });
    const grid = await screen.findByRole('region', { name: 'Bonuses' }, SLOW);
    const alert = await within(grid).findByRole('alert', {}, SLOW);
    expect(within(grid).queryByText('No bonuses right now.')).not.toBeInTheDocument();
    within(alert).getByRole('button', { name: 'Try again' }).click();
    await waitFor(() => expect(within(grid).getAllByRole('button').length).toBe(4), SLOW);
  });

  it('shows the current bonus and the active line with its type for a member with one', async () => {
    const { grid } = await openBonusPage(SEEDED.ktbMember.phone);
    expect(card(grid, /Weekly bonus.*Active/)).toHaveAttribute('aria-current', 'true');
    const line = await screen.findByRole('region', { name: 'Bonus in progress' });
    expect(within(line).getByText('Weekly')).toBeInTheDocument();
    expect(screen.queryByLabelText('Enter a promo code')).not.toBeInTheDocument();
  });
});

describe('bonus modal', () => {
  it('shows the notice with the fail percentage and receives the bonus; the line then shows it', async () => {
    const requests = recordRequests();
    const { user, grid } = await openBonusPage();
    await user.click(card(grid, /Daily bonus/));
    const modal = await screen.findByRole('dialog', { name: /Daily bonus/ }, SLOW);
    // The notice is GET /api/lookup/notice, its %percentFail% filled with the daily bonus's 5.
    await waitFor(() =>
      expect(within(modal).getByText(/if the turnover is not met, 5% of the bonus is deducted/)).toBeInTheDocument(),
    );
    expect(modal.textContent).not.toContain('%percentFail%');
    expect(requests).toContain('GET /api/lookup/notice');
    expect(within(modal).getByText('Up to 2 a day')).toBeInTheDocument();

    await user.dblClick(within(modal).getByRole('button', { name: 'Receive bonus' }));
    const success = await screen.findByRole('dialog', { name: 'Success' });
    expect(within(success).getByText('Saved')).toBeInTheDocument();
    // Issue 33: the receipt of the bonus received: its amount (the bonus's own), source and time, no reference.
    const receipt = within(success).getByRole('region', { name: 'Receipt' });
    expect(receipt).toHaveTextContent('TypeBonus received');
    expect(receipt).toHaveTextContent('Amount20.00 baht');
    expect(receipt).toHaveTextContent(/FromBonus: Daily bonus/);
    expect(receipt).toHaveTextContent('ToWallet');
    expect(receipt).toHaveTextContent(/Date and time\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}/);
    expect(receipt).not.toHaveTextContent('Reference');
    expect(requests.filter((r) => r === 'GET /api/bonus/activate/DAILY20')).toHaveLength(1);
    expect(wallet('m-1001')).toBe(1020);
    await user.click(within(success).getByRole('button', { name: 'OK' }));

    const line = await screen.findByRole('region', { name: 'Bonus in progress' });
    expect(within(line).getByText('Daily')).toBeInTheDocument();
    await waitFor(() => expect(card(grid, /Daily bonus.*Active/)).toBeEnabled());
  });

  it('offers confirm instead of receive for the current bonus', async () => {
    const { user, grid } = await openBonusPage(SEEDED.ktbMember.phone);
    await user.click(card(grid, /Weekly bonus/));
    const modal = await screen.findByRole('dialog', { name: /Weekly bonus/ }, SLOW);
    expect(within(modal).queryByRole('button', { name: 'Receive bonus' })).not.toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('BONUS_FULL from the mock shows an error alert with its text', async () => {
    const { user, grid } = await openBonusPage();
    await user.click(card(grid, /Flash bonus/));
    const modal = await screen.findByRole('dialog', { name: /Flash bonus/ }, SLOW);
    await user.click(within(modal).getByRole('button', { name: 'Receive bonus' }));
    const error = await screen.findByRole('dialog', { name: 'Something went wrong' });
    expect(within(error).getByText('This bonus is fully claimed.')).toBeInTheDocument();
    expect(within(error).queryByRole('region', { name: 'Receipt' })).not.toBeInTheDocument();
    expect(wallet('m-1001')).toBe(1000);
  });

  it.each([
    ['BONUS_MAX_CLAIMED', 'You have received this bonus the maximum number of times.'],
    ['BONUS_ALREADY_ACTIVE', 'This bonus is already active.'],
    ['BONUS_REMAINING', 'You still have a bonus in progress.'],
  ])('%s shows its translated text', async (code, text) => {
    const { user, grid } = await openBonusPage();
    server.use(http.get('*/api/bonus/activate/:code', () => HttpResponse.json({ message: code }, { status: 400 })));
    await user.click(card(grid, /Weekly bonus/));
    const modal = await screen.findByRole('dialog', { name: /Weekly bonus/ }, SLOW);
    await user.click(within(modal).getByRole('button', { name: 'Receive bonus' }));
    expect(
      within(await screen.findByRole('dialog', { name: 'Something went wrong' })).getByText(text),
    ).toBeInTheDocument();
  });
});

describe('cancel the active bonus', () => {
  it('BONUS_CONDITION from the mock shows in an alert dialog and keeps the bonus', async () => {
    const { user } = await openBonusPage(SEEDED.ktbMember.phone);
    const line = await screen.findByRole('region', { name: 'Bonus in progress' });
    await user.click(within(line).getByRole('button', { name: 'Cancel bonus' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Cancel the bonus?' })).getByRole('button', {
        name: 'Cancel bonus',
      }),
    );
    const alert = await screen.findByRole('dialog', { name: 'Something went wrong' });
    expect(within(alert).getByText('You cannot end the bonus while its conditions still hold.')).toBeInTheDocument();
    expect(getDb().rewards.userBonuses.find((u) => u.memberId === 'm-1002' && u.isActive)).toBeDefined();
  });

  it('ends the bonus after a receive: the promo form comes back and a finish_bonus entry is written', async () => {
    const { user, grid } = await openBonusPage();
    await user.click(card(grid, /Weekly bonus/));
    await user.click(
      within(await screen.findByRole('dialog', { name: /Weekly bonus/ }, SLOW)).getByRole('button', {
        name: 'Receive bonus',
      }),
    );
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Success' })).getByRole('button', { name: 'OK' }),
    );
    // The weekly bonus can only end below 5 in balance: the member lost it all.
    updateDb((db) => {
      const m = db.members.find((x) => x._id === 'm-1001')!;
      m.wallet = 0;
      for (const g of m.games) g.amount = 0;
    });
    const line = await screen.findByRole('region', { name: 'Bonus in progress' });
    await user.click(within(line).getByRole('button', { name: 'Cancel bonus' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Cancel the bonus?' })).getByRole('button', {
        name: 'Cancel bonus',
      }),
    );
    expect(await screen.findByText('The bonus has been ended.')).toBeInTheDocument();
    expect(await screen.findByLabelText('Enter a promo code')).toBeInTheDocument();
    expect(getDb().statements.at(-1)).toMatchObject({ memberId: 'm-1001', statementType: 'finish_bonus' });
  });
});

describe('promo codes', () => {
  it('forces uppercase, finds the promo and receives it', async () => {
    const requests = recordRequests();
    const { user } = await openBonusPage();
    const input = screen.getByLabelText('Enter a promo code');
    await user.type(input, 'newyear100');
    expect(input).toHaveValue('NEWYEAR100');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    const modal = await screen.findByRole('dialog', { name: 'Promo code NEWYEAR100' }, SLOW);
    expect(await within(modal).findByText('10%')).toBeInTheDocument();
    expect(within(modal).getByText(/3x turnover/)).toBeInTheDocument();
    expect(requests).toContain('GET /api/promotion/find/NEWYEAR100');
    await user.click(within(modal).getByRole('button', { name: 'Receive promotion' }));
    expect(await screen.findByRole('dialog', { name: 'Success' })).toBeInTheDocument();
    expect(requests).toContain('GET /api/promotion/activate/NEWYEAR100');
    expect(wallet('m-1001')).toBe(1100);
    const line = await screen.findByRole('region', { name: 'Bonus in progress' });
    expect(within(line).getByText('Promo code')).toBeInTheDocument();
  });

  it('shows searching, then the not-found text for an unknown code', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('*/api/promotion/find/:code', async () => {
        await gate;
        return HttpResponse.json({ message: 'NO_PROMOTION' }, { status: 404 });
      }),
    );
    const { user } = await openBonusPage();
    await user.type(screen.getByLabelText('Enter a promo code'), 'nothing');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const modal = await screen.findByRole('dialog', { name: 'Promo code NOTHING' }, SLOW);
    expect(within(modal).getByText('Searching…')).toBeInTheDocument();
    release();
    expect(await within(modal).findByText('Promo code not found.')).toBeInTheDocument();
    expect(within(modal).queryByRole('button', { name: 'Receive promotion' })).not.toBeInTheDocument();
  });

  it('a promo already received answers PROMOTION_RECEIVED in an error alert', async () => {
    const { user } = await openBonusPage();
    await user.type(screen.getByLabelText('Enter a promo code'), 'summer50');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const modal = await screen.findByRole('dialog', { name: 'Promo code SUMMER50' }, SLOW);
    await user.click(await within(modal).findByRole('button', { name: 'Receive promotion' }));
    const error = await screen.findByRole('dialog', { name: 'Something went wrong' });
    expect(within(error).getByText('You have already received this promotion.')).toBeInTheDocument();
    expect(wallet('m-1001')).toBe(1000);
  });

  it('NO_PROMOTION on activation shows its text', async () => {
    const { user } = await openBonusPage();
    server.use(
      http.get('*/api/promotion/activate/:code', () => HttpResponse.json({ message: 'NO_PROMOTION' }, { status: 404 })),
    );
    await user.type(screen.getByLabelText('Enter a promo code'), 'newyear100');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const modal = await screen.findByRole('dialog', { name: 'Promo code NEWYEAR100' }, SLOW);
    await user.click(await within(modal).findByRole('button', { name: 'Receive promotion' }));
    expect(
      within(await screen.findByRole('dialog', { name: 'Something went wrong' })).getByText('Promotion not found.'),
    ).toBeInTheDocument();
  });

  it('works in Lao', async () => {
    const { user } = await openBonusPage(SEEDED.member.phone, 'la');
    await user.type(screen.getByLabelText('ປ້ອນລະຫັດໂປຣໂມຊັນ'), 'zzz');
    await user.click(screen.getByRole('button', { name: 'ຊອກຫາ' }));
    const modal = await screen.findByRole('dialog', { name: 'ລະຫັດໂປຣໂມຊັນ ZZZ' }, SLOW);
    expect(await within(modal).findByText('ບໍ່ພົບລະຫັດໂປຣໂມຊັນນີ້')).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as WalletHeaderModule from '@/features/wallet/components/wallet-header';
import { renderHome, SEEDED } from '@tests/support/render-app';
import { agreementSeen, totalBalanceText } from './helpers';

/** How often home's wallet header has rendered: it is rendered by home itself, so it counts home's renders. */
const renders = vi.hoisted(() => ({ header: 0 }));

vi.mock('@/features/wallet/components/wallet-header', async (importOriginal) => {
  const real = await importOriginal<typeof WalletHeaderModule>();
  return {
    ...real,
    WalletHeader: (props: Parameters<typeof real.WalletHeader>[0]) => {
      renders.header += 1;
      return createElement(real.WalletHeader, props);
    },
  };
});

afterEach(() => {
  vi.useRealTimers();
});

/**
 * A tap on a money tile shows its dialog without rendering home under it again: on a slow phone that render (the
 * header, balances, notices, game accounts) was a third of the deposit's first tap (npm run perf:dialogs).
 */
describe('home under an opening dialog', () => {
  it.each([
    ['Deposit', (dialog: HTMLElement) => within(dialog).findAllByRole('tab')],
    ['Withdraw', (dialog: HTMLElement) => within(dialog).findByText('From 100.00 to 50,000.00 baht')],
  ])('the %s tile opens its dialog and home does not render again', async (tile, content) => {
    agreementSeen();
    const app = await renderHome({ as: SEEDED.member.phone });
    await totalBalanceText();
    const refresh = screen.getByRole('button', { name: 'Refresh balance' });
    await waitFor(() => expect(refresh).toBeEnabled());
    const before = renders.header;

    await app.user.click(
      within(screen.getByRole('navigation', { name: 'Quick actions' })).getByRole('button', { name: tile }),
    );
    await content(await screen.findByRole('dialog', { name: tile }));

    expect(renders.header).toBe(before);
  });
});

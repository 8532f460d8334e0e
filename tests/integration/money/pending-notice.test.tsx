import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { keyOf } from '@/contract/endpoint';
import { wallet } from '@/contract/wallet';
import { forgetIntentsInMemory, keepIntent } from '@/lib/kept-intents';
import { currentPath, renderApp, SEEDED } from '@tests/support/render-app';

// Issue 41, point 4: home's notice after a reload (a withdrawal that got no answer may still be carried out) tells
// the member to check the statement, but had no way to it, and its warning icon shrank to about 4 px beside the
// long text. It now links to the statement page and its icon keeps its 20 px.

/** A withdrawal of 150 kept from before the reload, sent a minute ago and never answered. */
function keepUnansweredWithdrawal() {
  forgetIntentsInMemory();
  keepIntent('m-1001', JSON.stringify(keyOf(wallet.withdraw)), {
    input: JSON.stringify({ amount: 150 }),
    key: 'key-before-reload',
    at: Date.now() - 60_000,
    uncertain: true,
    amount: 150,
  });
}

describe('the notice of a money move that may still be carried out', () => {
  it('links to the statement page, and its icon does not shrink beside the text', async () => {
    keepUnansweredWithdrawal();
    const { user, router } = await renderApp('/user/home', { as: SEEDED.member.phone });
    const text = await screen.findByText(/A withdrawal of 150\.00 baht sent at .* may still be carried out/);
    const notice = text.closest<HTMLElement>('[role="status"]')!;

    const icon = notice.querySelector('svg')!;
    expect(icon).toHaveAttribute('width', '20');
    // A flex item that may not shrink: the text beside it no longer squeezes it to a few pixels.
    expect(icon).toHaveClass('flex-shrink-0');

    const link = within(notice).getByRole('link', { name: 'View statement' });
    expect(link).toHaveAttribute('href', '/user/statement');
    await user.click(link);
    await waitFor(() => expect(currentPath(router)).toBe('/user/statement'));
    expect(await screen.findByRole('heading', { name: 'Statement' })).toBeInTheDocument();
  });
});

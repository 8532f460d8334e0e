import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, SEEDED } from '@tests/support/render-app';
import { recordRequests } from '@tests/support/request-events';
import { SLOW, specMinimalScenario, wallet } from '@tests/support/spec-minimal';

specMinimalScenario();

describe('bonus, spec fields only', () => {
  it('shows the lookup notice with the bonus fail percentage in the bonus modal', async () => {
    const requests = recordRequests();
    const { user } = await renderApp('/user/bonus', { as: SEEDED.member.phone });
    const grid = await screen.findByRole('region', { name: 'Bonuses' }, SLOW);
    // No names in the spec: the cards show the codes.
    await user.click(await within(grid).findByRole('button', { name: /WEEKLY50.*Available/ }, SLOW));
    const modal = await screen.findByRole('dialog', { name: 'WEEKLY50' }, SLOW);
    expect(
      await within(modal).findByText(/if the turnover is not met, 15% of the bonus is deducted/),
    ).toBeInTheDocument();
    expect(modal.textContent).not.toContain('%percentFail%');
    expect(requests).toContain('GET /api/lookup/notice');
    await user.click(within(modal).getByRole('button', { name: 'Receive bonus' }));
    expect(await screen.findByRole('dialog', { name: 'Success' })).toBeInTheDocument();
    expect(wallet()).toBe(1050);
  });
});

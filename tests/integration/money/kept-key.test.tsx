import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getDb } from '@mocks/db';
import { addFault } from '@mocks/qa/faults';
import { renderApp, SEEDED } from '@tests/support/render-app';
import { onRequestStart } from '@tests/support/request-events';
import { forgetIntentsInMemory } from '@/lib/kept-intents';

/**
 * Issue 53 item 7: every money call keeps its Idempotency-Key across a reload, as the wallet moves do: here the
 * daily bonus. Its first try gets no answer; the member reloads the page and receives the same bonus: the same
 * key goes out, and the bonus is received once.
 */

const SLOW = { timeout: 5000 };

async function receiveDailyBonus(): Promise<ReturnType<typeof renderApp>> {
  const app = renderApp('/user/bonus', { as: SEEDED.member.phone });
  const { user } = await app;
  const grid = await screen.findByRole('region', { name: 'Bonuses' }, SLOW);
  await user.click(await within(grid).findByRole('button', { name: /Daily bonus.*Available/ }, SLOW));
  const modal = await screen.findByRole('dialog', { name: /Daily bonus/ }, SLOW);
  await user.click(within(modal).getByRole('button', { name: 'Receive bonus' }));
  return app;
}

describe('a bonus received after a reload', () => {
  it('goes out with the key of the try that got no answer', async () => {
    const keys: string[] = [];
    onRequestStart(({ request }) => {
      if (new URL(request.url).pathname === '/api/bonus/activate/DAILY20')
        keys.push(request.headers.get('Idempotency-Key')!);
    });
    addFault({ endpoint: 'GET /api/bonus/activate/{code}', kind: 'network', once: true });
    const first = await receiveDailyBonus();
    const failed = await screen.findByRole('dialog', { name: 'Something went wrong' }, SLOW);
    expect(failed).toHaveTextContent(/this may have gone through/);
    await waitFor(() => expect(keys).toHaveLength(1));

    // The member reloads: a new app in the same tab, the same session.
    first.unmount();
    forgetIntentsInMemory();
    await receiveDailyBonus();
    // Its key had gone out before without an answer: the answer reads as that request's, not as a new bonus.
    expect(await screen.findByRole('dialog', { name: 'Your earlier request' }, SLOW)).toHaveTextContent(
      /This answers your request sent at .*: it was carried out once/,
    );
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[1]).toBe(keys[0]);
    // Received once: the daily bonus of 20.00 baht on the seeded 1,000.00.
    expect(getDb().members.find((m) => m.username === SEEDED.member.phone)!.wallet).toBe(1020);
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { spinHandlers } from '@mocks/handlers/spin';
import { server } from '@mocks/node';
import { renderApp, SEEDED } from '@tests/support/render-app';
import { recordRequests } from '@tests/support/request-events';

const centre = () => screen.getByRole('button', { name: /Spin the wheel/ });
const SPIN_PATH = '/api/spinwheel/spin';
const spinHandler = spinHandlers.find((h) => h.info.method === 'POST' && String(h.info.path).endsWith(SPIN_PATH))!;

beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

describe('a spin that got no answer (issue 33)', () => {
  it('is repeated by the second tap with its key: the server answers its result again and one coin is spent', async () => {
    await renderApp('/user/spin', { as: SEEDED.member.phone });
    await screen.findByRole('heading', { name: 'Lucky Wheel' });
    expect(centre()).toHaveAccessibleName('Spin the wheel (5 coins)');
    // The server spins, and its answer is lost on the way back.
    let lost = true;
    server.use(
      http.post(`*${SPIN_PATH}`, async ({ request, requestId }) => {
        if (!lost) return undefined;
        lost = false;
        await spinHandler.run({ request, requestId });
        return HttpResponse.error();
      }),
    );
    const sent = recordRequests();

    fireEvent.click(centre());
    const notice = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(within(notice).getByText(/may have gone through/)).toBeInTheDocument();
    fireEvent.click(within(notice).getAllByRole('button').at(-1)!);
    await waitFor(() => expect(centre()).toHaveAttribute('data-phase', 'idle'));
    // The reloaded setup shows the coin of the spin whose answer was lost.
    await waitFor(() => expect(centre()).toHaveAccessibleName('Spin the wheel (4 coins)'), { timeout: 5000 });

    fireEvent.click(centre());
    await waitFor(() => expect(centre()).not.toHaveAttribute('data-phase', 'idle'));
    expect(centre()).toHaveTextContent('4'); // the first spin's answer, not a second coin
    const spins = sent.filter((request) => request === 'POST /api/spinwheel/spin');
    expect(spins).toHaveLength(2);
  });
});

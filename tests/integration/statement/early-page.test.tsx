import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { statement } from '@/contract/statement';
import { STATEMENT_PAGE_SIZE } from '@/features/statement/model';
import { EARLY_KEYS } from '@/lib/early-keys';
import { call } from '@/lib/http';
import { renderApp, SEEDED, signIn } from '../../support/render-app';
import { recordRequests } from '../../support/request-events';

// On a first load of the statement with no page in its address, index.html's head script asks for the first
// page while the app downloads (build/preload-script.ts), and leaves the answer with the token it went with.
const holder = window as unknown as Record<string, unknown>;
const leave = (token: string, answer: Response) => {
  holder[EARLY_KEYS.statement] = { token, answer: Promise.resolve(answer) };
};
const firstPage = () => call(statement.list, { body: { page: 1, limit: STATEMENT_PAGE_SIZE } });
const entries = () => within(screen.getByRole('list', { name: /Statement, page/ })).getAllByRole('listitem');
const listCalls = (requests: string[]) => requests.filter((r) => r === 'POST /api/statement').length;

describe('the statement asked for by index.html', () => {
  it('shows the first page from that answer and does not ask again', async () => {
    const token = signIn(SEEDED.member.phone);
    const page = await firstPage();
    leave(token, Response.json({ total: 3, statements: page.statements.slice(0, 3) }));
    const requests = recordRequests();

    await renderApp('/user/statement');

    await screen.findByRole('list', { name: 'Statement, page 1' });
    expect(entries()).toHaveLength(3);
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
    expect(listCalls(requests)).toBe(0);
  });

  it('asks again the usual way for an answer that is not a readable 2xx, or that breaks the contract', async () => {
    for (const answer of [new Response('{}', { status: 500 }), Response.json({ statements: 'none' })]) {
      const token = signIn(SEEDED.member.phone);
      leave(token, answer);
      const requests = recordRequests();

      const { unmount } = await renderApp('/user/statement');

      await screen.findByRole('list', { name: 'Statement, page 1' });
      expect(entries()).toHaveLength(STATEMENT_PAGE_SIZE);
      expect(listCalls(requests)).toBe(1);
      unmount();
    }
  });

  it("asks again for a call that went with another session's token", async () => {
    signIn(SEEDED.member.phone);
    leave('an-earlier-session', Response.json({ total: 0, statements: [] }));
    const requests = recordRequests();

    await renderApp('/user/statement');

    await screen.findByRole('list', { name: 'Statement, page 1' });
    expect(entries()).toHaveLength(STATEMENT_PAGE_SIZE);
    expect(listCalls(requests)).toBe(1);
  });
});

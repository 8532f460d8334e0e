import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { deliverToRoom, dropAllChatSockets, roomSize } from '@mocks/chat-socket';
import { server } from '@mocks/node';
import { renderApp, SEEDED } from '@tests/support/render-app';
import { whileClockStands } from '@tests/support/held-clock';
import { onRequestStart } from '@tests/support/request-events';
import {
  fakeListGeometry,
  GUEST,
  historySize,
  rowAt,
  viewTop,
  openChat,
  supportText,
  waitForRoom,
  setUpChatGuest,
} from './helpers';

setUpChatGuest();

/** Spec section 4, "Mark-as-read is delayed 1 s" (section 9: "mark-as-read delay 1 s"). */
const SPEC_MARK_READ_MS = 1000;

describe('history', () => {
  it('loads 10 at a time; older messages come on scroll to the top without moving the view', async () => {
    const restore = fakeListGeometry();
    try {
      const { user } = await renderApp('/user/contact', { as: SEEDED.member.phone });
      const { panel } = await openChat(user);
      const list = within(panel).getByRole('log');
      expect(await within(list).findByText('Yes, it was sent to your bank account.')).toBeInTheDocument();
      expect(historySize(list)).toBe(10);
      // the earlier session ended: the separator stands between the two sessions
      expect(within(list).getByRole('separator')).toHaveTextContent('End Conversation');

      list.scrollTop = 0;
      fireEvent.scroll(list);
      const oldest = rowAt(list, 1);
      const before = viewTop(list, oldest);
      await waitFor(() => expect(historySize(list)).toBe(20));
      // 10 rows were put above: the view moved down by their height, so the row that was at the top stays put
      expect(oldest).toHaveAttribute('aria-posinset', '11');
      expect(viewTop(list, oldest)).toBe(before);
      // half of that page waits in the DOM above the view
      expect(rowAt(list, 6)).toBeInTheDocument();
      expect(within(list).getByText('Question 5 about my deposit')).toBeInTheDocument();

      list.scrollTop = 0;
      fireEvent.scroll(list);
      await waitFor(() => expect(historySize(list)).toBe(21));
      // the page before the first held the 2nd to the 11th of the 21 seeded messages; the last page the 1st
      expect(rowAt(list, 2)).toHaveTextContent('Answer 1: please check the deposit guide');
      expect(rowAt(list, 1)).toHaveTextContent('Question 1 about my deposit');
      expect(within(list).queryByRole('button', { name: 'Show earlier messages' })).toBeNull();
    } finally {
      restore();
    }
  });

  it('keeps the keyboard on "Show earlier messages" while a page loads, and in the history once the last came', async () => {
    const restore = fakeListGeometry();
    try {
      const { user } = await renderApp('/user/contact', { as: SEEDED.member.phone });
      const { panel } = await openChat(user);
      const list = within(panel).getByRole('log');
      expect(await within(list).findByText('Yes, it was sent to your bank account.')).toBeInTheDocument();
      within(list).getByRole('button', { name: 'Show earlier messages' }).focus();
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      server.use(http.post('*/api/chat/history', async () => void (await held), { once: true }));
      await user.keyboard('{Enter}');
      const busy = await within(list).findByRole('button', { name: 'Loading…' });
      expect(busy).toHaveFocus();
      expect(busy).toHaveAttribute('aria-disabled', 'true');
      release();
      await waitFor(() => expect(historySize(list)).toBe(20));
      expect(within(list).getByRole('button', { name: 'Show earlier messages' })).toHaveFocus();
      // 21 seeded messages: this page is the last, and the button goes with it
      await user.keyboard('{Enter}');
      await waitFor(() => expect(historySize(list)).toBe(21));
      expect(within(list).queryByRole('button', { name: 'Show earlier messages' })).toBeNull();
      expect(list).toHaveFocus();
    } finally {
      restore();
    }
  });

  it('marks support messages read 1 s after they are seen, not before', async () => {
    let sent = 0;
    const reads: unknown[] = [];
    onRequestStart(({ request }) => {
      if (!request.url.endsWith('/api/chat/read-customer')) return;
      sent += 1;
      void request
        .clone()
        .json()
        .then((body) => reads.push(body));
    });
    // The first page of history waits until the test's clock is in place; from then on only the timeouts are
    // fake, so the page still arrives and renders while the clock stands still.
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    server.use(http.post('*/api/chat/history', async () => void (await held), { once: true }));
    const { user } = await renderApp('/user/contact', { as: SEEDED.member.phone });
    await user.click(await screen.findByRole('button', { name: 'Open chat with support' }, { timeout: 5000 }));
    const panel = await screen.findByRole('dialog', { name: 'Chat with support' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    answer();
    await whileClockStands(() =>
      expect(within(panel).getByText('Yes, it was sent to your bank account.')).toBeVisible(),
    );

    await act(() => vi.advanceTimersByTimeAsync(SPEC_MARK_READ_MS - 1));
    expect(sent).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(sent).toBe(1);
    vi.useRealTimers();
    await waitFor(() => expect(reads).toEqual([{ userId: 'm-1001', guestId: null }]));
  });
});

describe('realtime', () => {
  it('an incoming socket event appends a message; scrolled up it raises the unread indicator', async () => {
    const restore = fakeListGeometry();
    try {
      const { user } = await renderApp('/contact');
      const { panel } = await openChat(user);
      const list = within(panel).getByRole('log');
      await waitForRoom(`customer-${GUEST}`);

      act(() => {
        deliverToRoom(`customer-${GUEST}`, supportText('s-1', 'Hello from support'));
      });
      expect(await within(list).findByText('Hello from support')).toBeInTheDocument();
      expect(within(panel).queryByRole('button', { name: /New messages/ })).toBeNull();

      for (let i = 2; i <= 9; i += 1)
        act(() => void deliverToRoom(`customer-${GUEST}`, supportText(`s-${i}`, `Filler ${i}`)));
      await within(list).findByText('Filler 9');
      // 9 rows of 72 px (the estimate) + 16 = 664 px of content in a 300 px view: at the bottom, the list
      // followed each new message down
      expect(list.scrollHeight).toBe(664);
      expect(list.scrollHeight - list.scrollTop - list.clientHeight).toBeLessThanOrEqual(60);
      // scroll up: at the top = 364 px from the bottom
      list.scrollTop = 0;
      fireEvent.scroll(list);
      // The list reads a scroll in the next animation frame; a frame asked for now runs right after it.
      await act(() => new Promise<void>((r) => requestAnimationFrame(() => r())));
      act(() => {
        deliverToRoom(`customer-${GUEST}`, supportText('s-10', 'While you were away'));
      });
      await within(list).findByText('While you were away');
      const indicator = await within(panel).findByRole('button', { name: /New messages/ });
      await user.click(indicator);
      expect(within(panel).queryByRole('button', { name: /New messages/ })).toBeNull();
    } finally {
      restore();
    }
  });

  it('the scripted agent answers over the socket, and a card button posts back', async () => {
    const { user } = await renderApp('/contact');
    const { panel, box } = await openChat(user);
    const list = within(panel).getByRole('log');
    await waitForRoom(`customer-${GUEST}`);

    await user.type(box, 'card{Enter}');
    expect(await within(list).findByText('Welcome bonus', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Read the terms' })).toHaveAttribute('rel', 'noopener noreferrer');
    await user.click(within(list).getByRole('button', { name: 'Claim bonus' }));
    expect(
      await within(list).findByText(/Your welcome bonus claim is noted/, {}, { timeout: 3000 }),
    ).toBeInTheDocument();
  });

  it('after a dropped socket the 5 s check rejoins and history is refetched', async () => {
    // Only the intervals are fake: the 5 s socket check runs when the test says so.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const { user } = await renderApp('/contact');
      const { panel } = await openChat(user);
      const list = within(panel).getByRole('log');
      await waitForRoom(`customer-${GUEST}`);

      dropAllChatSockets();
      await act(async () => {
        vi.advanceTimersByTime(4000);
      });
      // not yet: the check runs every 5 s
      expect(roomSize(`customer-${GUEST}`)).toBe(0);
      expect(roomSize(`customer-${GUEST}`)).toBe(0);
      // a reply stored while the socket was down only comes back through the history refetch
      const { updateDb } = await import('@mocks/db');
      updateDb((db) => {
        db.chats.push({
          key: `guest:${GUEST}`,
          userId: null,
          guestId: GUEST,
          session: 1,
          messages: [
            {
              ...supportText('missed-1', 'Sent while you were offline'),
              sender: 'other',
              username: null,
              name: 'Support',
              deviceToken: null,
              readAt: null,
              session_id: `guest:${GUEST}#1`,
            },
          ],
        });
      });
      await act(async () => {
        vi.advanceTimersByTime(1000);
      });
      await waitForRoom(`customer-${GUEST}`);
      expect(await within(list).findByText('Sent while you were offline')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});

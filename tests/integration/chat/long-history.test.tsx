import { fireEvent, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { updateDb } from '@mocks/db';
import { renderApp } from '@tests/support/render-app';
import { fakeListGeometry, GUEST, historySize, openChat, setUpChatGuest, supportText } from './helpers';

setUpChatGuest();

const SIZE = 60;

/** A visitor's conversation of SIZE support messages, a minute apart, the newest now. */
function storeLongConversation() {
  const start = Date.now() - SIZE * 60_000;
  updateDb((db) => {
    db.chats.push({
      key: `guest:${GUEST}`,
      userId: null,
      guestId: GUEST,
      session: 1,
      messages: Array.from({ length: SIZE }, (_, i) => ({
        ...supportText(`long-${i + 1}`, `Answer ${i + 1}`),
        sender: 'other' as const,
        createdAt: new Date(start + i * 60_000).toISOString(),
        readAt: null,
      })),
    });
  });
}

describe('a long history', () => {
  it('keeps only the rows near the view in the DOM while older pages load at the top', async () => {
    const restore = fakeListGeometry();
    try {
      storeLongConversation();
      const { user } = await renderApp('/contact');
      const { panel } = await openChat(user);
      const list = within(panel).getByRole('log');
      expect(await within(list).findByText(`Answer ${SIZE}`)).toBeInTheDocument();

      for (let loaded = 20; loaded <= 50; loaded += 10) {
        list.scrollTop = 0;
        fireEvent.scroll(list);
        await waitFor(() => expect(historySize(list)).toBe(loaded));
      }
      // 50 messages loaded, a 300 px view: in the DOM only the rows in view, half a page above, 3 below
      const rows = within(list).getAllByRole('listitem');
      expect(rows.length).toBeLessThan(20);
      // the newest are far below the view: not rendered, while half of the page just loaded on top is
      expect(within(list).queryByText(`Answer ${SIZE}`)).toBeNull();
      expect(within(list).getByText(`Answer ${SIZE - 44}`)).toBeInTheDocument();
      expect(within(list).getByRole('button', { name: 'Show earlier messages' })).toBeEnabled();
    } finally {
      restore();
    }
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import { notifyManager, type QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { dropAllChatSockets, roomSize } from '@mocks/chat-socket';
import { setChatAgentDelay } from '@mocks/handlers/chat';
import type { renderApp } from '@tests/support/render-app';
import { keyOf } from '@/contract/endpoint';
import { lookup } from '@/contract/lookup';
import { STORAGE_KEYS } from '@/lib/storage';

// Shared by the chat widget tests: the guest id they store, opening the panel, the socket room, a support
// message as the socket carries it, and a list geometry for jsdom.

export const GUEST = 'guest-test-0001';
/** Each test starts as the stored guest with a quick support agent, and ends with no socket open. */
export function setUpChatGuest() {
  beforeEach(() => {
    localStorage.setItem(STORAGE_KEYS.guestId, GUEST);
    setChatAgentDelay(20);
  });
  afterEach(() => {
    dropAllChatSockets();
  });
}

export type User = Awaited<ReturnType<typeof renderApp>>['user'];

/** Opens the widget and waits until the panel can send and the first page of history has arrived. */
export async function openChat(user: User) {
  // the widget is a lazy chunk: the first load in a test run may take a moment
  await user.click(await screen.findByRole('button', { name: 'Open chat with support' }, { timeout: 5000 }));
  const panel = await screen.findByRole('dialog', { name: 'Chat with support' });
  const box = within(panel).getByLabelText('Message');
  await waitFor(() => expect(within(panel).getByRole('button', { name: 'Attach an image or video' })).toBeEnabled());
  // The history list shows once the first page has arrived.
  await within(panel).findByRole('log');
  return { panel, box };
}

/** The mock socket server holds one connection in `room`. */
export async function waitForRoom(room: string) {
  await waitFor(() => expect(roomSize(room)).toBe(1), { timeout: 3000 });
}

/**
 * The point where the page has decided on the widget: the enableChatWidget answer is in the cache and the
 * page's observers have been told (a callback queued behind their notification has run).
 */
export async function widgetDecided(queryClient: QueryClient) {
  await waitFor(() => expect(queryClient.getQueryState(keyOf(lookup.enableChatWidget))?.status).toBe('success'));
  await act(() => new Promise<void>((resolve) => notifyManager.schedule(resolve)));
}

/** A support message as the socket carries it: a Chat conversation entry with every field spec section 3 names. */
export function supportText(id: string, text: string, session = `guest:${GUEST}#1`) {
  return {
    _id: id,
    sender: 'other',
    message: { message_type: 'text' as const, payload: text },
    createdAt: new Date().toISOString(),
    session_id: session,
    userId: null,
    guestId: GUEST,
    username: null,
    name: 'Support',
    deviceToken: null,
  };
}

export const payloadOf = (message: { message: object }) => (message.message as { payload?: unknown }).payload;

/** How many messages the history holds, as every rendered row says (aria-setsize): only rows near the view are in the DOM. */
export function historySize(list: HTMLElement) {
  const sizes = new Set(
    within(list)
      .getAllByRole('listitem')
      .map((row) => row.getAttribute('aria-setsize')),
  );
  expect(sizes.size).toBe(1);
  return Number([...sizes][0]);
}

/** A rendered row by its place in the whole history (1 = the oldest loaded). */
export function rowAt(list: HTMLElement, place: number) {
  const row = within(list)
    .getAllByRole('listitem')
    .find((li) => li.getAttribute('aria-posinset') === String(place));
  if (!row) throw new Error(`no rendered row at place ${place}`);
  return row;
}

/** How a row is placed in jsdom, which has no layout: every row at the virtualiser's estimate. */
const ROW_ESTIMATE_PX = 72;

/**
 * How far below the top of the list's view a row sits: the place of the rows' list (moved to its first row's
 * place by the virtualiser) plus the rows above it in that list, less the scroll.
 */
export function viewTop(list: HTMLElement, row: HTMLElement) {
  const rows = row.parentElement;
  const y = rows ? /^translateY\((-?[\d.]+)px\)$/.exec(rows.style.transform)?.[1] : undefined;
  if (!rows || y === undefined) throw new Error(`the row's list has no place: "${rows?.style.transform}"`);
  return Number(y) + [...rows.children].indexOf(row) * ROW_ESTIMATE_PX - list.scrollTop;
}

/**
 * jsdom has no layout: give the chat list a 300 px view. The rows are placed by the virtualiser (at its
 * estimated height: jsdom has no ResizeObserver to measure them), so the content is as tall as it makes its box.
 */
export function fakeListGeometry() {
  const height = vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    if (!this.classList.contains('chat-list')) return 0;
    return Number.parseFloat(this.querySelector<HTMLElement>('.chat-list__content')?.style.height ?? '') || 0;
  });
  const client = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.classList.contains('chat-list') ? 300 : 0;
  });
  return () => {
    height.mockRestore();
    client.mockRestore();
  };
}

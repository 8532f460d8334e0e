import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dropAllChatSockets } from '@mocks/chat-socket';
import { renderApp } from '@tests/support/render-app';
import { STORAGE_KEYS } from '@/lib/storage';
import { GUEST, openChat } from './helpers';

// Spec section 8: "Chat alerts last 4 s." Section 9 (Chat): "alerts 4 s".
const ALERT_MS = 4000;

beforeEach(() => localStorage.setItem(STORAGE_KEYS.guestId, GUEST));

afterEach(() => {
  vi.useRealTimers();
  dropAllChatSockets();
});

describe('chat alerts', () => {
  it.each([
    ['an unsupported file', () => new File(['x'], 'noextension', { type: 'image/png' }), 'File is not supported'],
    [
      'a too large image',
      () => {
        const big = new File(['x'], 'big.png', { type: 'image/png' });
        Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
        return big;
      },
      'The file is too large. Please select file no larger than 10 MB.',
    ],
  ])('the alert for %s is shown at 3.9 s and gone at 4 s', async (_case, file, text) => {
    const { user } = await renderApp('/contact');
    await openChat(user);
    vi.useFakeTimers();
    fireEvent.change(screen.getByTestId('chat-file-input'), { target: { files: [file()] } });
    const alert = screen.getByText(text).closest('[role="alert"]');
    expect(alert).toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(ALERT_MS - 100);
    });
    expect(alert).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(alert).not.toBeInTheDocument();
    expect(screen.queryByText(text)).toBeNull();
  });
});

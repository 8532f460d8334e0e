import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deliverToRoom } from '@mocks/chat-socket';
import { renderApp } from '@tests/support/render-app';
import { GUEST, openChat, supportText, waitForRoom, setUpChatGuest } from './helpers';

setUpChatGuest();

describe('message types', () => {
  it('renders buttons safely: unsafe web URLs (javascript:, data:) are never opened', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const { user } = await renderApp('/contact');
    const { panel } = await openChat(user);
    const list = within(panel).getByRole('log');
    await waitForRoom(`customer-${GUEST}`);
    act(() => {
      deliverToRoom(`customer-${GUEST}`, {
        ...supportText('b-1', ''),
        message: {
          message_type: 'buttons',
          payload: {
            text: 'Pick one',
            buttons: [
              { title: 'Script link', type: 'web', payload: 'javascript:alert(1)' },
              { title: 'Data link', type: 'web', payload: 'data:text/html,<script>alert(1)</script>' },
              { title: 'Safe link', type: 'web', payload: 'https://example.com/help' },
              { title: 'Call us', type: 'call', payload: '+6621234567' },
              { title: 'Say menu', type: 'message', payload: 'menu' },
            ],
          },
        },
      });
    });
    await within(list).findByText('Pick one');
    for (const [index, name] of ['Script link', 'Data link'].entries()) {
      const button = within(list).getByRole('button', { name });
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(button).not.toHaveAttribute('href');
      await user.click(button);
      // Issue 16: the member who pressed it is told why nothing opened (one toast per press).
      await waitFor(() =>
        expect(screen.getAllByText('This link is not safe, so it was not opened.')).toHaveLength(index + 1),
      );
    }
    expect(open).not.toHaveBeenCalled();
    for (const link of within(list).queryAllByRole('link')) expect(link.getAttribute('href')).toMatch(/^(https:|tel:)/);
    const safe = within(list).getByRole('link', { name: 'Safe link' });
    expect(safe).toHaveAttribute('href', 'https://example.com/help');
    expect(safe).toHaveAttribute('target', '_blank');
    expect(safe).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(list).getByRole('link', { name: 'Call us' })).toHaveAttribute('href', 'tel:+6621234567');

    await user.click(within(list).getByRole('button', { name: 'Say menu' }));
    expect(await within(list).findByText('menu')).toBeInTheDocument();
  });

  it('links only http(s) in text, and shows media, quick replies and cards', async () => {
    const { user } = await renderApp('/contact');
    const { panel } = await openChat(user);
    const list = within(panel).getByRole('log');
    await waitForRoom(`customer-${GUEST}`);
    const base = supportText('', '');
    act(() => {
      deliverToRoom(`customer-${GUEST}`, {
        ...base,
        _id: 't-1',
        message: { message_type: 'text', payload: 'Go to https://example.com/a or javascript:alert(1)' },
      });
      deliverToRoom(`customer-${GUEST}`, {
        ...base,
        _id: 't-2',
        message: {
          message_type: 'media',
          payload: {
            message: '',
            fileType: 'file',
            filePath: '/chat/deposit-guide.txt',
            fileName: 'guide.txt',
            url: true,
          },
        },
      });
      deliverToRoom(`customer-${GUEST}`, {
        ...base,
        _id: 't-3',
        message: {
          message_type: 'media',
          payload: { message: '', fileType: 'video', filePath: '/chat/sample.mp4', fileName: 'clip.mp4', url: true },
        },
      });
      deliverToRoom(`customer-${GUEST}`, {
        ...base,
        _id: 't-4',
        message: {
          message_type: 'quick_replies',
          payload: { text: 'Quick?', quick_replies: [{ title: 'Yes', type: 'message', payload: 'Yes' }] },
        },
      });
    });
    const link = await within(list).findByRole('link', { name: 'https://example.com/a' });
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(
      within(list)
        .getByText(/javascript:alert\(1\)/)
        .closest('a'),
    ).toBeNull();
    expect(within(list).getByRole('link', { name: 'Download guide.txt' })).toHaveAttribute('download', 'guide.txt');
    expect(list.querySelector('video')).toHaveAttribute('src', '/chat/sample.mp4');
    await user.click(within(list).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(within(list).getAllByText('Yes').length).toBeGreaterThan(1));
  });
});

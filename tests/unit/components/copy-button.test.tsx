import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyButton } from '@/components/copy-button';
import { renderWithFeedback } from './helpers';

function mockClipboard(writeText: (text: string) => Promise<void>) {
  // userEvent.setup() installs its own clipboard stub, so ours goes on afterwards.
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

// eslint-disable-next-line @typescript-eslint/unbound-method -- kept to be put back as it was, never called here
const originalExecCommand = document.execCommand;

afterEach(() => {
  document.execCommand = originalExecCommand;
});

describe('CopyButton', () => {
  it('copies the text and shows a success toast', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    mockClipboard(writeText);
    renderWithFeedback(<CopyButton text="abc" />);

    await user.click(screen.getByRole('button', { name: 'Copy' }));

    expect(writeText).toHaveBeenCalledWith('abc');
    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Copied: abc');
  });

  it('uses the label as the accessible name', () => {
    renderWithFeedback(<CopyButton text="123" label="Copy account number" />);
    expect(screen.getByRole('button', { name: 'Copy account number' })).toBeInTheDocument();
  });

  it('falls back to execCommand when the Clipboard API fails', async () => {
    const user = userEvent.setup();
    mockClipboard(vi.fn().mockRejectedValue(new Error('denied')));
    let copied = '';
    const execCommand = vi.fn((_command: string) => {
      copied = document.querySelector('textarea')?.value ?? '';
      return true;
    });
    document.execCommand = execCommand;
    renderWithFeedback(<CopyButton text="xyz" />);

    await user.click(screen.getByRole('button', { name: 'Copy' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Copied: xyz');
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(copied).toBe('xyz');
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('shows a danger toast when copying fails', async () => {
    const user = userEvent.setup();
    mockClipboard(vi.fn().mockRejectedValue(new Error('denied')));
    document.execCommand = vi.fn(() => false);
    renderWithFeedback(<CopyButton text="abc" />);

    await user.click(screen.getByRole('button', { name: 'Copy' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to copy');
    expect(screen.queryByText(/Copied/)).not.toBeInTheDocument();
  });

  it('beforeCopy decides when the copy runs: held, nothing is copied; run, the text is copied', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    mockClipboard(writeText);
    let held: (() => void) | null = null;
    renderWithFeedback(<CopyButton text="0451234567" beforeCopy={(copy) => (held = copy)} />);

    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(held).not.toBeNull();
    expect(writeText).not.toHaveBeenCalled();

    held!();
    expect(await screen.findByRole('status')).toHaveTextContent('Copied: 0451234567');
    expect(writeText).toHaveBeenCalledWith('0451234567');
  });
});

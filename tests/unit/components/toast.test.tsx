import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/toast/toast-provider';
import { useToast } from '@/components/toast/use-toast';
import type { ToastApi } from '@/components/toast/use-toast';
import './helpers';

let api: ToastApi;

function Capture() {
  api = useToast();
  return null;
}

function renderProvider() {
  render(
    <ToastProvider>
      <Capture />
    </ToastProvider>,
  );
}

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('auto-dismisses after the default 3000 ms', () => {
    renderProvider();
    act(() => {
      api.success('Saved!');
    });
    expect(screen.getByRole('status')).toHaveTextContent('Saved!');
    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(screen.getByText('Saved!')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Saved!')).not.toBeInTheDocument();
  });

  it('honours a per-call duration', () => {
    renderProvider();
    act(() => {
      api.danger('Registration failed', 4000);
    });
    act(() => {
      vi.advanceTimersByTime(3500);
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Registration failed');
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('uses role alert for danger and status for the others, each with a close button', () => {
    renderProvider();
    act(() => {
      api.info('Info');
      api.show({ message: 'Oops', variant: 'danger' });
    });
    expect(screen.getByRole('status')).toHaveTextContent('Info');
    expect(screen.getByRole('alert')).toHaveTextContent('Oops');
    expect(screen.getAllByRole('button', { name: 'Close' })).toHaveLength(2);
  });

  it('closes when the close button is pressed', () => {
    renderProvider();
    act(() => {
      api.info('Bye');
    });
    act(() => {
      screen.getByRole('button', { name: 'Close' }).click();
    });
    expect(screen.queryByText('Bye')).not.toBeInTheDocument();
  });

  it('dismiss(id) takes that toast away before its time and leaves the others', () => {
    renderProvider();
    let wrong = 0;
    act(() => {
      wrong = api.danger('Wrong code');
      api.info('Code sent');
    });
    act(() => {
      api.dismiss(wrong);
    });
    expect(screen.queryByText('Wrong code')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Code sent');
    // A toast already gone: nothing happens.
    act(() => {
      api.dismiss(wrong);
    });
    expect(screen.getByText('Code sent')).toBeInTheDocument();
  });

  it('throws a clear error outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Capture />)).toThrow(/ToastProvider/);
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '@/components/error-boundary';
import './helpers';

let shouldThrow = true;

function Fragile() {
  if (shouldThrow) throw new Error('boom');
  return <p>All good</p>;
}

describe('ErrorBoundary', () => {
  beforeEach(() => {
    shouldThrow = true;
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React logs caught errors
  });

  it('shows the recovery view when a child throws, and recovers on retry', async () => {
    const user = userEvent.setup();
    render(
      <ErrorBoundary>
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong on this screen' })).toHaveFocus();
    expect(screen.getByText('Your data is safe. Try again, or go back to the home page.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');

    shouldThrow = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('All good')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Something went wrong on this screen' })).not.toBeInTheDocument();
  });

  it('resets when resetKeys change', () => {
    const { rerender } = render(
      <ErrorBoundary resetKeys={['/a']}>
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();

    shouldThrow = false;
    rerender(
      <ErrorBoundary resetKeys={['/a']}>
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.queryByText('All good')).not.toBeInTheDocument();

    rerender(
      <ErrorBoundary resetKeys={['/b']}>
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.getByText('All good')).toBeInTheDocument();
  });
});

import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOADING_OVERLAY_DELAY_MS, LoadingOverlay } from '@/components/loading-overlay';
import './helpers';

describe('LoadingOverlay', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits 200 ms before showing', () => {
    expect(LOADING_OVERLAY_DELAY_MS).toBe(200);
    render(<LoadingOverlay show />);
    expect(screen.queryByRole('status', { name: 'Loading…' })).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(199);
    });
    expect(screen.queryByRole('status', { name: 'Loading…' })).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
  });

  it('hides at once when show turns false, and never shows for a quick load', () => {
    const { rerender } = render(<LoadingOverlay show />);
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    rerender(<LoadingOverlay show={false} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    rerender(<LoadingOverlay show />);
    act(() => {
      vi.advanceTimersByTime(150);
    });
    rerender(<LoadingOverlay show={false} />);
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

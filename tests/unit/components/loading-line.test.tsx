import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingLine } from '@/components/loading-line';
import './helpers';

describe('LoadingLine', () => {
  it('announces loading at once and leaves the spinner to the delayed reveal', () => {
    render(<LoadingLine className="custom" style={{ minHeight: '10px' }} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading…');
    expect(status).toHaveClass('custom');
    expect(status).toHaveStyle({ minHeight: '10px' });
    const spinner = status.querySelector('.spinner-border');
    expect(spinner).toHaveClass('spinner-delayed');
    expect(spinner).toHaveAttribute('aria-hidden', 'true');
  });
});

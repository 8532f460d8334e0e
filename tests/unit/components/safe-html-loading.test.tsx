import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import './helpers';

describe('SafeHtml before DOMPurify has loaded', () => {
  it('renders an empty busy element, never the raw HTML', async () => {
    // Fresh module copies, so a shared setup that preloads DOMPurify cannot hide the loading state.
    vi.resetModules();
    const { SafeHtml } = await import('@/components/safe-html');

    const { container } = render(<SafeHtml html={'<b>Later</b><img src="x" onerror="alert(1)">'} />);
    const root = container.firstElementChild as HTMLElement;
    expect(root).toHaveAttribute('aria-busy', 'true');
    expect(root).toBeEmptyDOMElement();

    expect(await screen.findByText('Later')).toBeInTheDocument();
    expect(root).not.toHaveAttribute('aria-busy');
    expect(root.innerHTML).not.toContain('onerror');
  });
});

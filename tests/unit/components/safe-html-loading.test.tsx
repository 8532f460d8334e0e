import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml } from '@/components/safe-html';
import './helpers';

// Its own file so DOMPurify has not been loaded by another test yet.
describe('SafeHtml before DOMPurify has loaded', () => {
  it('renders an empty busy element, never the raw HTML', async () => {
    const { container } = render(<SafeHtml html={'<b>Later</b><img src="x" onerror="alert(1)">'} />);
    const root = container.firstElementChild as HTMLElement;
    console.log('DBG', container.innerHTML);
    expect(root).toHaveAttribute('aria-busy', 'true');
    expect(root).toBeEmptyDOMElement();

    expect(await screen.findByText('Later')).toBeInTheDocument();
    expect(root).not.toHaveAttribute('aria-busy');
    expect(root.innerHTML).not.toContain('onerror');
  });
});

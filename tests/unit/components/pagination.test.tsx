import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from '@/components/pagination/pagination';
import './helpers';

describe('Pagination', () => {
  it('marks the current page and shows the window around it', () => {
    render(<Pagination page={5} total={100} onChange={() => {}} />);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 4' })).not.toHaveAttribute('aria-current');
    const pageNumbers = screen.getAllByRole('button', { name: /^Page \d+$/ }).map((b) => b.textContent);
    expect(pageNumbers).toEqual(['2', '3', '4', '5', '6']);
  });

  it('calls onChange with the chosen, previous and next page', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Pagination page={3} total={50} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Page 3' })); // current page: no change
    expect(onChange.mock.calls).toEqual([[2], [2], [4]]);
  });

  it('disables previous on the first page and next on the last', () => {
    const { rerender } = render(<Pagination page={1} total={25} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
    rerender(<Pagination page={3} total={25} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('uses pageSize to count pages', () => {
    const { rerender } = render(<Pagination page={4} total={25} pageSize={5} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Page 5' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
    rerender(<Pagination page={5} total={25} pageSize={5} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it.each([0, 7, 10])('renders nothing for %i items (one page or none)', (total) => {
    const { container } = render(<Pagination page={1} total={total} onChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });
});

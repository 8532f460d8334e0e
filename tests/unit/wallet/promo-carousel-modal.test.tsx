import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { loadPurify } from '@/components/sanitize-html';
import { PromoCarouselModal } from '@/features/wallet/components/promo-carousel-modal';
import { renderWithFeedback } from '../components/helpers';

const items = [
  { image: '/a.png', html: '<p>First <strong>offer</strong></p><img src=x onerror="alert(1)">' },
  { image: '/b.png', html: '<p>Second offer</p>' },
  { image: '/c.png', html: '<p>Third offer</p>' },
];

describe('promo carousel modal', () => {
  it('shows every item as a 300x211 image with its sanitised html, and closes with continue', async () => {
    await loadPurify();
    const onHide = vi.fn();
    renderWithFeedback(<PromoCarouselModal show title="Invite friends" items={items} onHide={onHide} />);
    const dialog = await screen.findByRole('dialog', { name: 'Invite friends' });
    const images = within(dialog).getAllByRole('img', { name: /Promotion \d of 3/ });
    expect(images.map((img) => [img.getAttribute('src'), img.getAttribute('width'), img.getAttribute('height')])).toEqual([
      ['/a.png', '300', '211'],
      ['/b.png', '300', '211'],
      ['/c.png', '300', '211'],
    ]);
    expect(within(dialog).getByText('offer').tagName).toBe('STRONG');
    expect(dialog.querySelector('[onerror]')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Next' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(onHide).toHaveBeenCalledTimes(1);
  });

  it('says so when there is nothing to show', async () => {
    renderWithFeedback(<PromoCarouselModal show title="Refund" items={[]} onHide={() => undefined} />);
    expect(await screen.findByText('No promotions right now.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });
});

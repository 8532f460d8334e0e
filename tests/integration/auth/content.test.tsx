import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { renderApp, SEEDED } from '@tests/support/render-app';
import la from '@/locales/la.json';

afterEach(() => vi.restoreAllMocks());

describe('how-to page', () => {
  it('lists the five videos; each opens a modal player with a local source, which stops when closed', async () => {
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
    const { user } = await renderApp('/howto');
    const titles = [
      'Using the wallet',
      'Entering a game',
      'Checking your balance',
      'Receiving bonuses',
      'Ending bonuses',
    ];
    for (const title of titles)
      expect(await screen.findByRole('button', { name: new RegExp(title) })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Checking your balance/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Checking your balance' });
    const video = dialog.querySelector('video')!;
    expect(video).toHaveAttribute('controls');
    const sources = [...video.querySelectorAll('source')].map((s) => s.getAttribute('src'));
    expect(sources).toEqual(['/videos/howto-balance.webm', '/videos/howto-balance.mp4']);
    expect(video.querySelector('track[kind="captions"]')).not.toBeNull();

    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(pause).toHaveBeenCalled();
  });

  it('is translated in Lao', async () => {
    await renderApp('/howto', { locale: 'la' });
    expect(
      await screen.findByRole('button', { name: new RegExp(la.howto.videos['end-bonus'].title) }),
    ).toBeInTheDocument();
  });
});

describe('contact pages', () => {
  it('public /contact shows the sanitised contact HTML, LINE QR, name, link and the app version', async () => {
    server.use(
      http.get('*/api/lookup/contact', () =>
        HttpResponse.json({
          contactText: '<p>Call <strong>us</strong></p><img src=x onerror="window.__pwned=1">',
          lineLink: 'https://line.me/R/ti/p/@test',
          lineName: '@test',
          lineQR: '/images/line-qr.svg',
        }),
      ),
    );
    await renderApp('/contact');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
    const strong = await screen.findByText('us');
    expect(strong.tagName).toBe('STRONG');
    expect(document.querySelector('[onerror]')).toBeNull();
    expect(screen.getByRole('img', { name: 'LINE QR code of @test' })).toHaveAttribute('src', '/images/line-qr.svg');
    expect(screen.getByText('@test')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Add us on LINE/ })).toHaveAttribute(
      'href',
      'https://line.me/R/ti/p/@test',
    );
    expect(screen.getByText('App version 1.1.14')).toBeInTheDocument();
    expect(screen.getByRole('main')).not.toHaveClass('page--offset');
  });

  it('/user/contact shows the same page with the top offset', async () => {
    await renderApp('/user/contact', { as: SEEDED.member.phone });
    expect(await screen.findByRole('img', { name: /LINE QR code of @memberportal/ })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveClass('page--offset');
  });

  it('a failed contact lookup shows a translated error with a retry', async () => {
    server.use(
      http.get('*/api/lookup/contact', () => HttpResponse.json({ message: 'INTERNAL_SERVER_ERROR' }, { status: 500 })),
    );
    await renderApp('/contact');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The contact details could not be loaded.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

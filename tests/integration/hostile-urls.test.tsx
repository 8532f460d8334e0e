import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { updateDb } from '@mocks/db';
import { server } from '@mocks/node';
import { renderApp, SEEDED } from '@tests/support/render-app';
import { agreementSeen, totalBalanceText } from './wallet/helpers';

/**
 * Issue 16: a URL from the server that the URL gate refuses is never followed or loaded, and the
 * member who pressed something is told why. The gate itself meets the whole hostile corpus in
 * tests/unit/rules/url.test.ts; here one payload goes through each sink the member can reach.
 */
const SCRIPT_URL = 'javascript:alert(1)';
const UNSAFE = 'This link is not safe, so it was not opened.';
const PLAIN_GAME = { code: 'plainslot', name: 'Plain Slot' };

beforeEach(agreementSeen);

/** Sets a game's web link (the member's account open, with credentials); adds a plain-link game for that family. */
function setGameWeb(code: string, web: string) {
  updateDb((db) => {
    const games = db.members.find((m) => m._id === 'm-1001')!.games;
    if (code === PLAIN_GAME.code && !games.some((g) => g.code === code))
      games.push({ ...games[0], ...PLAIN_GAME, username: null, password: null });
    const game = games.find((g) => g.code === code)!;
    Object.assign(game, {
      web,
      isActive: true,
      username: game.username ?? `${code}345678`,
      password: game.password ?? 'Gp5678x',
    });
  });
}

/** New-tab mode with a fake tab, and a spy on form posts: whatever the launch tries is recorded. */
async function watchLaunches() {
  const { config } = await import('@/config');
  vi.spyOn(config, 'gamesOpenInNewTab', 'get').mockReturnValue(true);
  const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
  const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
  return { tab, open, submit };
}

async function pressPlay(row: string, name: string, username: string) {
  const app = await renderApp('/user/home', { as: SEEDED.member.phone });
  await totalBalanceText();
  await app.user.click(
    within(await screen.findByRole('region', { name: row })).getByRole('button', { name: new RegExp(`^${name}`) }),
  );
  const dialog = await screen.findByRole('dialog', { name });
  await within(dialog).findByText(username);
  await app.user.click(within(dialog).getByRole('button', { name: 'Play' }));
  return dialog;
}

describe('game launches refuse a javascript: link, in every family', () => {
  it.each([
    ['joker (form post)', 'Slots', 'joker', 'Joker Gaming'],
    ['ufabet (form post)', 'Sport and casino', 'ufabet', 'UFABET'],
    ['superslot (credentials in the query)', 'Slots', 'superslot', 'Superslot'],
    ['a plain link game', 'Slots', PLAIN_GAME.code, PLAIN_GAME.name],
  ])('%s: nothing opens, nothing is posted, the member is told', async (_family, row, code, name) => {
    setGameWeb(code, SCRIPT_URL);
    const { tab, open, submit } = await watchLaunches();
    const dialog = await pressPlay(row, name, `${code}345678`);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(UNSAFE);
    expect(open).not.toHaveBeenCalled();
    expect(submit).not.toHaveBeenCalled();
    expect(tab.location.href).toBe('');
  });

  it('the autoLogin answer {link: "javascript:..."}: the opened tab closes unused and the member is told', async () => {
    server.use(http.get('*/api/autoLogin/*', () => HttpResponse.json({ link: SCRIPT_URL })));
    const { tab, open } = await watchLaunches();
    const dialog = await pressPlay('Slots', 'PG Soft', 'pg345678');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(UNSAFE);
    expect(open).toHaveBeenCalledTimes(1);
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('');
  });

  it('a refused app link is a button that says so; the safe one stays a link', async () => {
    updateDb((db) => {
      const game = db.members.find((m) => m._id === 'm-1001')!.games.find((g) => g.code === 'lottovip')!;
      Object.assign(game, {
        isActive: true,
        username: 'lottovip345678',
        password: 'Gp5678x',
        android: 'data:text/html,<script>alert(1)</script>',
      });
    });
    const app = await renderApp('/user/home', { as: SEEDED.member.phone });
    await totalBalanceText();
    await app.user.click(
      within(await screen.findByRole('region', { name: 'Lotto' })).getByRole('button', { name: /^Lotto VIP/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Lotto VIP' });
    await app.user.click(await within(dialog).findByRole('button', { name: 'Android app' }));
    expect(await screen.findByText(UNSAFE)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'iOS app' })).toHaveAttribute(
      'href',
      'https://apps.example/lottovip.ipa',
    );
    expect(document.querySelector('[href^="data:"], [href^="javascript:"]')).toBeNull();
  });
});

describe('images and links from the server', () => {
  it('a banner image with a javascript: src is not loaded; the banner still shows', async () => {
    updateDb((db) => {
      for (const bonus of db.rewards.bonuses) for (const banner of bonus.banners) banner.image = SCRIPT_URL;
    });
    const app = await renderApp('/user/bonus', { as: SEEDED.member.phone });
    const grid = await screen.findByRole('region', { name: 'Bonuses' }, { timeout: 5000 });
    await waitFor(() => expect(within(grid).getAllByRole('button').length).toBe(4), { timeout: 5000 });
    await app.user.click(within(grid).getByRole('button', { name: /Weekly bonus/ }));
    const dialog = await screen.findByRole('dialog', { name: /Weekly bonus/ }, { timeout: 5000 });
    await within(dialog).findByText('Once a week.', { exact: false });
    expect(document.querySelectorAll('img[src^="javascript"], [src*="alert"]')).toHaveLength(0);
  });

  it('game logos go through the image gate', async () => {
    updateDb((db) => {
      db.members.find((m) => m._id === 'm-1001')!.games[0].logo = 'data:text/html,<script>alert(1)</script>';
    });
    await renderApp('/user/home', { as: SEEDED.member.phone });
    await totalBalanceText();
    // The game accounts render in the pass after the balance's (src/app/routes/member-home.tsx).
    await waitFor(() => expect(document.querySelectorAll('.game-card img').length).toBeGreaterThan(0));
    expect(document.querySelectorAll('img[src^="data:text"]')).toHaveLength(0);
  });

  it('a javascript: LINE link is a button that tells the member, not a link', async () => {
    server.use(
      http.get('*/api/lookup/contact', () =>
        HttpResponse.json({
          contactText: '<p>Hi</p>',
          lineLink: SCRIPT_URL,
          lineName: '@x',
          lineQR: '//evil.example/qr.png',
        }),
      ),
    );
    const { user } = await renderApp('/contact');
    const button = await screen.findByRole(
      'button',
      { name: 'Add us on LINE (opens in a new tab)' },
      { timeout: 5000 },
    );
    await user.click(button);
    expect(await screen.findByText(UNSAFE)).toBeInTheDocument();
    expect(document.querySelector('[href^="javascript:"], img[src*="evil"]')).toBeNull();
  });

  it('a slip image URL the gate refuses is neither shown nor linked; the member is told', async () => {
    server.use(
      http.get('*/api/statement/slip/reference/*', () => HttpResponse.json({ url: '/\\evil.example/slip.png' })),
    );
    await renderApp('/user/statement', { as: SEEDED.member.phone });
    fireEvent.click(await screen.findByRole('button', { name: 'Upload status' }));
    const modal = await screen.findByRole('dialog', { name: 'Slip upload status' });
    await within(modal).findByRole('list', { name: /Slips, page/ });
    fireEvent.click(within(modal).getAllByRole('button', { name: /View the slip received/ })[0]);
    expect(await within(modal).findByRole('alert')).toHaveTextContent(UNSAFE);
    expect(within(modal).queryByRole('img', { name: /Slip received/ })).toBeNull();
    expect(document.querySelector('[src*="evil"], [href*="evil"]')).toBeNull();
  });
});

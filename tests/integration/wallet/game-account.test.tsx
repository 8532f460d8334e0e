import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getDb, updateDb } from '@mocks/db';
import { server } from '@mocks/node';
import { setScenario } from '@mocks/scenarios';
import { renderHome, SEEDED } from '@tests/support/render-app';
import { agreementSeen, totalBalanceText } from './helpers';
import { onRequestStart } from '@tests/support/request-events';

beforeEach(agreementSeen);

async function openGame(row: string, name: RegExp) {
  const app = await renderHome({ as: SEEDED.member.phone });
  await totalBalanceText();
  await app.user.click(within(await screen.findByRole('region', { name: row })).getByRole('button', { name }));
  return app;
}

describe('game account modal', () => {
  it('activates an inactive account, then shows its credentials with copy buttons', async () => {
    const { user } = await openGame('Slots', /^Joker Gaming/);
    const dialog = await screen.findByRole('dialog', { name: 'Joker Gaming' });
    expect(dialog).toHaveTextContent('You have no Joker Gaming account yet.');
    await user.click(within(dialog).getByRole('button', { name: 'Open account' }));
    expect(await within(dialog).findByText('joker345678')).toBeInTheDocument();
    const joker = getDb().members[0].games.find((g) => g.code === 'joker')!;
    expect(within(dialog).getByText(joker.password!)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copy username' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copy password' })).toBeInTheDocument();
    // The card now shows the account as open.
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Slots' })).getByRole('button', { name: /^Joker Gaming/ }),
      ).toHaveTextContent('Active'),
    );
  });

  it('an activation failure shows its translated code', async () => {
    setScenario({ gameProviderDown: true });
    const { user } = await openGame('Slots', /^Joker Gaming/);
    const dialog = await screen.findByRole('dialog', { name: 'Joker Gaming' });
    await user.click(within(dialog).getByRole('button', { name: 'Open account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The game account could not be opened.');
  });

  it('resets the password and shows the new one', async () => {
    const { user } = await openGame('Slots', /^PG Soft/);
    const dialog = await screen.findByRole('dialog', { name: 'PG Soft' });
    const old = getDb().members[0].games.find((g) => g.code === 'pg')!.password!;
    expect(await within(dialog).findByText(old)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('The password was reset.')).toBeInTheDocument();
    const next = getDb().members[0].games.find((g) => g.code === 'pg')!.password!;
    expect(next).not.toBe(old);
    expect(await within(dialog).findByText(next)).toBeInTheDocument();
  });

  it('launches an autoLogin game: the window opens in the click, then goes to the link', async () => {
    const { config } = await import('@/config');
    vi.spyOn(config, 'gamesOpenInNewTab', 'get').mockReturnValue(true);
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    let openedBeforeRequest = false;
    onRequestStart(({ request }) => {
      if (request.url.includes('/api/autoLogin/')) openedBeforeRequest = open.mock.calls.length === 1;
    });
    const { user } = await openGame('Slots', /^PG Soft/);
    const dialog = await screen.findByRole('dialog', { name: 'PG Soft' });
    await within(dialog).findByText('pg345678');
    await user.click(within(dialog).getByRole('button', { name: 'Play' }));
    await waitFor(() => expect(tab.location.href).toMatch(/\/mock-game\.html\?game=pg&user=pg345678$/));
    expect(openedBeforeRequest).toBe(true);
    expect(tab.opener).toBeNull();
  });

  it('a failed autoLogin closes the opened tab and shows the error', async () => {
    const { config } = await import('@/config');
    vi.spyOn(config, 'gamesOpenInNewTab', 'get').mockReturnValue(true);
    const tab = { opener: null, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    server.use(http.get('*/api/autoLogin/*', () => HttpResponse.json({ message: 'NOT_AREASLOT' }, { status: 400 })));
    const { user } = await openGame('Lotto', /^Huay HD/);
    const dialog = await screen.findByRole('dialog', { name: 'Huay HD' });
    await within(dialog).findByText('huayhd345678');
    await user.click(within(dialog).getByRole('button', { name: 'Play' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This game account is not an AreaSlot account.');
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('');
  });

  it('a game with app links only offers them instead of a web launch', async () => {
    const { user } = await openGame('Lotto', /^Lotto VIP/);
    const dialog = await screen.findByRole('dialog', { name: 'Lotto VIP' });
    await user.click(within(dialog).getByRole('button', { name: 'Open account' }));
    await within(dialog).findByText('lottovip345678');
    expect(within(dialog).queryByRole('button', { name: 'Play' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Android app' })).toHaveAttribute(
      'href',
      'https://apps.example/lottovip.apk',
    );
    expect(within(dialog).getByRole('link', { name: 'iOS app' })).toHaveAttribute(
      'href',
      'https://apps.example/lottovip.ipa',
    );
  });
});

describe('a game login never sends the password to an http site unless the build allows it', () => {
  const UNSAFE = 'This link is not safe, so it was not opened.';

  /** New-tab mode with a fake tab and a spy on form posts; the game's site moved to http. */
  async function httpGame(code: string, allowHttp: boolean) {
    updateDb((db) => {
      const game = db.members.find((m) => m._id === 'm-1001')!.games.find((g) => g.code === code)!;
      Object.assign(game, { web: `http://games.example/${code}`, isActive: true });
      game.username ??= `${code}345678`;
      game.password ??= 'Gp5678x';
    });
    const { config } = await import('@/config');
    vi.spyOn(config, 'gamesOpenInNewTab', 'get').mockReturnValue(true);
    vi.spyOn(config, 'allowHttpGameForms', 'get').mockReturnValue(allowHttp);
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    return { tab, open, submit };
  }

  it.each([
    ['Joker Gaming', 'joker', 'a posted login form'],
    ['Superslot', 'superslot', 'a link with the password in its query'],
  ])('%s (%s, %s): nothing opens, nothing is sent, the member is told', async (name, code) => {
    const { tab, open, submit } = await httpGame(code, false);
    const { user } = await openGame('Slots', new RegExp(`^${name}`));
    const dialog = await screen.findByRole('dialog', { name });
    await within(dialog).findByText(`${code}345678`);
    await user.click(within(dialog).getByRole('button', { name: 'Play' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(UNSAFE);
    expect(open).not.toHaveBeenCalled();
    expect(submit).not.toHaveBeenCalled();
    expect(tab.location.href).toBe('');
  });

  it('with the build setting on, Superslot opens its http site with the credentials', async () => {
    const { tab } = await httpGame('superslot', true);
    const { user } = await openGame('Slots', /^Superslot/);
    const dialog = await screen.findByRole('dialog', { name: 'Superslot' });
    await within(dialog).findByText('superslot345678');
    await user.click(within(dialog).getByRole('button', { name: 'Play' }));
    await waitFor(() =>
      expect(tab.location.href).toBe('http://games.example/superslot?username=superslot345678&password=Gp5678x'),
    );
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });
});

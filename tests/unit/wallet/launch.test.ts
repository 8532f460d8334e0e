import { afterEach, describe, expect, it, vi } from 'vitest';
import { finishLaunch, type LaunchTarget } from '@/features/wallet/launch';
import { HOSTILE_URLS } from '@tests/support/hostile-urls';

function tab() {
  const window = { location: { href: '' }, close: vi.fn() };
  return { window, target: { window: window as unknown as Window, name: 'game-x' } satisfies LaunchTarget };
}

afterEach(() => vi.restoreAllMocks());

describe('finishLaunch checks every URL at the sink', () => {
  it.each([
    ['a link plan', (url: string) => finishLaunch({ kind: 'link', url }, tab().target)],
    ['a query-login plan', (url: string) => finishLaunch({ kind: 'queryLogin', url }, tab().target)],
    [
      'an autoLogin answer',
      (url: string) => finishLaunch({ kind: 'autoLogin', params: { game: 'pg', username: 'u' } }, tab().target, url),
    ],
  ])('%s: no hostile URL is followed', (_what, launch) => {
    const followed = HOSTILE_URLS.filter(({ url }) => launch(url)).map(({ what }) => what);
    expect(followed).toEqual([]);
  });

  it('closes the opened tab and leaves it blank when the link is refused', () => {
    const { window, target } = tab();
    expect(
      finishLaunch({ kind: 'autoLogin', params: { game: 'pg', username: 'u' } }, target, 'javascript:alert(1)'),
    ).toBe(false);
    expect(window.close).toHaveBeenCalled();
    expect(window.location.href).toBe('');
  });

  it('posts no form to a refused action', () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    for (const { url } of HOSTILE_URLS)
      expect(finishLaunch({ kind: 'form', action: url, fields: { username: 'u' } }, tab().target)).toBe(false);
    expect(finishLaunch({ kind: 'form', action: 'http://games.example/joker', fields: {} }, tab().target)).toBe(false);
    expect(submit).not.toHaveBeenCalled();
    expect(document.querySelector('form')).toBeNull();
  });

  it('follows no http link with the password in its query (the build allows https only)', () => {
    const { window, target } = tab();
    const url = 'http://games.example/superslot?username=u&password=p';
    expect(finishLaunch({ kind: 'queryLogin', url }, target)).toBe(false);
    expect(window.close).toHaveBeenCalled();
    expect(window.location.href).toBe('');
  });

  it('follows a good link and posts a good form', () => {
    const { window, target } = tab();
    expect(finishLaunch({ kind: 'link', url: 'https://games.example/pg' }, target)).toBe(true);
    expect(window.location.href).toBe('https://games.example/pg');
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    expect(
      finishLaunch({ kind: 'form', action: 'https://games.example/joker', fields: { username: 'u' } }, tab().target),
    ).toBe(true);
    expect(submit).toHaveBeenCalledTimes(1);
  });
});

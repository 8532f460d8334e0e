/**
 * The dialogs' code (react-bootstrap's modal) comes after the first page; if it cannot be loaded (offline since the
 * page opened), a dialog's title and words come as a toast and it is answered as closed: never a blank app
 * (src/components/dialog/dialog-provider.tsx).
 */
import { describe, expect, it } from 'vitest';
import en from '@/locales/en.json';
import { expectPath, logInAsMember, setupApp, waitVisible } from './support';

const app = setupApp();

describe('dialogs whose code cannot be loaded', () => {
  it('comes as a toast with its title and words: a confirm answers No, the app stays', async () => {
    const page = app.page;
    await app.openApp('/login', { storage: { locale: 'en', 'remember-agreement': 'true' } });
    let refused = 0;
    await page.context().route('**/assets/dialog-view-*.js', (route) => {
      refused += 1;
      return route.abort('internetdisconnected');
    });
    await logInAsMember(page);
    await page.getByRole('button', { name: en.nav.logout }).click();
    const toast = page.getByRole('status').filter({ hasText: en.nav.logoutMessage });
    await waitVisible(toast);
    await expect.poll(() => toast.innerText()).toContain(en.nav.logoutTitle);
    expect(refused, "the dialogs' code asked for and refused").toBeGreaterThan(0);
    // Answered No: still signed in, home still there.
    await expectPath(page, '/user/home');
    await waitVisible(page.getByRole('navigation', { name: en.home.tiles.label }));
    expect(app.pageErrors).toEqual([]);
  });
});

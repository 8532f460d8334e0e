import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { trackQueryClient } from '@tests/support/query-clients';
import { SEEDED } from '@tests/support/render-app';
import { App, createApp, type AppInstance } from '@/app/app';
import { PRERENDERED_ATTRIBUTE, WAITING_ATTRIBUTE } from '@/app/first-load/markers';
import { renderLoginPages } from '@/app/first-load/render-login';
import { canHydrate, routerReady } from '@/app/first-load/take-over';
import { GONE } from '@/lib/http';
import { changeLocale } from '@/lib/i18n';

let pages: Record<string, string> | undefined;
let app: AppInstance | undefined;

/** The app as src/main.tsx has it when it decides: its router ready. */
async function readyApp() {
  const made = createApp();
  await routerReady(made.router);
  return made;
}

/** index.html on /login once its script has shown the build's page: the button waits for the app. */
async function prerenderedPage(locale: 'th' | 'en') {
  pages ??= await renderLoginPages();
  await changeLocale('en', { persist: false });
  window.history.replaceState(null, '', '/login');
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = pages[locale]!;
  container.setAttribute(PRERENDERED_ATTRIBUTE, locale);
  const button = container.querySelector<HTMLButtonElement>('button[type=submit]')!;
  button.disabled = true;
  button.setAttribute(WAITING_ATTRIBUTE, '');
  document.body.append(container);
  return container;
}

afterEach(() => {
  // The member's home, once logged in, goes on with its entry: the test's end waits for its calls.
  if (app?.queries.current) trackQueryClient(app.queries.current);
  app?.router.dispose();
  app = undefined;
  document.getElementById('root')?.remove();
  window.history.replaceState(null, '', '/');
});

describe('the login page rendered by the build (index.html shows it before any script)', () => {
  it('is taken over by the app as it is, keeping what the member typed before, and logs in', async () => {
    const container = await prerenderedPage('en');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeDisabled();
    const phone = screen.getByLabelText('Phone number');
    (phone as HTMLInputElement).value = SEEDED.member.phone; // typed while the app's code was still loading
    const errors = vi.spyOn(console, 'error');
    const recoverable = vi.fn();

    app = await readyApp();
    expect(canHydrate(container, app, 'en')).toBe(true);
    render(
      <StrictMode>
        <App app={app} />
      </StrictMode>,
      { container, hydrate: true, onRecoverableError: recoverable },
    );
    expect(recoverable).not.toHaveBeenCalled(); // a mismatch would make React render the page anew
    expect(screen.getByLabelText('Phone number')).toBe(phone);

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Password'), SEEDED.member.password);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    // Sent with the phone typed before the app started: the login went through.
    await waitFor(() => expect(app!.router.state.location.pathname).toBe('/user/home'));
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors.mock.calls.filter((call) => /hydrat/i.test(String(call[0])))).toEqual([]);
  });

  it('is rendered anew when it is in another language than the app, or the guard leaves /login', async () => {
    const thai = await prerenderedPage('th');
    app = await readyApp();
    expect(canHydrate(thai, app, 'en')).toBe(false);
    app.router.dispose();
    thai.remove();

    server.use(http.get('*/api/lookup/active', () => HttpResponse.json({ terminated: GONE })));
    const closed = await prerenderedPage('en');
    app = await readyApp();
    expect(canHydrate(closed, app, 'en')).toBe(false);
    expect(app.router.state.location.pathname).toBe('/terminated');
  });
});

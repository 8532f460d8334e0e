import { expect, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { getDb, updateDb } from '@mocks/db';
import { AppProvider } from '@/app/provider';
import { QueryLayer } from '@/app/query-layer';
import { routerReady } from '@/app/first-load/take-over';
import { createRoutes } from '@/app/router';
import { wireSession } from '@/app/session-wiring';
import { loadSanitizer } from '@/components/sanitize-html';
import type { Locale } from '@/config';
import { changeLocale } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { saveToken } from '@/lib/session';
import { trackQueryClient } from './query-clients';

export const SEEDED = {
  member: { phone: '0812345678', password: 'Demo1234' },
  ktbMember: { phone: '0898765432', password: 'Demo1234' },
  laosMember: { phone: '02055512345', password: 'Demo1234' },
} as const;

interface RenderAppOptions {
  /** Phone of a seeded member to sign in before rendering; null (default) renders as a visitor. */
  as?: string | null;
  locale?: Locale;
  remember?: boolean;
}

/** Signs a seeded member in directly in the mock database and stores the token like the app does. */
export function signIn(phone: string, remember = true): string {
  const member = getDb().members.find((m) => m.username === phone);
  if (!member) throw new Error(`No seeded member with phone ${phone}`);
  const token = `test.${member._id}.${Math.random().toString(36).slice(2)}`;
  updateDb((db) => {
    db.sessions.push({ token, memberId: member._id, createdAt: new Date().toISOString() });
  });
  saveToken(token, remember);
  return token;
}

/** Renders the whole app (real providers, routes and the MSW node server) at a URL. */
export async function renderApp(url: string, { as = null, locale = 'en', remember = true }: RenderAppOptions = {}) {
  // The sanitiser loads lazily in the app; loading it first keeps server-HTML assertions quick.
  await loadSanitizer();
  if (locale !== 'en') await changeLocale(locale);
  if (as) signIn(as, remember);
  const queryClient = createQueryClient();
  trackQueryClient(queryClient);
  const queries = new QueryLayer(queryClient);
  const router = createMemoryRouter(createRoutes(queries), { initialEntries: [url] });
  wireSession(router, queryClient);
  // Between two keys or clicks user-event waits a 0 ms timer; under a test's fake timers the test's clock gives it
  // at once (with shouldAdvanceTime it waited up to 20 ms a key for the clock's next step).
  const user = userEvent.setup({ advanceTimers: (ms) => (vi.isFakeTimers() ? vi.advanceTimersByTime(ms) : undefined) });
  // As src/main.tsx: the first render once the router is ready. The first render of a file loads the lazy route
  // modules cold; allow for a busy two-core machine.
  await routerReady(router);
  const utils = render(
    <AppProvider queries={queries}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  await waitFor(() => expect(router.state.navigation.state).toBe('idle'), { timeout: 10_000 });
  return { ...utils, user, router, queryClient, screen };
}

/** Spec section 2: home refreshes every game account 200 ms after entry, then loads the wallet. */
const HOME_ENTRY_MS = 200;

/**
 * Home as renderApp renders it, on the test's clock: fake timers that also go on with real time, moved past home's
 * entry refresh at once instead of waiting it out (tests/integration/wallet/home-entry-delay.test.tsx holds that
 * delay). For tests of what home does after its entry; the clock stays the test's until the test ends.
 */
export async function renderHome(options: RenderAppOptions = {}) {
  vi.useFakeTimers({ shouldAdvanceTime: true, advanceTimeDelta: 5 });
  const app = await renderApp('/user/home', options);
  await act(async () => {
    vi.advanceTimersByTime(HOME_ENTRY_MS);
  });
  return app;
}

export const currentPath = (router: { state: { location: { pathname: string } } }) => router.state.location.pathname;

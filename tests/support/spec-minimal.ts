/**
 * The home tiles (bonus, invite, refund, spin) against a backend that sends only the fields the spec names: the
 * mock's specMinimal scenario cuts every answer to its contract's spec fields.
 */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach } from 'vitest';
import { getDb } from '@mocks/db';
import { server } from '@mocks/node';
import { setScenario } from '@mocks/scenarios';
import { renderHome, SEEDED, signIn } from './render-app';
import { onRequestStart } from './request-events';
import { http as client } from '@/lib/http';

export const SLOW = { timeout: 5000 };
export const tile = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Quick actions' })).getByRole('button', { name });
export const wallet = () => getDb().members.find((m) => m._id === 'm-1001')!.wallet;

/** Records the JSON body of every request to a path from now on. */
export function recordBodies(path: string): unknown[] {
  const bodies: unknown[] = [];
  onRequestStart(({ request }) => {
    if (new URL(request.url).pathname === path)
      void request
        .clone()
        .json()
        .then((body: unknown) => bodies.push(body));
  });
  return bodies;
}

/** Home, with the entry refresh kept quiet (it would add random play) and the wallet answer as given. */
export async function openHome(walletAnswer?: unknown) {
  localStorage.setItem('remember-agreement', 'true');
  server.use(http.get('*/api/wallet/refresh/slot', () => HttpResponse.json({ message: 'SUCCESS', slots: [] })));
  if (walletAnswer)
    server.use(http.get('*/api/wallet', () => HttpResponse.json(walletAnswer as Record<string, unknown>)));
  const app = await renderHome({ as: SEEDED.member.phone });
  const header = await screen.findByRole('region', { name: 'Wallet' }, SLOW);
  return { ...app, header };
}

/** The seeded member's wallet answer with its profile cut to the spec's fields (no memberId). */
export async function specOnlyWallet() {
  signIn(SEEDED.member.phone);
  const { data } = await client.get<{ profile: Record<string, unknown> }>('/api/wallet');
  const { _id, name, username, createdAt, coin } = data.profile;
  return { ...data, profile: { _id, name, username, createdAt, coin } };
}

/** Every test of the file runs in English with spec-only answers and no reward banners. */
export function specMinimalScenario(): void {
  beforeEach(() => {
    localStorage.setItem('locale', 'en');
    setScenario({ specMinimal: true, rewardBanners: false });
  });
}

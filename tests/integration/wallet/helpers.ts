import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { server } from '../../../mocks/node';

/** Skips the agreement modal (it is covered by its own tests). */
export function agreementSeen(): void {
  localStorage.setItem('remember-agreement', 'true');
}

/** Records "METHOD /path" of every request the app sends from now on. */
export function recordRequests(): string[] {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    seen.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  return seen;
}

/** The header's total balance once the wallet has loaded. */
export async function totalBalanceText(): Promise<string> {
  const header = await screen.findByRole('region', { name: 'Wallet' });
  const total = within(header).getByRole('status', { name: 'Total balance' });
  await waitFor(() => expect(total).not.toHaveTextContent('–'));
  return total.textContent ?? '';
}

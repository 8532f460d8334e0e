import { File as NodeFile } from 'node:buffer';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { vi } from 'vitest';
import { server } from '@mocks/node';
import { signIn, SEEDED } from '@tests/support/render-app';
import { QueryClientProvider } from '@tanstack/react-query';
import { AppProvider } from '@/app/provider';
import { loadSanitizer } from '@/components/sanitize-html';
import { DepositModal } from '@/features/deposit/components/deposit-modal';
import { createQueryClient } from '@/lib/query-client';
import { onRequestStart } from '@tests/support/request-events';

/** A page that opens and closes the deposit modal, like the home tile does. */
function Host() {
  const [open, setOpen] = useState(true);
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        Open deposit
      </button>
      <DepositModal show={open} onHide={() => setOpen(false)} />
    </main>
  );
}

/** Renders the deposit modal open for a seeded member (the baht one unless named), with the MSW node server. */
export async function renderDeposit(phone: string = SEEDED.member.phone) {
  await loadSanitizer();
  signIn(phone);
  const queryClient = createQueryClient();
  const router = createMemoryRouter(
    [
      { path: '/user/home', element: <Host /> },
      { path: '/user/statement', element: <h1>Statement page</h1> },
    ],
    { initialEntries: ['/user/home'] },
  );
  const user = userEvent.setup({ advanceTimers: (ms) => (vi.isFakeTimers() ? vi.advanceTimersByTime(ms) : undefined) });
  const utils = render(
    <AppProvider queries={queryClient}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </AppProvider>,
  );
  return { ...utils, user, router, queryClient, dialog: () => screen.findByRole('dialog', { name: 'Deposit' }) };
}

/** The deposit modal open on its QR code tab. */
export async function openQrTab() {
  const rendered = await renderDeposit();
  const dialog = await rendered.dialog();
  await rendered.user.click(await within(dialog).findByRole('tab', { name: 'QR code' }));
  return { ...rendered, dialog };
}

/** Creates a KBANK code of the amount and answers its countdown. */
export async function createKbank(
  user: Awaited<ReturnType<typeof renderDeposit>>['user'],
  dialog: HTMLElement,
  amount = '100',
) {
  await user.type(await within(dialog).findByLabelText('Amount for KBANK'), amount);
  await user.click(within(dialog).getByRole('button', { name: 'Create QR code' }));
  return within(dialog).findByRole('timer');
}

/** Records the method and path of every /api call the app makes. */
export function recordCalls() {
  const calls: string[] = [];
  onRequestStart(({ request }) => {
    calls.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  return calls;
}

export { http, HttpResponse, server };

/**
 * jsdom's FormData/File cannot travel through MSW's XMLHttpRequest interceptor (the request never
 * starts), so slip tests use Node's own FormData and File (what a browser does natively) and a
 * stub object URL for the preview.
 */
export async function useNativeMultipart() {
  const NodeFormData = (
    await new Request('http://local/', {
      method: 'POST',
      body: 'a=b',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }).formData()
  ).constructor as typeof FormData;
  vi.stubGlobal('FormData', NodeFormData);
  let n = 0;
  URL.createObjectURL = () => `blob:preview-${(n += 1)}`;
  URL.revokeObjectURL = () => undefined;
}

export { NodeFile };

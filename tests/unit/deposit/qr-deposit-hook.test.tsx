import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { FormEvent, ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { AppFeedback } from '@/components/app-feedback';
import { useQrDeposit } from '@/features/deposit/hooks/use-qr-deposit';
import { createQueryClient } from '@/lib/query-client';
import { signIn, SEEDED } from '@tests/support/render-app';

// The QR code's refusal message, a rule that lives only in useQrDeposit: a known code is translated
// (tests/integration/deposit/qr.test.tsx), any other text is shown as sent, and no text reads QR_FAIL.

const submitEvent = () => ({ preventDefault: vi.fn() }) as unknown as FormEvent;

function refuseWith(message: string | null) {
  server.use(
    http.post('*/api/qrcode/:provider', () =>
      HttpResponse.json({ qrcodeId: null, hasQrcode: false, qrcode: null, amount: 0, expireIn: 0, message }),
    ),
  );
}

async function createRefused() {
  signIn(SEEDED.member.phone);
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <AppFeedback>{children}</AppFeedback>
    </QueryClientProvider>
  );
  const { result } = renderHook(() => useQrDeposit('KBANK'), { wrapper });
  await waitFor(() => expect(result.current.query.isSuccess).toBe(true));
  act(() => result.current.setAmountText('100'));
  await act(() => result.current.onCreate(submitEvent()));
  expect(result.current.liveView).toBeUndefined();
  expect(result.current.amountText).toBe('100');
}

describe('useQrDeposit', () => {
  it('a refusal with a text that is not a known code shows that text', async () => {
    refuseWith('Provider busy, try later');
    await createRefused();
    expect(await screen.findByText('Provider busy, try later')).toBeInTheDocument();
  });

  it('a refusal with no text says the code could not be created', async () => {
    refuseWith(null);
    await createRefused();
    expect(await screen.findByText('The QR code could not be created. Please try again.')).toBeInTheDocument();
  });
});

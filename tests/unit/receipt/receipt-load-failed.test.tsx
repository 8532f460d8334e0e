import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import en from '@/locales/en.json';
import { refuseModule } from '@tests/support/unloadable-module';

const VIEW = '@/components/receipt/receipt-view';

describe('a receipt whose code cannot be loaded (offline when the answer came)', () => {
  it('says so in its place with Try again, the dialog around it kept; Try again shows the receipt once it loads', async () => {
    refuseModule(VIEW);
    const { useReceipt } = await import('@/components/receipt/use-receipt');
    const { AppFeedback } = await import('@/components/app-feedback');
    function Answered() {
      const receipt = useReceipt();
      return <section aria-label="Success">{receipt({ move: 'transfer', amount: 150, at: Date.now() })}</section>;
    }
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <AppFeedback>
          <Suspense fallback={null}>
            <Answered />
          </Suspense>
        </AppFeedback>
      </QueryClientProvider>,
    );

    expect(await screen.findByText(en.receipt.loadFailed)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Success' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: en.receipt.title })).not.toBeInTheDocument();

    vi.doUnmock(VIEW);
    await userEvent.click(screen.getByRole('button', { name: en.common.retry }));
    expect(await screen.findByRole('region', { name: en.receipt.title })).toBeInTheDocument();
    expect(screen.queryByText(en.receipt.loadFailed)).not.toBeInTheDocument();
  });
});

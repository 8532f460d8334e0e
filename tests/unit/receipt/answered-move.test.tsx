import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DialogContext, type DialogApi, type SuccessOptions } from '@/components/dialog/use-dialog';
import { useAnsweredMove } from '@/components/receipt/use-answered-move';
import { formatDateTime } from '@/lib/format';
import { changeLocale } from '@/lib/i18n';
import type { ReceiptInput, ReceiptRow } from '@/lib/receipt';

/**
 * How a money move's answer is shown: the move's own words, Success when it is done and In progress when it is a
 * request (a withdrawal); an answer to an earlier request is that request's, titled "Your earlier request", its
 * receipt saying which request it answers; never a new success.
 */

const SENT_AT = new Date(2026, 2, 1, 11, 2, 0).getTime();

function answeredMove() {
  const dialog = {
    success: vi.fn((_shown: SuccessOptions) => Promise.resolve()),
    pending: vi.fn((_shown: SuccessOptions) => Promise.resolve()),
  };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <DialogContext.Provider value={dialog as unknown as DialogApi}>{children}</DialogContext.Provider>
    </QueryClientProvider>
  );
  const hook = renderHook(() => useAnsweredMove(), { wrapper });
  return { show: hook.result.current, dialog, hook };
}

/** The receipt rows of a shown dialog, as "label: value". */
const rowsOf = (shown: SuccessOptions) =>
  (shown.details as ReactElement<{ rows: ReceiptRow[] }>).props.rows.map((row) => `${row.label}: ${row.value}`);

const transfer: ReceiptInput = { move: 'transfer', amount: 150, at: SENT_AT + 60_000 };
const withdrawal: ReceiptInput = { move: 'withdraw', amount: 150, at: SENT_AT + 60_000 };

describe('useAnsweredMove', () => {
  it('a move answered for itself: its own words and receipt, Success when done, In progress when it is a request', async () => {
    const { show, dialog } = answeredMove();
    await show(transfer, { title: 'Success', message: 'The transfer is done.' }, null);
    expect(dialog.pending).not.toHaveBeenCalled();
    const done = dialog.success.mock.calls[0][0];
    expect(done).toMatchObject({ title: 'Success', message: 'The transfer is done.' });
    expect(rowsOf(done)).toContain('Type: Transfer');
    expect(rowsOf(done).some((row) => row.startsWith('Answers'))).toBe(false);

    await show(withdrawal, { message: 'Please wait for the transfer.' }, null);
    expect(dialog.success).toHaveBeenCalledTimes(1);
    const waiting = dialog.pending.mock.calls[0][0];
    expect(waiting).toMatchObject({ message: 'Please wait for the transfer.' });
    expect(rowsOf(waiting)).toContain('Status: In progress');
  });

  it('an answer to an earlier request: "Your earlier request", its words, and a receipt naming that request', async () => {
    const { show, dialog } = answeredMove();
    const time = formatDateTime(SENT_AT);
    await show(withdrawal, { title: 'In progress', message: 'New withdrawal' }, { at: SENT_AT }, (at) => `sent ${at}`);
    const earlier = dialog.pending.mock.calls[0][0];
    expect(earlier).toMatchObject({ title: 'Your earlier request', message: `sent ${time}` });
    expect(rowsOf(earlier)).toContain(`Answers: your request sent at ${time}, not a new one`);

    // Without the move's own words: the words for any request.
    await show(transfer, { title: 'Success' }, { at: SENT_AT });
    const any = dialog.success.mock.calls[0][0];
    expect(any.title).toBe('Your earlier request');
    expect(any.message).toBe(
      `This answers your request sent at ${time}: it was carried out once, and nothing more was moved. To make another, send it again.`,
    );
    expect(rowsOf(any)).toContain(`Answers: your request sent at ${time}, not a new one`);
  });

  it('speaks the language the member switched to since the form opened', async () => {
    const { dialog, hook } = answeredMove();
    await act(() => changeLocale('th', { persist: false }));
    hook.rerender();
    await hook.result.current(transfer, {}, { at: SENT_AT });
    expect(dialog.success.mock.calls[0][0].title).toBe('รายการที่ส่งก่อนหน้านี้');
  });
});

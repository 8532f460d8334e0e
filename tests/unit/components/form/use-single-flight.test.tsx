import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSingleFlight } from '@/components/form/use-single-flight';
import '@tests/unit/components/helpers';

function Sender({ send }: { send: () => Promise<unknown> }) {
  const flight = useSingleFlight();
  return (
    <>
      {/* Not disabled while pending: only the guard stands between a second tap and a second call. */}
      <button type="button" onClick={() => void flight.run(send).catch(() => undefined)}>
        Send
      </button>
      {flight.pending && <p role="status">Sending</p>}
    </>
  );
}

function CallbackSender({ send }: { send: (done: () => void) => void }) {
  const flight = useSingleFlight();
  return (
    <button
      type="button"
      onClick={() => {
        if (!flight.start()) return;
        send(flight.end);
      }}
    >
      Send
    </button>
  );
}

function deferred() {
  let settle: { resolve: () => void; reject: (error: Error) => void } = { resolve: () => {}, reject: () => {} };
  const promise = new Promise<void>((resolve, reject) => {
    settle = { resolve, reject };
  });
  return { promise, ...settle };
}

describe('useSingleFlight', () => {
  it('sends once on a double tap in the same frame, and is pending until the answer', async () => {
    const call = deferred();
    const send = vi.fn(() => call.promise);
    render(<Sender send={send} />);
    const button = screen.getByRole('button', { name: 'Send' });
    // Two clicks before React re-renders: the disabled attribute is not there yet, only the ref guards.
    fireEvent.click(button);
    fireEvent.click(button);
    expect(send).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('Sending');
    call.resolve();
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });

  it('releases the guard when the call fails, so the member can try again', async () => {
    const first = deferred();
    const send = vi.fn().mockReturnValueOnce(first.promise).mockResolvedValueOnce(undefined);
    render(<Sender send={send} />);
    const button = screen.getByRole('button', { name: 'Send' });
    fireEvent.click(button);
    first.reject(new Error('network'));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    fireEvent.click(button);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('guards mutate-with-callbacks through start and end', () => {
    let done: () => void = () => {};
    const send = vi.fn((end: () => void) => {
      done = end;
    });
    render(<CallbackSender send={send} />);
    const button = screen.getByRole('button', { name: 'Send' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(send).toHaveBeenCalledTimes(1);
    done();
    fireEvent.click(button);
    expect(send).toHaveBeenCalledTimes(2);
  });
});

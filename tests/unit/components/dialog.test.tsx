import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DialogProvider } from '@/components/dialog/dialog-provider';
import { useDialog } from '@/components/dialog/use-dialog';
import type { DialogApi } from '@/components/dialog/use-dialog';
import './helpers';

let api: DialogApi;

function Capture() {
  api = useDialog();
  return null;
}

function renderProvider() {
  render(
    <DialogProvider>
      <Capture />
    </DialogProvider>,
  );
}

async function settled<T>(promise: Promise<T>): Promise<{ done: boolean; value?: T }> {
  const marker = Symbol('pending');
  const result = await Promise.race([promise, new Promise<typeof marker>((r) => setTimeout(() => r(marker), 0))]);
  return result === marker ? { done: false } : { done: true, value: result as T };
}

describe('dialogs', () => {
  it('confirm resolves true when confirmed', async () => {
    const user = userEvent.setup();
    renderProvider();
    let result!: Promise<boolean>;
    act(() => {
      result = api.confirm({ title: 'Delete?', message: 'This cannot be undone', confirmLabel: 'Delete' });
    });
    const dialog = await screen.findByRole('dialog', { name: 'Delete?' });
    expect(dialog).toHaveTextContent('This cannot be undone');
    expect(await settled(result)).toEqual({ done: false });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await expect(result).resolves.toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('confirm resolves false on cancel and on Escape', async () => {
    const user = userEvent.setup();
    renderProvider();
    let first!: Promise<boolean>;
    act(() => {
      first = api.confirm({ message: 'Sure?' });
    });
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(first).resolves.toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    let second!: Promise<boolean>;
    act(() => {
      second = api.confirm({ message: 'Really?' });
    });
    expect(await screen.findByRole('dialog')).toHaveTextContent('Really?');
    await user.keyboard('{Escape}');
    await expect(second).resolves.toBe(false);
  });

  it('alert resolves when OK is pressed', async () => {
    const user = userEvent.setup();
    renderProvider();
    let result!: Promise<void>;
    act(() => {
      result = api.alert({ message: 'Heads up' });
    });
    expect(await screen.findByRole('dialog')).toHaveTextContent('Heads up');
    expect(await settled(result)).toEqual({ done: false });
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(await settled(result)).toEqual({ done: true, value: undefined });
  });

  it('success and error use the default titles and message', async () => {
    const user = userEvent.setup();
    renderProvider();
    let success!: Promise<void>;
    act(() => {
      success = api.success();
      void api.error({ message: 'Broken' });
    });
    // Queued: only the first dialog shows until it is answered.
    const first = await screen.findByRole('dialog', { name: 'Success' });
    expect(first).toHaveTextContent('Saved');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await success;
    const second = await screen.findByRole('dialog', { name: 'Something went wrong' });
    expect(second).toHaveTextContent('Broken');
  });

  // The answered dialog must not stay over the page when its fade sends no end (src/components/use-modal-exit.ts):
  // jsdom runs no transitions, so a transitionend bubbling from inside right after the answer is the whole case.
  it('an answered dialog goes even when its fade never reports its end', async () => {
    renderProvider();
    act(() => {
      void api.success({ message: 'Done' });
    });
    const dialog = await screen.findByRole('dialog', { name: 'Success' });
    const ok = screen.getByRole('button', { name: 'OK' });
    // The exit starts with the click; the button's transitionend comes before the library's timer would.
    act(() => ok.click());
    ok.dispatchEvent(new Event('transitionend', { bubbles: true }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), { timeout: 3_000 });
  });
});

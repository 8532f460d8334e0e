import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { preloadable } from '@/components/preloadable';

/** A dialog with state of its own: the tab the member chose. */
function Tabs({ title }: { title: string }) {
  const [tab, setTab] = useState('Bank transfer');
  return (
    <section aria-label={title}>
      <p>Showing {tab}</p>
      <button type="button" onClick={() => setTab('QR code')}>
        QR code
      </button>
    </section>
  );
}

function deferredModule() {
  let resolve!: (component: typeof Tabs) => void;
  const promise = new Promise<typeof Tabs>((done) => (resolve = done));
  return { load: () => promise, resolve };
}

/** The dialog open under a Suspense boundary, as home opens its dialogs. */
const opened = (Dialog: (props: { title: string }) => React.ReactNode) => (
  <Suspense fallback={<p>Loading</p>}>
    <Dialog title="Deposit" />
  </Suspense>
);

describe('preloadable', () => {
  it('a dialog opened before its code was in keeps its state when its parent renders again after', async () => {
    const module = deferredModule();
    const Dialog = preloadable(module.load);
    const { rerender } = render(opened(Dialog));
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(async () => module.resolve(Tabs));
    await userEvent.click(await screen.findByRole('button', { name: 'QR code' }));
    expect(screen.getByText('Showing QR code')).toBeInTheDocument();

    rerender(opened(Dialog));
    expect(screen.getByText('Showing QR code')).toBeInTheDocument();
  });

  it('a dialog whose code came in while it opened keeps its state when its parent renders again', async () => {
    // The module is in by the time React looks again (a prefetch started it): React replays the lazy part alone.
    const Dialog = preloadable(() => Promise.resolve(Tabs));
    const { rerender } = render(opened(Dialog));
    await userEvent.click(await screen.findByRole('button', { name: 'QR code' }));
    expect(screen.getByText('Showing QR code')).toBeInTheDocument();

    rerender(opened(Dialog));
    expect(screen.getByText('Showing QR code')).toBeInTheDocument();
  });

  it('once preloaded, a dialog renders at once, without suspending', async () => {
    const module = deferredModule();
    const Dialog = preloadable(module.load);
    const preloaded = Dialog.preload();
    module.resolve(Tabs);
    await preloaded;
    render(opened(Dialog));
    expect(screen.getByRole('region', { name: 'Deposit' })).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('a prefetch that failed (offline) is left to the first render, which loads the module again', async () => {
    let calls = 0;
    const Dialog = preloadable(() => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(Tabs);
    });
    Dialog.prefetch();
    await act(async () => undefined);
    render(opened(Dialog));
    expect(await screen.findByRole('region', { name: 'Deposit' })).toBeInTheDocument();
    expect(calls).toBe(2);
  });
});

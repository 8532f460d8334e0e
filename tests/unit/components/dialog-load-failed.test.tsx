import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DialogApi } from '@/components/dialog/use-dialog';
import { refuseModule } from '@tests/support/unloadable-module';
import './helpers';

const VIEW = '@/components/dialog/dialog-view';

describe('dialogs whose code cannot be loaded (offline since the page opened)', () => {
  it('show their title and words as a toast, a confirm answering No, and the app stays', async () => {
    refuseModule(VIEW);
    const { AppFeedback } = await import('@/components/app-feedback');
    const { useDialog } = await import('@/components/dialog/use-dialog');
    let api!: DialogApi;
    function Page() {
      api = useDialog();
      return <h1>Home</h1>;
    }
    render(
      <AppFeedback>
        <Page />
      </AppFeedback>,
    );

    let confirmed!: Promise<boolean>;
    let succeeded!: Promise<void>;
    act(() => {
      confirmed = api.confirm({ title: 'Log out?', message: 'You will need to log in again.' });
      succeeded = api.success({ title: 'Success', message: 'The transfer is done.' });
    });
    expect(await confirmed).toBe(false);
    await succeeded;
    // Each dialog's title and words, in a toast of its own.
    for (const [title, words] of [
      ['Log out?', 'You will need to log in again.'],
      ['Success', 'The transfer is done.'],
    ]) {
      const toast = (await screen.findByText(words)).closest('[role="status"]');
      expect(toast).toHaveTextContent(`${title} ${words}`);
    }
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

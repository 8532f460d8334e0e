import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ModalFrame } from '@/components/modal-frame';
import './helpers';

function Frame({ show }: { show: boolean }) {
  return (
    <ModalFrame
      show={show}
      onHide={() => undefined}
      titleId="frame-title"
      title="Slips"
      footer={<button>Close it</button>}
    >
      <p>Body</p>
    </ModalFrame>
  );
}

describe('ModalFrame', () => {
  // A modal kept mounted and hidden by `show` (the slips, the prize, the password): see use-modal-exit.ts. jsdom runs
  // no transitions, so a transitionend bubbling from inside right after the close is the whole case.
  it('a closed modal goes even when its fade never reports its end', async () => {
    const { rerender } = render(<Frame show />);
    const dialog = await screen.findByRole('dialog', { name: 'Slips' });
    const inside = screen.getByRole('button', { name: 'Close it' });
    act(() => rerender(<Frame show={false} />));
    inside.dispatchEvent(new Event('transitionend', { bubbles: true }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), { timeout: 3_000 });
  });
});

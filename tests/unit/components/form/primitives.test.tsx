import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BusyButton } from '@/components/form/busy-button';
import { controlClass, Field } from '@/components/form/field';
import { ModalFrame } from '@/components/modal-frame';
import '@tests/unit/components/helpers';

describe('BusyButton', () => {
  it('keeps its label as its name while busy and hides the spinner from assistive technology', () => {
    render(<BusyButton busy>Save</BusyButton>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button.querySelector('.spinner-border')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows the busy label instead when given one, full width and large when wide', () => {
    render(
      <BusyButton busy wide busyLabel="Loading…">
        Next
      </BusyButton>,
    );
    const button = screen.getByRole('button', { name: 'Loading…' });
    expect(button).toHaveClass('w-100', 'btn-lg');
  });

  it('is an ordinary button when not busy', () => {
    render(<BusyButton busy={false}>Save</BusyButton>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeEnabled();
    expect(button.querySelector('.spinner-border')).toBeNull();
  });
});

describe('Field', () => {
  const renderField = (error?: string) =>
    render(
      <Field id="amount" label="Amount" hint="Between 1 and 9" error={error}>
        {(control) => <input {...control} className={controlClass(control)} />}
      </Field>,
    );

  it('labels the control and describes it by the hint', () => {
    renderField();
    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(input).toHaveAccessibleDescription('Between 1 and 9');
    expect(input).not.toBeInvalid();
  });

  it('marks the control invalid and describes it by the error, announced as an alert', () => {
    renderField('Too much');
    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(input).toBeInvalid();
    expect(input).toHaveClass('is-invalid');
    expect(input).toHaveAccessibleDescription('Too much');
    expect(screen.getByRole('alert')).toHaveTextContent('Too much');
  });
});

describe('ModalFrame', () => {
  it('names the dialog by its h2 title, closes with the translated close button, and submits its form', async () => {
    const user = userEvent.setup();
    const onHide = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <ModalFrame
        onHide={onHide}
        titleId="frame-title"
        title="Withdraw"
        onSubmit={onSubmit}
        footer={<button type="submit">Go</button>}
      >
        <p>Body</p>
      </ModalFrame>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Withdraw' });
    expect(within(dialog).getByRole('heading', { level: 2, name: 'Withdraw' })).toHaveClass('h5');
    await user.click(within(dialog).getByRole('button', { name: 'Go' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onHide).toHaveBeenCalledTimes(1);
  });
});

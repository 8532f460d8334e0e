import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AmountInput } from '@/components/form/amount-input';
import '@tests/unit/components/helpers';

function Amount({ start = '', seen }: { start?: string; seen?: string[] }) {
  const [text, setText] = useState(start);
  return (
    <>
      <label htmlFor="amount">Amount</label>
      <AmountInput
        control={{ id: 'amount' }}
        value={text}
        onChange={(next) => {
          seen?.push(next);
          setText(next);
        }}
      />
    </>
  );
}

const field = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Amount' });
/** The field's text with `|` at the caret. */
const withCaret = () => {
  const { value, selectionStart } = field();
  const at = selectionStart ?? value.length;
  return `${value.slice(0, at)}|${value.slice(at)}`;
};

describe('AmountInput', () => {
  it('groups the digits while they are typed: 100000 reads 100,000 and 1000000 reads 1,000,000', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    render(<Amount seen={seen} />);
    await user.type(field(), '100000');
    expect(field()).toHaveValue('100,000');
    expect(withCaret()).toBe('100,000|');
    expect(seen).toEqual(['1', '10', '100', '1,000', '10,000', '100,000']);
    await user.type(field(), '0.5');
    expect(field()).toHaveValue('1,000,000.5');
  });

  it('keeps the caret next to the digit it followed when typing in the middle', async () => {
    const user = userEvent.setup();
    render(<Amount />);
    await user.type(field(), '1000');
    // Caret between "1," and "000": type 5.
    await user.type(field(), '5', { initialSelectionStart: 2, initialSelectionEnd: 2 });
    expect(withCaret()).toBe('15|,000');
    await user.keyboard('2');
    expect(withCaret()).toBe('152|,000');
  });

  it('Backspace removes the digit before the caret; just after a comma it removes the digit before the comma', async () => {
    const user = userEvent.setup();
    render(<Amount />);
    await user.type(field(), '12345');
    expect(field()).toHaveValue('12,345');
    await user.keyboard('{Backspace}');
    expect(withCaret()).toBe('1,234|');
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(withCaret()).toBe('1,|234');
    await user.keyboard('{Backspace}');
    expect(withCaret()).toBe('|234');
    await user.keyboard('{Delete}');
    expect(withCaret()).toBe('|34');
  });

  it('refuses what is not part of an amount and leaves the caret where it was', async () => {
    const user = userEvent.setup();
    render(<Amount start="100" />);
    await user.type(field(), 'x', { initialSelectionStart: 1, initialSelectionEnd: 1 });
    expect(withCaret()).toBe('1|00');
    await user.keyboard('..');
    expect(withCaret()).toBe('1.|00');
  });

  it('takes at most two decimals as typed: a third is refused where it is typed (issue 40 item 13)', async () => {
    const user = userEvent.setup();
    render(<Amount />);
    await user.type(field(), '100.555');
    expect(field()).toHaveValue('100.55');
    await user.type(field(), '9', { initialSelectionStart: 4, initialSelectionEnd: 4 });
    expect(withCaret()).toBe('100.|55');
    // A point that would leave three digits after it is refused too.
    await user.clear(field());
    await user.type(field(), '1000');
    await user.type(field(), '.', { initialSelectionStart: 1, initialSelectionEnd: 1 });
    expect(withCaret()).toBe('1|,000');
  });
});

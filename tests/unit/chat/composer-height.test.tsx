import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChatComposer } from '@/features/chat/components/chat-composer';

// The box's height as the engine lays out its text: 24 px a line.
function layOutLines() {
  vi.spyOn(HTMLTextAreaElement.prototype, 'scrollHeight', 'get').mockImplementation(function (
    this: HTMLTextAreaElement,
  ) {
    return 24 * this.value.split('\n').length;
  });
}

function withFieldSizing(supported: boolean) {
  vi.stubGlobal('CSS', { supports: (property: string) => supported && property === 'field-sizing' });
}

afterEach(() => vi.unstubAllGlobals());

describe('the chat message box grows with its text', () => {
  it('takes its text height where the engine has no field-sizing (WebKit before it)', async () => {
    withFieldSizing(false);
    layOutLines();
    const user = userEvent.setup();
    render(<ChatComposer disabled={false} onSendText={() => true} onSendFile={() => undefined} />);
    const box = screen.getByLabelText('Message');
    await user.type(box, 'one{Shift>}{Enter}{/Shift}two{Shift>}{Enter}{/Shift}three');
    expect(box).toHaveStyle({ height: '72px' });
  });

  it('leaves it to the engine where field-sizing: content works', async () => {
    withFieldSizing(true);
    layOutLines();
    const user = userEvent.setup();
    render(<ChatComposer disabled={false} onSendText={() => true} onSendFile={() => undefined} />);
    const box = screen.getByLabelText('Message');
    await user.type(box, 'one{Shift>}{Enter}{/Shift}two');
    expect(box.style.height).toBe('');
  });
});

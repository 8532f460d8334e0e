import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setScenario } from '@mocks/scenarios';
import { renderApp } from '@tests/support/render-app';
import { PANEL_COVERS_PAGE } from '@/features/chat/hooks/use-phone-tab-trap';
import { openChat, setUpChatGuest } from './helpers';

setUpChatGuest();

/** A screen `width` px wide, as far as the chat's media query asks. */
function screenWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === PANEL_COVERS_PAGE && width < 576,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the chat panel on a phone, where it covers the page', () => {
  it('keeps Tab and Shift+Tab among its own controls, and gives the focus back to the launcher on close', async () => {
    screenWidth(360);
    setScenario({ enableChatWidget: true });
    const { user } = await renderApp('/contact');
    const { panel, box } = await openChat(user);
    expect(panel).toHaveAttribute('aria-modal', 'true');
    await waitFor(() => expect(box).toHaveFocus());
    // The chat's controls: the panel's and the launcher beside it (hidden from the accessibility tree while the
    // panel is modal, as the page behind it is).
    const chat = panel.closest('.chat-widget')!;
    for (let step = 0; step < 12; step += 1) {
      await user.tab();
      expect(chat.contains(document.activeElement), `Tab ${step + 1}`).toBe(true);
    }
    for (let step = 0; step < 12; step += 1) {
      await user.tab({ shift: true });
      expect(chat.contains(document.activeElement), `Shift+Tab ${step + 1}`).toBe(true);
    }
    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('button', { name: 'Open chat with support' })).toHaveFocus();
  });

  it('on a wider screen, where the page stays in view beside it, the panel is not modal and Tab goes on', async () => {
    screenWidth(800);
    setScenario({ enableChatWidget: true });
    const { user } = await renderApp('/contact');
    const { panel, box } = await openChat(user);
    expect(panel).toHaveAttribute('aria-modal', 'false');
    await waitFor(() => expect(box).toHaveFocus());
    const chat = panel.closest('.chat-widget')!;
    let left = false;
    for (let step = 0; step < 12 && !left; step += 1) {
      await user.tab();
      left = !chat.contains(document.activeElement);
    }
    expect(left).toBe(true);
  });
});

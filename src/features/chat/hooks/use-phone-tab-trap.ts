import { useEffect, useState, type RefObject } from 'react';

/** Below this width the open panel covers the page (src/styles/_chat.scss): there the chat is modal. */
export const PANEL_COVERS_PAGE = '(max-width: 575.98px)';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function panelCoversPage(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(PANEL_COVERS_PAGE).matches;
}

/**
 * Whether the panel covers the page, read once and then on each change of the width: never on a render, so
 * paging through a long history asks no media query (the chat's smoothness test at 4x CPU).
 */
export function usePanelCoversPage(): boolean {
  const [covers, setCovers] = useState(panelCoversPage);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(PANEL_COVERS_PAGE);
    const onChange = () => setCovers(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return covers;
}

/**
 * While the open panel covers the page (a phone), Tab and Shift+Tab go round the chat's own controls (the panel
 * and the launcher that closes it) and never reach the controls hidden behind it.
 */
export function usePhoneTabTrap(open: boolean, container: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      const chat = container.current;
      if (event.key !== 'Tab' || !chat || !panelCoversPage()) return;
      const focusable = [...chat.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[hidden]'));
      // Indexes, not .at(): iOS Safari before 15.4 has no Array.prototype.at.
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      const inside = active !== null && chat.contains(active);
      if (!inside || active === (event.shiftKey ? first : last)) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, container]);
}

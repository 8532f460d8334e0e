import { useEffect } from 'react';

const STOPS =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), ' +
  'textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Tab and Shift+Tab cycle inside the open dialog (the topmost). react-bootstrap's Modal pulls back a focus that
 * lands on the page behind it, but not one that leaves the document: from the last control of a dialog that ends
 * the page (the log-out question), Tab went to the browser and the next Tab to the page's top bar.
 */
export function keepTabInDialog(event: KeyboardEvent): void {
  if (event.key !== 'Tab') return;
  const dialogs = document.querySelectorAll<HTMLElement>('.modal.show[role="dialog"]');
  const dialog = dialogs[dialogs.length - 1];
  if (!dialog) return;
  const stops = [...dialog.querySelectorAll<HTMLElement>(STOPS)].filter((el) => el.getClientRects().length > 0);
  const active = document.activeElement;
  const first = stops[0];
  const last = stops[stops.length - 1];
  if (!first || !last) {
    event.preventDefault();
    dialog.focus();
  } else if (event.shiftKey && (active === first || !dialog.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

/** Installs keepTabInDialog for the app's lifetime. */
export function useKeepTabInDialogs(): void {
  useEffect(() => {
    document.addEventListener('keydown', keepTabInDialog);
    return () => document.removeEventListener('keydown', keepTabInDialog);
  }, []);
}

import { useEffect, useRef } from 'react';
import type { ModalProps } from 'react-bootstrap/Modal';

/** Well past Bootstrap's 150 ms fade. */
const EXIT_BACKSTOP_MS = 1_000;

/**
 * The exit callbacks every react-bootstrap Modal of the app takes. The library ends a modal's exit on its fade's
 * transitionend, with dom-helpers' timer for when none comes; but that timer stands down on any transitionend
 * bubbling from inside the dialog (a button's colour as it is tapped) and then waits for the dialog's own, which a
 * fade the browser did not run never sends. The closed dialog would stay over the page, see-through, taking every
 * tap (CI saw it once: the Success dialog after a transfer). So once an exit has run this long, the dialog's own end
 * is sent, as the library's timer would have; an exit that ended, or a modal shown again, stops it.
 */
export function useModalExit(callbacks: Pick<ModalProps, 'onEnter' | 'onExit' | 'onExited'>) {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return {
    onEnter: (node: HTMLElement, isAppearing: boolean) => {
      clearTimeout(timer.current);
      callbacks.onEnter?.(node, isAppearing);
    },
    onExit: (node: HTMLElement) => {
      callbacks.onExit?.(node);
      clearTimeout(timer.current);
      timer.current = setTimeout(
        () => node.dispatchEvent(new Event('transitionend', { bubbles: true })),
        EXIT_BACKSTOP_MS,
      );
    },
    onExited: (node: HTMLElement) => {
      clearTimeout(timer.current);
      callbacks.onExited?.(node);
    },
  };
}

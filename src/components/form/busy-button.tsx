import type { ReactNode, Ref } from 'react';
import Button, { type ButtonProps } from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';

export interface BusyButtonProps extends ButtonProps {
  /** Shows the spinner, sets aria-busy and disables the button. */
  busy: boolean;
  /** Replaces the label while busy (the wizard's "Loading…"); by default the label stays beside the spinner. */
  busyLabel?: ReactNode;
  /** An icon the spinner takes the place of while busy. */
  icon?: ReactNode;
  /** The full-width large primary action of the login and register forms. */
  wide?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function BusyButton({
  busy,
  busyLabel,
  icon,
  wide = false,
  disabled,
  className,
  children,
  ...rest
}: BusyButtonProps) {
  const spinner = (
    <Spinner animation="border" size="sm" aria-hidden="true" className={icon || busyLabel ? undefined : 'me-1'} />
  );
  let content: ReactNode;
  if (busy && busyLabel !== undefined) {
    content = (
      <>
        {spinner} {busyLabel}
      </>
    );
  } else if (icon) {
    content = (
      <>
        {busy ? spinner : icon} {children}
      </>
    );
  } else {
    content = (
      <>
        {busy && spinner}
        {children}
      </>
    );
  }
  const classes = [wide ? 'w-100' : null, className].filter(Boolean).join(' ') || undefined;
  return (
    <Button
      size={wide ? 'lg' : undefined}
      {...rest}
      className={classes}
      disabled={busy || disabled}
      aria-busy={busy || undefined}
    >
      {content}
    </Button>
  );
}

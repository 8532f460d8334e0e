import type { Ref } from 'react';
import { BusyButton } from '@/components/form/busy-button';

/** The modal frame's footer layout for MoveButtons: two equal columns. */
export const moveFooter = { footerClassName: 'd-grid gap-2', footerStyle: { gridTemplateColumns: '1fr 1fr' } };

export interface MoveButtonsProps {
  allLabel: string;
  onAll: () => void;
  allBusy: boolean;
  allRef?: Ref<HTMLButtonElement>;
  submitLabel: string;
  submitBusy: boolean;
  /** Both buttons wait while any move is on its way or the wallet is unknown. */
  disabled: boolean;
  submitDisabled?: boolean;
}

/** Transfer and withdraw: "all" (a move of the whole balance) beside the submit of the typed amount. */
export function MoveButtons(props: MoveButtonsProps) {
  return (
    <>
      <BusyButton
        ref={props.allRef}
        type="button"
        variant="outline-primary"
        onClick={props.onAll}
        busy={props.allBusy}
        disabled={props.disabled}
      >
        {props.allLabel}
      </BusyButton>
      <BusyButton type="submit" busy={props.submitBusy} disabled={props.disabled || props.submitDisabled}>
        {props.submitLabel}
      </BusyButton>
    </>
  );
}

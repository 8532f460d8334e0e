import { useCallback, useLayoutEffect, useRef, type ChangeEvent, type Ref } from 'react';
import FormControl from 'react-bootstrap/FormControl';
import { amountProblem, editAmountText, groupAmountText } from '@/rules/amount-text';
import type { FieldControl } from './field';

export interface AmountInputProps {
  control: FieldControl;
  /**
   * The amount as shown, grouped ("100,000"): parseAmount (src/rules/amount-text.ts) reads it as 100000. Text that
   * is not one amount of the currency ("150000.75" in kip, "150,75") is kept as written, for the form to refuse
   * with amountProblem's message: never read as another amount.
   */
  value: string;
  onChange: (text: string) => void;
  isInvalid?: boolean;
  /** An empty amount in the member's currency's form: "0.00" for baht (the default), "0" for kip. */
  placeholder?: string;
  /** The most decimals the currency takes: 2 (baht, the default), 0 (kip); more are refused as typed. */
  decimals?: number;
  ref?: Ref<HTMLInputElement>;
}

function deletionOf(event: ChangeEvent<HTMLInputElement>): 'backward' | 'forward' | undefined {
  const type = (event.nativeEvent as InputEvent).inputType;
  if (type === 'deleteContentBackward') return 'backward';
  if (type === 'deleteContentForward') return 'forward';
  return undefined;
}

const pastedIn = (event: ChangeEvent<HTMLInputElement>) =>
  ['insertFromPaste', 'insertFromDrop'].includes((event.nativeEvent as InputEvent).inputType);

/**
 * A money amount as the member types it: text with the decimal keypad, digits grouped by threes while typing
 * (src/rules/amount-text.ts) with the caret kept next to the digit it followed; parsed by the feature's rules.
 */
export function AmountInput({
  control,
  value,
  onChange,
  isInvalid,
  placeholder = '0.00',
  decimals = 2,
  ref,
}: AmountInputProps) {
  const input = useRef<HTMLInputElement | null>(null);
  /** Where the caret goes once the grouped text is rendered. */
  const caret = useRef<number | null>(null);
  const setRef = useCallback(
    (node: HTMLInputElement | null) => {
      input.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );

  useLayoutEffect(() => {
    const node = input.current;
    const at = caret.current;
    caret.current = null;
    if (node && at !== null && node.ownerDocument.activeElement === node) node.setSelectionRange(at, at);
  }, [value]);

  const shown = amountProblem(value, decimals) ? value : groupAmountText(value, decimals === 0);

  const onInput = (event: ChangeEvent<HTMLInputElement>) => {
    const target = event.target;
    const edit = editAmountText({
      text: target.value,
      caret: target.selectionStart ?? target.value.length,
      previous: shown,
      deletion: deletionOf(event),
      pasted: pastedIn(event),
      decimals,
    });
    caret.current = edit.caret;
    // The same text as before (a letter, a second point, a decimal too many): React keeps the field as it was;
    // put the caret back.
    if (edit.text === shown) {
      target.value = shown;
      target.setSelectionRange(edit.caret, edit.caret);
    }
    onChange(edit.text);
  };

  return (
    <FormControl
      {...control}
      ref={setRef}
      type="text"
      inputMode={decimals === 0 ? 'numeric' : 'decimal'}
      autoComplete="off"
      placeholder={placeholder}
      value={shown}
      isInvalid={isInvalid}
      onChange={onInput}
    />
  );
}

import type { Ref } from 'react';
import Form from 'react-bootstrap/Form';
import type { FieldControl } from './field';

export interface AmountInputProps {
  control: FieldControl;
  value: string;
  onChange: (text: string) => void;
  isInvalid?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** A money amount as the member types it: text with the decimal keypad (parsed by the feature's rules, not the browser). */
export function AmountInput({ control, value, onChange, isInvalid, ref }: AmountInputProps) {
  return (
    <Form.Control
      {...control}
      ref={ref}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      placeholder="0.00"
      value={value}
      isInvalid={isInvalid}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

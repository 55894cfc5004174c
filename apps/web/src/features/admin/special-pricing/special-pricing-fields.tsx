import type { ComponentPropsWithRef } from 'react';
import { TextField } from '../../../components/text-field';

type FieldProps = Omit<
  ComponentPropsWithRef<typeof TextField>,
  'label' | 'type' | 'inputMode' | 'min' | 'max' | 'step'
>;

/** The special discount of the create and edit dialogs: 0 to 100 % in hundredths (spec 03 section 5). */
export function DiscountPercentField(props: FieldProps) {
  return (
    <TextField
      label="Discount (%)"
      type="number"
      inputMode="decimal"
      min={0}
      max={100}
      step={0.01}
      {...props}
    />
  );
}

/** How many times the special price may be used, a whole number from 1; empty means unlimited. */
export function MaxUsesField(props: FieldProps) {
  return (
    <TextField label="Max uses (optional)" type="number" inputMode="numeric" min={1} step={1} {...props} />
  );
}

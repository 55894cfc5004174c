import { MAX_QUANTITY, MIN_QUANTITY } from '../state/material-state';

/**
 * What the quantity field holds while typing: digits only, at most three of them, so 999 is the
 * largest value it can ever show. An empty field is allowed until it loses focus.
 */
export function quantityDraft(text: string): string {
  return text.replace(/\D/g, '').slice(0, 3);
}

/** On blur an empty entry or one under 1 becomes 1 (spec 01 section 5); above 999 becomes 999. */
export function quantityOnBlur(text: string): number {
  const value = Number.parseInt(text, 10);
  if (!Number.isFinite(value) || value < MIN_QUANTITY) return MIN_QUANTITY;
  return Math.min(value, MAX_QUANTITY);
}

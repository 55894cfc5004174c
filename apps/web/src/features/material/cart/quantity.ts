import {
  becomesOneOnBlur,
  MAX_QUANTITY,
  MIN_QUANTITY,
  QUANTITY_MESSAGE,
  readWholeQuantity,
} from '@stonetool/domain/limits';

/**
 * What the quantity field's text means while typing: a whole number from 1 to 999 counts at once;
 * an empty field waits for blur; anything else ("2.5", "-3", "1000") is refused with the rule,
 * never read as the digits it contains.
 */
export function quantityEntry(text: string): { quantity: number | null; error: string | null } {
  if (text.trim() === '') return { quantity: null, error: null };
  const quantity = readWholeQuantity(text);
  return quantity === null ? { quantity: null, error: QUANTITY_MESSAGE } : { quantity, error: null };
}

/**
 * On blur an empty entry or zero becomes 1 (spec 01 section 5); any other refused entry puts back
 * `kept`, the quantity the line had before the entry.
 */
export function quantityOnBlur(text: string, kept = MIN_QUANTITY): number {
  if (becomesOneOnBlur(text)) return MIN_QUANTITY;
  return readWholeQuantity(text) ?? kept;
}

/** What the field says after a refused entry was put back, so the person knows it was not taken. */
export function refusedQuantityMessage(text: string, kept: number): string | null {
  if (quantityEntry(text).error === null || becomesOneOnBlur(text)) return null;
  return `"${text.trim()}" is not a whole number from ${MIN_QUANTITY} to ${MAX_QUANTITY}; the quantity stays ${kept}.`;
}

/**
 * Spec 01 sections 3, 5 and 9: a quantity is a whole number from 1 to 999. The same bounds hold
 * for a slab count in the cart, an order line, a delivery tier and a piece of an Expert quote.
 */
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 999;

/** How a refused quantity is described, after the field's name ("quantity must be …"). */
export const WHOLE_QUANTITY_RULE = `must be a whole number from ${MIN_QUANTITY} to ${MAX_QUANTITY}`;
export const QUANTITY_MESSAGE = `Quantity ${WHOLE_QUANTITY_RULE}`;

/**
 * A quantity as a person typed it: digits only (surrounding spaces allowed), from 1 to 999; null
 * for anything else. "2.5", "-3", "1e2" and "1000" are refused, never read as 25, 3, 100 or 100.
 */
export function readWholeQuantity(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= MIN_QUANTITY && value <= MAX_QUANTITY ? value : null;
}

/** Spec 01 section 5: a quantity field left empty or at zero becomes 1 when it loses focus. */
export function becomesOneOnBlur(text: string): boolean {
  return /^\s*0*\s*$/.test(text);
}

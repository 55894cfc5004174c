import type { TCreateSharedCartRequest } from '@stonetool/contracts/shared-carts';
import type { TStone } from '@stonetool/contracts/stones';
import { areaOfSlabs } from '@stonetool/domain/catalog/slabs-for-area';
import { areaSqft, roundAreaForDisplay } from '@stonetool/domain/estimate/area';
import { readWholeQuantity, WHOLE_QUANTITY_RULE } from '@stonetool/domain/limits';

/**
 * A line of the cart the admin is putting together; quantity in whole slabs, as the claimed cart
 * will hold them (the request carries their square feet, spec 01 section 9).
 */
export type DraftLine = {
  stone_id: string;
  brand: string;
  type: string;
  color: string;
  thickness: string;
  finish: string;
  quantity: number;
  notes: string;
  slabWidthIn: number;
  slabHeightIn: number;
};

const lineName = (line: DraftLine) => `${line.brand} ${line.color} ${line.thickness} ${line.finish}`;

/** The square feet of one slab of the line's stone, as shown next to its slab count. */
export function slabSquareFeet(line: DraftLine): number {
  return roundAreaForDisplay(areaSqft(line.slabWidthIn, line.slabHeightIn, 1));
}

/** The line as the request sends it: the square feet of its whole slabs, which the claim reads back as those slabs. */
export function toCartItem(line: DraftLine): TCreateSharedCartRequest['cart_items'][number] {
  return {
    stone_id: line.stone_id,
    brand: line.brand,
    type: line.type,
    color: line.color,
    thickness: line.thickness,
    finish: line.finish,
    quantity: areaOfSlabs(line.quantity, line.slabWidthIn, line.slabHeightIn),
    notes: line.notes.trim() || null,
  };
}

/**
 * Adds a stone to the cart (spec 03 section 5): the same stone with the same thickness and finish
 * again raises that line's quantity by 1; any other stone is a new line of 1 slab.
 */
export function addStone(lines: readonly DraftLine[], stone: TStone): DraftLine[] {
  const same = (line: DraftLine) =>
    line.stone_id === stone.id && line.thickness === stone.Thickness && line.finish === stone.Finish;
  if (lines.some(same)) {
    return lines.map((line) => (same(line) ? { ...line, quantity: line.quantity + 1 } : line));
  }
  return [
    ...lines,
    {
      stone_id: stone.id,
      brand: stone.Brand,
      type: stone.Type,
      color: stone.Color,
      thickness: stone.Thickness,
      finish: stone.Finish,
      quantity: 1,
      notes: '',
      slabWidthIn: stone['Slab Width'],
      slabHeightIn: stone['Slab Height'],
    },
  ];
}

/**
 * A typed quantity (spec 03 section 5): 0 or less removes the line, something that is not a
 * number becomes 1, anything else is kept (a part slab is named when sending).
 */
export function setQuantity(lines: readonly DraftLine[], index: number, typed: string): DraftLine[] {
  const value = Number(typed);
  if (typed.trim() === '' || !Number.isFinite(value)) {
    return lines.map((line, at) => (at === index ? { ...line, quantity: 1 } : line));
  }
  if (value <= 0) return lines.filter((_, at) => at !== index);
  return lines.map((line, at) => (at === index ? { ...line, quantity: value } : line));
}

/**
 * The last of the send checks (spec 03 section 5), after the contract's showroom, stones and
 * notes: each line's slabs as a whole number from 1 to 999, named by stone; null when all are.
 */
export function partialSlabsProblem(lines: readonly DraftLine[]): string | null {
  const partial = lines.find((line) => readWholeQuantity(String(line.quantity)) === null);
  return partial ? `Slabs of ${lineName(partial)} ${WHOLE_QUANTITY_RULE}` : null;
}

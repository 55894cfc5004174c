import { areaSqft } from '../estimate/area';
import { MAX_QUANTITY, MIN_QUANTITY } from '../limits';

/**
 * A shared cart counts square feet (spec 01 section 9) and the Material cart whole slabs: an area
 * becomes the fewest whole slabs of the stone's size that cover it, from 1 to 999.
 */
export function slabsCoveringArea(squareFeet: number, slabWidthIn: number, slabHeightIn: number): number {
  const slabSquareFeet = areaSqft(slabWidthIn, slabHeightIn, 1);
  if (!(slabSquareFeet > 0) || !(squareFeet > 0)) return MIN_QUANTITY;
  // The tolerance keeps an area of exactly N slabs, read back from rounded figures, at N.
  const slabs = Math.ceil(squareFeet / slabSquareFeet - 1e-9);
  return Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, slabs));
}

/**
 * The square feet of `slabs` whole slabs, as a shared cart stores them: two decimals, rounded
 * down, so slabsCoveringArea reads the area back as exactly `slabs` (rounding up could ask for
 * one slab more). The admin picks whole slabs; the cart keeps spec 01's square feet.
 */
export function areaOfSlabs(slabs: number, slabWidthIn: number, slabHeightIn: number): number {
  const hundredths = Number((areaSqft(slabWidthIn, slabHeightIn, slabs) * 100).toPrecision(12));
  return Math.floor(hundredths) / 100;
}

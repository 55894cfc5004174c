import { PRICE_ON_REQUEST } from '../money';
import type { ProductEstimate } from './types';

/** Missing stone or size: the product has no result (spec 02 section 8). */
export const MISSING_STONE_OR_DIMENSIONS = 'Unable to calculate - Missing stone selection or dimensions';

/**
 * Missing slab cost: the product's result carries this error (spec 02 section 8). It is the
 * engine's word for the case; people read productErrorText's 'Price on request' instead.
 */
export const MISSING_SLAB_COST = 'Missing slab cost in database';

/** The results warning when any product has no result (spec 02 section 8). */
export const PRODUCTS_NOT_CALCULABLE = 'Some Products Could Not Be Calculated.';

/**
 * A product's error as screen, PDF and e-mail print it: a stone without a slab cost is 'Price on
 * request' (spec 02 section 8, "Price missing or zero"), never the internal 'Missing slab cost in
 * database'; any other failure says what it is.
 */
export function productErrorText(error: string): string {
  return error === MISSING_SLAB_COST ? PRICE_ON_REQUEST : error;
}

/**
 * Each product the estimate priced at nothing, and why, as a person reads it: "Type 2: Unable to
 * calculate - Missing stone selection or dimensions", "Island: Price on request". Any other error
 * the engine words already names its piece (prepareProduct starts with the piece's name,
 * unplacedNotice with "Piece n (size)"), so it is said as it is. `names` are the products' names
 * in order (estimateProductNamesOf).
 */
export function notPricedReasons(
  products: ReadonlyArray<Pick<ProductEstimate, 'error'> | null>,
  names: readonly string[],
): string[] {
  return products.flatMap((result, i) => {
    if (result === null) return [`${names[i]}: ${MISSING_STONE_OR_DIMENSIONS}`];
    if (result.error === null) return [];
    return [result.error === MISSING_SLAB_COST ? `${names[i]}: ${PRICE_ON_REQUEST}` : result.error];
  });
}

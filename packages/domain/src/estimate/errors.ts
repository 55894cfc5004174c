/** Missing stone or size: the product has no result (spec 02 section 8). */
export const MISSING_STONE_OR_DIMENSIONS = 'Unable to calculate - Missing stone selection or dimensions';

/** Missing slab cost: the product's result carries this error (spec 02 section 8). */
export const MISSING_SLAB_COST = 'Missing slab cost in database';

/** The results warning when any product has no result (spec 02 section 8). */
export const PRODUCTS_NOT_CALCULABLE = 'Some Products Could Not Be Calculated.';

import { z } from 'zod';
import { ZSuccessResponse } from './common';

/**
 * GET /api/fabrication/pricing (spec 02 section 7): the fabrication price per square foot by
 * stone type, thickness and edge detail, in dollars as the spec's JSON carries it, and the
 * options the estimator offers (edge details in display order).
 */
export const ZFabricationPriceRow = z.object({
  stone_type: z.string(),
  thickness: z.string(),
  edge_detail: z.string(),
  /** Dollars per square foot, two decimals. */
  price_per_sf: z.number(),
});
export type TFabricationPriceRow = z.infer<typeof ZFabricationPriceRow>;

export const ZFabricationPricingResponse = ZSuccessResponse.extend({
  data: z.array(ZFabricationPriceRow),
  options: z.object({
    /** Active edge details in their display order (Eased, 1.5 mitered, Bullnose, Ogee, Beveled). */
    edge_details: z.array(z.string()),
    stone_types: z.array(z.string()),
    thicknesses: z.array(z.string()),
  }),
});
export type TFabricationPricingResponse = z.infer<typeof ZFabricationPricingResponse>;

import { z } from 'zod';
import { ZSuccessResponse } from './common';

/** A fabrication lead price range (spec 03 section 3, "Fabrication pricing row"), whole dollars per sq ft. */
export const ZFabricationLeadRange = z.object({
  stoneType: z.string(),
  minPrice: z.number().int(),
  maxPrice: z.number().int(),
  /** '$min - $max'. */
  display: z.string(),
});
export type TFabricationLeadRange = z.infer<typeof ZFabricationLeadRange>;

/** GET /api/fabrication/lead-pricing: the matrix in its order, for Material Mode and the admin. */
export const ZFabricationLeadPricingResponse = ZSuccessResponse.extend({
  data: z.array(ZFabricationLeadRange),
});
export type TFabricationLeadPricingResponse = z.infer<typeof ZFabricationLeadPricingResponse>;

const price = z
  .number({ error: 'Prices are whole dollars from 0' })
  .int('Prices are whole dollars from 0')
  .min(0, 'Prices are whole dollars from 0')
  .max(10_000, 'Prices are at most $10,000 per sq ft');

export const ZFabricationLeadRangeInput = z
  .strictObject({
    stoneType: z.string().trim().min(1, 'Every row needs a stone type').max(100),
    minPrice: price,
    maxPrice: price,
  })
  .refine((row) => row.maxPrice >= row.minPrice, {
    message: 'The maximum price cannot be below the minimum',
  });

/**
 * PUT /api/admin/fabrication-lead-pricing: the whole matrix, saved in one piece (its rows in
 * order; a stone type once).
 */
export const ZSaveFabricationLeadPricingRequest = z.strictObject({
  rows: z
    .array(ZFabricationLeadRangeInput)
    .max(50, 'The matrix holds at most 50 stone types')
    .refine(
      (rows) => new Set(rows.map((row) => row.stoneType.toLowerCase())).size === rows.length,
      'Each stone type can appear once',
    ),
});
export type TSaveFabricationLeadPricingRequest = z.infer<typeof ZSaveFabricationLeadPricingRequest>;

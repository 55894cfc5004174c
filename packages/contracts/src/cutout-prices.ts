import { CUTOUT_TYPES, MAX_CUTOUT_PRICE_CENTS } from '@stonetool/domain/shapes/cutouts';
import { z } from 'zod';
import { ZSuccessResponse } from './common';

/**
 * The fabricator's price list for cutouts (issue 24), read and saved from Expert Mode's settings:
 * GET and PUT /api/fabrication/cutout-prices. A new call, not the spec's, so its money is integer
 * cents like the rest of the house's own calls.
 */
export const ZCutoutType = z.enum(CUTOUT_TYPES, {
  error: `Cutout type must be one of ${CUTOUT_TYPES.join(', ')}`,
});
export type TCutoutType = z.infer<typeof ZCutoutType>;

const ZPriceCents = z
  .number()
  .int('Cutout prices are whole cents')
  .min(0, 'A cutout price cannot be negative')
  .max(MAX_CUTOUT_PRICE_CENTS, 'A cutout price is at most $10,000.00');

export const ZCutoutPrice = z.object({
  type: ZCutoutType,
  label: z.string(),
  price_cents: z.number().int(),
  /** True while the fabricator has not set its own price for the type. */
  is_default: z.boolean(),
});
export type TCutoutPrice = z.infer<typeof ZCutoutPrice>;

/** Every type in the list's order, at the fabricator's price or the default. */
export const ZCutoutPricesResponse = ZSuccessResponse.extend({ data: z.array(ZCutoutPrice) });
export type TCutoutPricesResponse = z.infer<typeof ZCutoutPricesResponse>;

/** PUT: the types sent take these prices; types not sent keep theirs. A type twice is refused. */
export const ZSaveCutoutPricesRequest = z.strictObject({
  prices: z
    .array(z.strictObject({ type: ZCutoutType, price_cents: ZPriceCents }))
    .min(1, 'Send at least one cutout price')
    .max(CUTOUT_TYPES.length)
    .refine(
      (rows) => new Set(rows.map((row) => row.type)).size === rows.length,
      'Each cutout type may be priced once',
    ),
});
export type TSaveCutoutPricesRequest = z.input<typeof ZSaveCutoutPricesRequest>;

import { wholesalePricingBoundsError } from '@stonetool/domain/pricing/wholesale-pricing';
import { z } from 'zod';
import { ZPricingStrategy } from './showroom-pricing';
import { brandRowKey, brandRowSaveKey, ZPercent, ZShowroomId, ZSuccessResponse } from './common';

/**
 * The admin Pricing tab: wholesale pricing per showroom and brand (spec 03 sections 3, 5 and 7).
 * Percents are numbers (50 means 50 %), money is dollars at this edge.
 */

/** The admin names the showroom it looks at. */
export const ZWholesalePricingQuery = z.strictObject({
  showroom_id: ZShowroomId.optional(),
});
export type TWholesalePricingQuery = z.infer<typeof ZWholesalePricingQuery>;

/** A brand's MSRP reference (brandMsrpData): whether any stone has an MSRP, and their average in dollars. */
export const ZBrandMsrpData = z.object({ has_msrp: z.boolean(), average_msrp: z.number().nullable() });

/**
 * GET /api/admin/wholesale-pricing: the reference data. `brands` are the catalog's brands by name;
 * brandCostData is each brand's average slab cost in dollars ($450 when none is known).
 */
export const ZWholesaleReferenceResponse = ZSuccessResponse.extend({
  brands: z.array(z.string()),
  brandMsrpData: z.record(z.string(), ZBrandMsrpData),
  brandCostData: z.record(z.string(), z.number()),
});
export type TWholesaleReferenceResponse = z.infer<typeof ZWholesaleReferenceResponse>;

/** Spec 03 section 3, wholesale pricing per showroom and brand. */
export const ZWholesalePricingRow = z.object({
  ...brandRowKey,
  pricing_type: ZPricingStrategy,
  your_markup_percent: z.number().nullable(),
  your_discount_percent: z.number().nullable(),
  /** Whether the brand is in that showroom's catalog. */
  is_active: z.boolean(),
});
export type TWholesalePricingRow = z.infer<typeof ZWholesalePricingRow>;

/** GET /api/admin/wholesale-pricing?showroom_id: the showroom's saved rows; other brands use the defaults. */
export const ZWholesalePricingResponse = ZSuccessResponse.extend({ data: z.array(ZWholesalePricingRow) });
export type TWholesalePricingResponse = z.infer<typeof ZWholesalePricingResponse>;

/**
 * PUT /api/admin/wholesale-pricing, one request per brand row (the whole row). The bounds are the
 * domain's rule; whether the brand has MSRP data is the server's to check.
 */
export const ZSaveWholesalePricingRequest = z
  .strictObject({
    ...brandRowSaveKey,
    pricing_type: ZPricingStrategy,
    your_markup_percent: ZPercent.nullable(),
    your_discount_percent: ZPercent.nullable(),
    is_active: z.boolean(),
  })
  .superRefine((body, issues) => {
    const message = wholesalePricingBoundsError({
      brand: body.brand,
      markupPercent: body.your_markup_percent,
      discountPercent: body.your_discount_percent,
    });
    if (message) issues.addIssue({ code: 'custom', message });
  });
export type TSaveWholesalePricingRequest = z.infer<typeof ZSaveWholesalePricingRequest>;

export const ZSaveWholesalePricingResponse = ZSuccessResponse.extend({ data: ZWholesalePricingRow });
export type TSaveWholesalePricingResponse = z.infer<typeof ZSaveWholesalePricingResponse>;

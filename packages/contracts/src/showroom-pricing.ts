import { brandPricingBoundsError } from '@stonetool/domain/pricing/brand-pricing';
import { dollarsToCents } from '@stonetool/domain/money';
import { z } from 'zod';
import { ZBrandName, ZPercent, ZSuccessResponse } from './common';

/**
 * Pricing & Margins of the showroom dashboard (spec 03 sections 3, 5 and 7). Money is dollars at
 * this edge, percents are numbers (30 means 30 %); the server computes in cents with the same
 * packages/domain formulas as the catalog.
 */

export const ZPricingStrategy = z.enum(['markup_from_cost', 'discount_from_msrp']);
export const ZMarkupType = z.enum(['percentage', 'fixed']);

/** The platform admin names the showroom it acts on; a showroom user's own is used otherwise. */
export const ZShowroomPricingQuery = z.strictObject({ showroom_id: z.string().max(100).optional() });
export type TShowroomPricingQuery = z.infer<typeof ZShowroomPricingQuery>;

/** Spec 03 section 3, brand pricing entry (dashboard): every field the tab reads. */
export const ZBrandPricingEntry = z.object({
  brand: z.string(),
  pricing_strategy: ZPricingStrategy,
  wholesale_pricing_type: ZPricingStrategy,
  is_strategy_locked: z.boolean(),
  client_markup_percent: z.number().nullable(),
  discount_from_msrp_percent: z.number().nullable(),
  minimum_margin_percent: z.number(),
  markup_type: ZMarkupType,
  /** Dollars per slab; null unless the markup type is fixed. */
  fixed_markup_amount: z.number().nullable(),
  /** Average wholesale price per slab of the brand's stones for this showroom ($450 when unknown). */
  sample_wholesale_price: z.number(),
  /** Average MSRP of the brand's stones that have one; null when none has. */
  brand_msrp: z.number().nullable(),
  has_msrp: z.boolean(),
  /** Never saved by the owner ('Stone Catalog Loaded'). */
  is_new_brand: z.boolean(),
});
export type TBrandPricingEntry = z.infer<typeof ZBrandPricingEntry>;

/** GET /api/showroom/pricing: one entry per brand the showroom can sell, by brand name. */
export const ZShowroomPricingResponse = ZSuccessResponse.extend({ data: z.array(ZBrandPricingEntry) });
export type TShowroomPricingResponse = z.infer<typeof ZShowroomPricingResponse>;

/**
 * PUT /api/showroom/pricing, one call per brand (spec 03 section 7). Strict: a body naming a
 * showroom, a lock or a price is refused. The section 5 bounds are checked here, by the domain's
 * own rule; the MSRP-data and lock rules need the brand's data and are the server's.
 */
export const ZSaveBrandPricingRequest = z
  .strictObject({
    brand: ZBrandName,
    pricing_strategy: ZPricingStrategy,
    client_markup_percent: ZPercent.nullable(),
    discount_from_msrp_percent: ZPercent.nullable(),
    minimum_margin_percent: ZPercent.nullable(),
    markup_type: ZMarkupType,
    fixed_markup_amount: z.number().finite().nullable(),
  })
  .superRefine((body, issues) => {
    const message = brandPricingBoundsError(toBrandPricingInput(body));
    if (message) issues.addIssue({ code: 'custom', message });
  });
export type TSaveBrandPricingRequest = z.infer<typeof ZSaveBrandPricingRequest>;

/** The request in the domain's units (cents), for the rules and the save. */
export function toBrandPricingInput(body: TSaveBrandPricingRequest) {
  return {
    brand: body.brand,
    strategy: body.pricing_strategy,
    markupType: body.markup_type,
    markupPercent: body.client_markup_percent,
    fixedMarkupCents: body.fixed_markup_amount === null ? null : dollarsToCents(body.fixed_markup_amount),
    msrpDiscountPercent: body.discount_from_msrp_percent,
    minimumMarginPercent: body.minimum_margin_percent,
  };
}

export const ZSaveBrandPricingResponse = ZSuccessResponse.extend({
  /** The brand as saved (a locked strategy saved as the wholesale pricing type). */
  data: ZBrandPricingEntry,
});
export type TSaveBrandPricingResponse = z.infer<typeof ZSaveBrandPricingResponse>;

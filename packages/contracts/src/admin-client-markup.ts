import { clientMarkupError } from '@stonetool/domain/pricing/brand-pricing';
import { dollarsToCents } from '@stonetool/domain/money';
import { z } from 'zod';
import { ZMarkupType } from './showroom-pricing';
import { brandRowKey, brandRowSaveKey, ZPercent, ZShowroomId, ZSuccessResponse } from './common';

/**
 * The admin Client Markup tab: a showroom's markup to its clients per brand (spec 03 sections 3,
 * 5 and 7), the same row the owner edits on Pricing & Margins. Money is dollars at this edge.
 */

export const ZClientMarkupQuery = z.strictObject({ showroom_id: ZShowroomId });
export type TClientMarkupQuery = z.infer<typeof ZClientMarkupQuery>;

/** Spec 03 section 3, client markup per showroom and brand. */
export const ZClientMarkupRow = z.object({
  ...brandRowKey,
  markup_type: ZMarkupType,
  client_markup_percent: z.number().nullable(),
  /** Dollars per slab; null unless the markup type is fixed. */
  fixed_markup_amount: z.number().nullable(),
  minimum_margin_percent: z.number(),
  /** An inactive row is not used: the brand is priced by the defaults (40 %, 15 % minimum margin). */
  is_active: z.boolean(),
});
export type TClientMarkupRow = z.infer<typeof ZClientMarkupRow>;

/** GET /api/admin/client-markup?showroom_id: the saved rows and every catalog brand by name. */
export const ZClientMarkupResponse = ZSuccessResponse.extend({
  data: z.array(ZClientMarkupRow),
  brands: z.array(z.string()),
});
export type TClientMarkupResponse = z.infer<typeof ZClientMarkupResponse>;

/** PUT /api/admin/client-markup, one request per brand row, the whole row (spec 03 section 7). */
export const ZSaveClientMarkupRequest = z
  .strictObject({
    ...brandRowSaveKey,
    markup_type: ZMarkupType,
    client_markup_percent: ZPercent.nullable(),
    fixed_markup_amount: z.number().finite().nullable(),
    minimum_margin_percent: ZPercent,
    is_active: z.boolean(),
  })
  .superRefine((body, issues) => {
    const message = clientMarkupError(toClientMarkupInput(body));
    if (message) issues.addIssue({ code: 'custom', message });
  });
export type TSaveClientMarkupRequest = z.infer<typeof ZSaveClientMarkupRequest>;

/** The request in the domain's units (cents). */
export function toClientMarkupInput(body: TSaveClientMarkupRequest) {
  return {
    brand: body.brand,
    markupType: body.markup_type,
    markupPercent: body.client_markup_percent,
    fixedMarkupCents: body.fixed_markup_amount === null ? null : dollarsToCents(body.fixed_markup_amount),
    minimumMarginPercent: body.minimum_margin_percent,
  };
}

export const ZSaveClientMarkupResponse = ZSuccessResponse.extend({ data: ZClientMarkupRow });
export type TSaveClientMarkupResponse = z.infer<typeof ZSaveClientMarkupResponse>;

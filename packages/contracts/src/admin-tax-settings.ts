import { z } from 'zod';
import { ZShowroomId, ZSuccessResponse } from './common';

/** Customer sales tax rate bounds and step (spec 03 sections 5 and 9: 0 to 50, step 0.01). */
export const SALES_TAX_RATE_MIN = 0;
export const SALES_TAX_RATE_MAX = 50;

export const SALES_TAX_RATE_MESSAGE =
  'Sales tax rate must be a number from 0 to 50 with at most two decimals';

/** True when `rate` is a whole number of hundredths of a percent (step 0.01). */
export function hasHundredthsStep(rate: number): boolean {
  return Math.abs(rate * 100 - Math.round(rate * 100)) < 1e-6;
}

export const ZSalesTaxRate = z
  .number({ error: SALES_TAX_RATE_MESSAGE })
  .min(SALES_TAX_RATE_MIN, SALES_TAX_RATE_MESSAGE)
  .max(SALES_TAX_RATE_MAX, SALES_TAX_RATE_MESSAGE)
  .refine(hasHundredthsStep, SALES_TAX_RATE_MESSAGE);

/** A showroom's customer sales tax as the admin Tax tab lists it (spec 03 section 3, "Showroom tax setting"). */
export const ZShowroomTaxSetting = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  tax_enabled: z.boolean(),
  /** Percent, e.g. 9.75. */
  sales_tax_rate: z.number(),
});
export type TShowroomTaxSetting = z.infer<typeof ZShowroomTaxSetting>;

/** GET /api/admin/tax-settings: every showroom's customer sales tax, by name. */
export const ZAdminTaxSettingsResponse = ZSuccessResponse.extend({ data: z.array(ZShowroomTaxSetting) });
export type TAdminTaxSettingsResponse = z.infer<typeof ZAdminTaxSettingsResponse>;

export const ONE_TAX_FIELD_MESSAGE = 'Send tax_enabled or sales_tax_rate';

/**
 * PUT /api/admin/tax-settings: `showroom_id` plus the one changed field, as the Tax tab saves on
 * each change (spec 03 section 7). Both fields at once are accepted; neither is refused.
 */
export const ZUpdateTaxSettingsRequest = z
  .strictObject({
    showroom_id: ZShowroomId,
    tax_enabled: z.boolean().optional(),
    sales_tax_rate: ZSalesTaxRate.optional(),
  })
  .refine(
    (body) => body.tax_enabled !== undefined || body.sales_tax_rate !== undefined,
    ONE_TAX_FIELD_MESSAGE,
  );
export type TUpdateTaxSettingsRequest = z.infer<typeof ZUpdateTaxSettingsRequest>;

export const ZUpdateTaxSettingsResponse = ZSuccessResponse.extend({ data: ZShowroomTaxSetting });
export type TUpdateTaxSettingsResponse = z.infer<typeof ZUpdateTaxSettingsResponse>;

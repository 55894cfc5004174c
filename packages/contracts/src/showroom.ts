import { z } from 'zod';
import { ZSuccessResponse } from './common';

/** GET /api/showroom/tax-settings (spec 01 section 7): the caller's showroom sales tax. */
export const ZTaxSettingsQuery = z.strictObject({ showroom_id: z.string().optional() });
export const ZTaxSettingsResponse = ZSuccessResponse.extend({
  data: z.object({
    /** Percent, e.g. 9.75. */
    sales_tax_rate: z.number(),
    tax_enabled: z.boolean(),
  }),
});
export type TTaxSettingsResponse = z.infer<typeof ZTaxSettingsResponse>;

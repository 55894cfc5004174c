import { z } from 'zod';
import { ZSpecialPricingRule } from './admin-special-pricing';
import { ZSuccessResponse } from './common';

/**
 * GET /api/showroom/promotions: the special pricing rules the platform set for the showroom that
 * apply now (not ended, not used up), ending soonest first. The owner's Pricing & Margins tab
 * lists them (decision 086); the platform admin names the showroom with `?showroom_id=`.
 */
export const ZShowroomPromotionsQuery = z.strictObject({ showroom_id: z.string().max(100).optional() });
export type TShowroomPromotionsQuery = z.infer<typeof ZShowroomPromotionsQuery>;

export const ZShowroomPromotionsResponse = ZSuccessResponse.extend({
  promotions: z.array(ZSpecialPricingRule),
});
export type TShowroomPromotionsResponse = z.infer<typeof ZShowroomPromotionsResponse>;

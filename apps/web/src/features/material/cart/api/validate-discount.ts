import { z } from 'zod';
import { DISCOUNT_NETWORK_ERROR, DISCOUNT_VALIDATION_FAILED, type DiscountAnswer } from '../discount-check';
import { callApi } from './call-api';

const ZDiscountAnswer = z.object({
  valid: z.boolean(),
  warning: z.string().nullish(),
  error: z.string().nullish(),
  requires_override: z.boolean().optional(),
  override_id: z.string().nullish(),
});

export type ValidateDiscountRequest = {
  stone_id: string;
  brand: string;
  /** The line's price per slab in dollars: the special price when one applies (spec 01 section 9). */
  catalog_price: number;
  /** The discount percent. */
  discount_amount: number;
  manager_override?: boolean;
  manager_password?: string;
};

/**
 * POST /api/showroom/validate-discount (spec 01 section 7). A refused call reads the server's
 * error, else 'Unable to validate discount.'; a network failure 'Network error during validation.'
 * (spec 01 section 8). With manager_override the answer carries the recorded approval's id.
 */
export async function validateDiscount(request: ValidateDiscountRequest): Promise<DiscountAnswer> {
  const body = await callApi(
    '/api/showroom/validate-discount',
    { method: 'POST', json: request },
    { fallback: DISCOUNT_VALIDATION_FAILED, network: DISCOUNT_NETWORK_ERROR },
  );
  const parsed = ZDiscountAnswer.safeParse(body);
  if (!parsed.success) throw new Error(DISCOUNT_VALIDATION_FAILED);
  return parsed.data;
}

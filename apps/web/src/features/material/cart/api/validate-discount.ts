import {
  ZValidateDiscountResponse,
  type TValidateDiscountRequest,
  type TValidateDiscountResponse,
} from '@stonetool/contracts/pricing';
import { DISCOUNT_NETWORK_ERROR, DISCOUNT_VALIDATION_FAILED } from '../discount-check';
import { apiJson } from '../../../../lib/http/api-json';

/**
 * POST /api/showroom/validate-discount (spec 01 section 7). A refused call reads the server's
 * error, else 'Unable to validate discount.'; a network failure 'Network error during validation.'
 * (spec 01 section 8). With manager_override the answer carries the recorded approval's id.
 */
export async function validateDiscount(
  request: TValidateDiscountRequest,
): Promise<TValidateDiscountResponse> {
  return apiJson(ZValidateDiscountResponse, '/api/showroom/validate-discount', {
    method: 'POST',
    json: request,
    fallback: DISCOUNT_VALIDATION_FAILED,
    network: DISCOUNT_NETWORK_ERROR,
  });
}

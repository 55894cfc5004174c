import {
  ZFabricationLeadPricingResponse,
  type TFabricationLeadRange,
  type TSaveFabricationLeadPricingRequest,
} from '@stonetool/contracts/fabrication-lead-pricing';
import { apiJson } from '../../../../lib/http/api-json';

/** PUT /api/admin/fabrication-lead-pricing with the whole matrix; the saved matrix comes back. */
export async function saveFabricationLeadPricing(
  body: TSaveFabricationLeadPricingRequest,
): Promise<TFabricationLeadRange[]> {
  const answer = await apiJson(ZFabricationLeadPricingResponse, '/api/admin/fabrication-lead-pricing', {
    method: 'PUT',
    json: body,
    fallback: 'Failed to save fabrication matrix. Please try again.',
    refusal: 'fallback',
  });
  return answer.data;
}

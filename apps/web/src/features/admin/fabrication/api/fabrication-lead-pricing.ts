import {
  ZFabricationLeadPricingResponse,
  type TFabricationLeadRange,
  type TSaveFabricationLeadPricingRequest,
} from '@stonetool/contracts/fabrication-lead-pricing';
import { authFetch } from '../../../../lib/session-store';

/** PUT /api/admin/fabrication-lead-pricing with the whole matrix; the saved matrix comes back. */
export async function saveFabricationLeadPricing(
  body: TSaveFabricationLeadPricingRequest,
): Promise<TFabricationLeadRange[]> {
  const response = await authFetch('/api/admin/fabrication-lead-pricing', {
    method: 'PUT',
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error('Failed to save fabrication matrix. Please try again.');
  return ZFabricationLeadPricingResponse.parse(await response.json()).data;
}

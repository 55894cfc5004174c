import { useQuery } from '@tanstack/react-query';
import type { TSpecialPricingRule } from '@stonetool/contracts/admin-special-pricing';
import { ZShowroomPromotionsResponse } from '@stonetool/contracts/showroom-promotions';
import { ApiError, readServerError } from '../../../../lib/api-error';
import { authFetch } from '../../../../lib/session-store';

/** GET /api/showroom/promotions; a failure reads the server's error or 'Failed to load promotions'. */
export async function getShowroomPromotions(): Promise<TSpecialPricingRule[]> {
  let response: Response;
  try {
    response = await authFetch('/api/showroom/promotions');
  } catch {
    throw new ApiError('Failed to load promotions', 0);
  }
  if (!response.ok) {
    throw new ApiError((await readServerError(response)) ?? 'Failed to load promotions', response.status);
  }
  return ZShowroomPromotionsResponse.parse(await response.json()).promotions;
}

export function useShowroomPromotions() {
  return useQuery({ queryKey: ['showroom', 'promotions'], queryFn: getShowroomPromotions });
}

import { useQuery } from '@tanstack/react-query';
import type { TSpecialPricingRule } from '@stonetool/contracts/admin-special-pricing';
import { ZShowroomPromotionsResponse } from '@stonetool/contracts/showroom-promotions';
import { apiJson } from '../../../../lib/http/api-json';
import { queryKeys } from '../../../../lib/query-keys';

/** GET /api/showroom/promotions; a failure reads the server's error or 'Failed to load promotions'. */
export async function getShowroomPromotions(): Promise<TSpecialPricingRule[]> {
  const answer = await apiJson(ZShowroomPromotionsResponse, '/api/showroom/promotions', {
    fallback: 'Failed to load promotions',
  });
  return answer.promotions;
}

export function useShowroomPromotions() {
  return useQuery({ queryKey: queryKeys.showroom.promotions, queryFn: getShowroomPromotions });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { EDGE_DETAILS } from '@stonetool/domain/estimate/fabrication';
import {
  ZFabricationPricingResponse,
  type TFabricationPricingResponse,
} from '@stonetool/contracts/fabrication';
import { apiJson } from '../../../lib/http/api-json';
import { queryKeys } from '../../../lib/query-keys';

export type TFabricationPricing = Pick<TFabricationPricingResponse, 'data'> & {
  options: Pick<TFabricationPricingResponse['options'], 'edge_details'>;
};

/** With no pricing loaded the edge list is the spec's: Eased, 1.5 mitered, Bullnose, Ogee, Beveled. */
const NO_PRICING: TFabricationPricing = { data: [], options: { edge_details: [...EDGE_DETAILS] } };

/**
 * GET /api/fabrication/pricing: the rates the estimate prices fabrication with and the Edge Detail
 * options. A failed load is only logged (spec 02 section 8); the estimate then uses each stone's
 * own Fab Cost and the spec's edge list.
 */
export async function getFabricationPricing(): Promise<TFabricationPricing> {
  try {
    return await apiJson(ZFabricationPricingResponse, '/api/fabrication/pricing', { fallback: 'Failed' });
  } catch (error) {
    console.warn('Fabrication pricing could not be loaded', error);
    return NO_PRICING;
  }
}

/** Not loaded in the read-only preview: a business without Expert Mode is refused the pricing. */
export function useFabricationPricing(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.fabricationPricing,
      queryFn: getFabricationPricing,
      staleTime: 10 * 60 * 1000,
      enabled,
    }),
  );
}

/** The Edge Detail choices: the pricing options when they name any, else the spec's list. */
export function edgeDetailOptions(pricing: TFabricationPricing | undefined): string[] {
  const fromPricing = pricing?.options.edge_details ?? [];
  return fromPricing.length > 0 ? fromPricing : [...EDGE_DETAILS];
}

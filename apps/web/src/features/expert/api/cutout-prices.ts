import {
  ZCutoutPricesResponse,
  type TCutoutPrice,
  type TSaveCutoutPricesRequest,
} from '@stonetool/contracts/cutout-prices';
import { cutoutPrices, type CutoutPrices } from '@stonetool/domain/shapes/cutouts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/http/api-json';
import { queryKeys } from '../../../lib/query-keys';

export const CUTOUT_PRICES_SAVE_FAILED = 'Failed to save the cutout prices';

/** GET /api/fabrication/cutout-prices: the business's price per cutout type, defaults marked. */
export async function getCutoutPrices(): Promise<TCutoutPrice[]> {
  const body = await apiJson(ZCutoutPricesResponse, '/api/fabrication/cutout-prices', {
    fallback: 'Failed to load the cutout prices',
  });
  return body.data;
}

/** Not loaded in the read-only preview, which prices nothing. */
export function useCutoutPrices(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.cutoutPrices,
      queryFn: getCutoutPrices,
      staleTime: 10 * 60 * 1000,
      enabled,
    }),
  );
}

/** The list as the estimate prices it: the business's rows, a type not loaded at its default. */
export function cutoutPriceList(rows: readonly TCutoutPrice[] | undefined): CutoutPrices {
  return cutoutPrices((rows ?? []).map((row) => ({ type: row.type, priceCents: row.price_cents })));
}

/** PUT /api/fabrication/cutout-prices; the list is read again from the answer. */
export function useSaveCutoutPrices() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (request: TSaveCutoutPricesRequest) => {
      const body = await apiJson(ZCutoutPricesResponse, '/api/fabrication/cutout-prices', {
        method: 'PUT',
        json: request,
        fallback: CUTOUT_PRICES_SAVE_FAILED,
      });
      return body.data;
    },
    onSuccess: (data) => client.setQueryData(queryKeys.cutoutPrices, data),
  });
}

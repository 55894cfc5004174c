import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZSaveBrandPricingResponse,
  type TSaveBrandPricingRequest,
} from '@stonetool/contracts/showroom-pricing';
import { apiJson } from '../../../../lib/http/api-json';
import { failuresOf } from '../../../../lib/http/failures-of';
import { showroomPricingQueryOptions } from './get-showroom-pricing';
import { queryKeys } from '../../../../lib/query-keys';

/** The failures of a save of every brand (the server's message when it gave one); empty when all were saved. */
export async function saveShowroomPricing(bodies: readonly TSaveBrandPricingRequest[]): Promise<string[]> {
  return failuresOf(bodies, (body) =>
    apiJson(ZSaveBrandPricingResponse, '/api/showroom/pricing', {
      method: 'PUT',
      json: body,
      fallback: `${body.brand}: error`,
      network: `${body.brand}: connection error`,
    }),
  );
}

/**
 * PUT /api/showroom/pricing, one call per brand (spec 03 section 7). Afterwards the pricing and the
 * catalog are read again, so Material Mode shows the new client prices at once.
 */
export function useSaveShowroomPricing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveShowroomPricing,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: showroomPricingQueryOptions.queryKey }),
        queryClient.invalidateQueries({ queryKey: queryKeys.stones.all }),
      ]);
    },
  });
}

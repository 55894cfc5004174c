import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSaveBrandPricingRequest } from '@stonetool/contracts/showroom-pricing';
import { readServerError } from '../../../../lib/api-error';
import { authFetch } from '../../../../lib/session-store';
import { showroomPricingQueryOptions } from './get-showroom-pricing';
import { queryKeys } from '../../../../lib/query-keys';

/** One brand's save: null when it was saved, else why not (the server's message when it gave one). */
async function saveBrandPricing(body: TSaveBrandPricingRequest): Promise<string | null> {
  try {
    const response = await authFetch('/api/showroom/pricing', { method: 'PUT', body: JSON.stringify(body) });
    if (response.ok) return null;
    return (await readServerError(response)) ?? `${body.brand}: error ${response.status}`;
  } catch {
    return `${body.brand}: connection error`;
  }
}

/** The failures of a save of every brand; empty when all were saved. */
export async function saveShowroomPricing(bodies: readonly TSaveBrandPricingRequest[]): Promise<string[]> {
  const results = await Promise.all(bodies.map(saveBrandPricing));
  return results.filter((failure): failure is string => failure !== null);
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

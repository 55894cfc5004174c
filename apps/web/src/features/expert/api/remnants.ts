import {
  ZCreateRemnantResponse,
  ZDeleteRemnantResponse,
  ZKeepOffcutsResponse,
  ZListRemnantsResponse,
  ZRemnantRateResponse,
  type TCreateRemnantRequest,
  type TKeepOffcutsRequest,
  type TSaveRemnantRateRequest,
  type TRemnant,
} from '@stonetool/contracts/remnants';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/http/api-json';
import { queryKeys } from '../../../lib/query-keys';

export const REMNANT_SAVE_FAILED = 'Failed to save the remnant';
export const REMNANT_DELETE_FAILED = 'Failed to delete the remnant';
export const KEEP_OFFCUTS_FAILED = 'Failed to keep the offcuts';

/** GET /api/remnants: the business's remnants, newest first. */
export async function getRemnants(): Promise<TRemnant[]> {
  const body = await apiJson(ZListRemnantsResponse, '/api/remnants', {
    fallback: 'Failed to load the remnants',
  });
  return body.data;
}

/** Not loaded in the read-only preview, which keeps no remnants. */
export function useRemnants(enabled = true) {
  return useQuery(queryOptions({ queryKey: queryKeys.remnants, queryFn: getRemnants, enabled }));
}

/** GET /api/remnants/rate: what remnant material costs, cents per sq ft (0 until set). */
export async function getRemnantRate() {
  const body = await apiJson(ZRemnantRateResponse, '/api/remnants/rate', {
    fallback: 'Failed to load the remnant rate',
  });
  return body.data;
}

/** Not loaded in the read-only preview, which keeps no remnants. */
export function useRemnantRate(enabled = true) {
  return useQuery(queryOptions({ queryKey: queryKeys.remnantRate, queryFn: getRemnantRate, enabled }));
}

/** PUT /api/remnants/rate (the owner's); the rate is read again from the answer. */
export function useSaveRemnantRate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (request: TSaveRemnantRateRequest) => {
      const body = await apiJson(ZRemnantRateResponse, '/api/remnants/rate', {
        method: 'PUT',
        json: request,
        fallback: 'Failed to save the remnant rate',
      });
      return body.data;
    },
    onSuccess: (rate) => client.setQueryData(queryKeys.remnantRate, rate),
  });
}

/** POST /api/remnants; the new remnant goes to the top of the list. */
export function useCreateRemnant() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (request: TCreateRemnantRequest) => {
      const body = await apiJson(ZCreateRemnantResponse, '/api/remnants', {
        method: 'POST',
        json: request,
        fallback: REMNANT_SAVE_FAILED,
      });
      return body.data;
    },
    onSuccess: (remnant) =>
      client.setQueryData<TRemnant[]>(queryKeys.remnants, (list) => [remnant, ...(list ?? [])]),
  });
}

/**
 * DELETE /api/remnants/{id}; the remnant leaves the list. `releaseReservation` confirms deleting a
 * remnant an accepted quote reserved; the server refuses it otherwise (409), and the list is read
 * again, since the remnant was reserved after it was shown.
 */
export function useDeleteRemnant() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, releaseReservation }: { id: string; releaseReservation: boolean }) => {
      const query = releaseReservation ? '?release_reservation=true' : '';
      const body = await apiJson(ZDeleteRemnantResponse, `/api/remnants/${encodeURIComponent(id)}${query}`, {
        method: 'DELETE',
        fallback: REMNANT_DELETE_FAILED,
      });
      return body.data.id;
    },
    onSuccess: (id) =>
      client.setQueryData<TRemnant[]>(queryKeys.remnants, (list) =>
        list?.filter((remnant) => remnant.id !== id),
      ),
    onError: () => client.invalidateQueries({ queryKey: queryKeys.remnants }),
  });
}

/**
 * POST /api/quotes/{id}/keep-offcuts: the saved quote's leftovers kept as remnants, once per
 * quote; the remnants are read again, for the list and the estimate.
 */
export function useKeepOffcuts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ quoteId, request }: { quoteId: string; request: TKeepOffcutsRequest }) => {
      const body = await apiJson(
        ZKeepOffcutsResponse,
        `/api/quotes/${encodeURIComponent(quoteId)}/keep-offcuts`,
        { method: 'POST', json: request, fallback: KEEP_OFFCUTS_FAILED },
      );
      return body.data;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.remnants }),
  });
}

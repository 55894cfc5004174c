import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZClientMarkupResponse,
  ZSaveClientMarkupResponse,
  type TClientMarkupResponse,
  type TSaveClientMarkupRequest,
} from '@stonetool/contracts/admin-client-markup';
import { queryKeys } from '../../../../lib/query-keys';
import { apiJson } from '../../../../lib/http/api-json';
import { failuresOf } from '../../../../lib/http/failures-of';

/** GET /api/admin/client-markup?showroom_id: data and brands; failure reads 'Failed to load markup data'. */
export async function getClientMarkup(showroomId: string): Promise<TClientMarkupResponse> {
  return apiJson(
    ZClientMarkupResponse,
    `/api/admin/client-markup?showroom_id=${encodeURIComponent(showroomId)}`,
    { fallback: 'Failed to load markup data', refusal: 'fallback' },
  );
}

export const clientMarkupQueryOptions = (showroomId: string) =>
  queryOptions({
    queryKey: queryKeys.admin.clientMarkup(showroomId),
    queryFn: () => getClientMarkup(showroomId),
  });

export function useClientMarkup(showroomId: string) {
  return useQuery({ ...clientMarkupQueryOptions(showroomId), enabled: showroomId !== '' });
}

/** One PUT per brand row, sending the whole row; resolves to the messages of the rows that failed. */
export async function saveClientMarkupRows(rows: readonly TSaveClientMarkupRequest[]): Promise<string[]> {
  return failuresOf(rows, (row) =>
    apiJson(ZSaveClientMarkupResponse, '/api/admin/client-markup', {
      method: 'PUT',
      json: row,
      fallback: row.brand,
    }),
  );
}

export function useSaveClientMarkupRows(showroomId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveClientMarkupRows,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: clientMarkupQueryOptions(showroomId).queryKey }),
  });
}

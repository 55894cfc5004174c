import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZClientMarkupResponse,
  ZSaveClientMarkupResponse,
  type TClientMarkupResponse,
  type TSaveClientMarkupRequest,
} from '@stonetool/contracts/admin-client-markup';
import { readServerError } from '../../../../lib/api-error';
import { authFetch } from '../../../../lib/session-store';
import { queryKeys } from '../../../../lib/query-keys';
import { apiJson } from '../../../../lib/http/api-json';

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
  const results = await Promise.all(
    rows.map(async (row) => {
      const response = await authFetch('/api/admin/client-markup', {
        method: 'PUT',
        body: JSON.stringify(row),
      });
      if (response.ok) {
        ZSaveClientMarkupResponse.parse(await response.json());
        return null;
      }
      return (await readServerError(response)) ?? row.brand;
    }),
  );
  return results.filter((failure): failure is string => failure !== null);
}

export function useSaveClientMarkupRows(showroomId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveClientMarkupRows,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: clientMarkupQueryOptions(showroomId).queryKey }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZUpdateShowroomEnhancedResponse,
  type TUpdateShowroomEnhancedRequest,
  type TUpdateShowroomEnhancedResponse,
} from '@stonetool/contracts/admin-showroom-accounts';
import { readServerError } from '../../../../lib/api-error';
import { authFetch } from '../../../../lib/session-store';
import { adminShowroomsQueryOptions } from '../../api/get-admin-showrooms';

/** POST /api/admin/update-showroom-enhanced with the form's fields and the id. */
export async function updateShowroom(
  body: TUpdateShowroomEnhancedRequest,
): Promise<TUpdateShowroomEnhancedResponse> {
  const response = await authFetch('/api/admin/update-showroom-enhanced', {
    method: 'POST',
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error((await readServerError(response)) ?? 'Failed to update showroom');
  return ZUpdateShowroomEnhancedResponse.parse(await response.json());
}

export function useUpdateShowroom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateShowroom,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminShowroomsQueryOptions.queryKey }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZUpdateShowroomEnhancedResponse,
  type TUpdateShowroomEnhancedRequest,
  type TUpdateShowroomEnhancedResponse,
} from '@stonetool/contracts/admin-showroom-accounts';
import { apiJson } from '../../../../lib/http/api-json';
import { adminShowroomsQueryOptions } from '../../api/get-admin-showrooms';

/** POST /api/admin/update-showroom-enhanced with the form's fields and the id. */
export async function updateShowroom(
  body: TUpdateShowroomEnhancedRequest,
): Promise<TUpdateShowroomEnhancedResponse> {
  return apiJson(ZUpdateShowroomEnhancedResponse, '/api/admin/update-showroom-enhanced', {
    method: 'POST',
    json: body,
    fallback: 'Failed to update showroom',
  });
}

export function useUpdateShowroom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateShowroom,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminShowroomsQueryOptions.queryKey }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZDeleteShowroomResponse,
  type TDeleteShowroomRequest,
  type TDeleteShowroomResponse,
} from '@stonetool/contracts/admin-showroom-accounts';
import { apiJson } from '../../../../lib/http/api-json';
import { adminShowroomsQueryOptions } from '../../api/get-admin-showrooms';

/** POST /api/admin/delete-showroom with the showroom's name typed again as the confirmation. */
export async function deleteShowroom(body: TDeleteShowroomRequest): Promise<TDeleteShowroomResponse> {
  return apiJson(ZDeleteShowroomResponse, '/api/admin/delete-showroom', {
    method: 'POST',
    json: body,
    fallback: 'Failed to delete showroom',
  });
}

export function useDeleteShowroom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteShowroom,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminShowroomsQueryOptions.queryKey }),
  });
}

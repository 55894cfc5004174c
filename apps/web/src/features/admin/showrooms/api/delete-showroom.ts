import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZDeleteShowroomResponse,
  type TDeleteShowroomRequest,
  type TDeleteShowroomResponse,
} from '@stonetool/contracts/admin-showroom-accounts';
import { readServerError } from '../../../../lib/api-error';
import { authFetch } from '../../../../lib/session-store';
import { adminShowroomsQueryOptions } from '../../api/get-admin-showrooms';

/** POST /api/admin/delete-showroom with the showroom's name typed again as the confirmation. */
export async function deleteShowroom(body: TDeleteShowroomRequest): Promise<TDeleteShowroomResponse> {
  const response = await authFetch('/api/admin/delete-showroom', {
    method: 'POST',
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error((await readServerError(response)) ?? 'Failed to delete showroom');
  return ZDeleteShowroomResponse.parse(await response.json());
}

export function useDeleteShowroom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteShowroom,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminShowroomsQueryOptions.queryKey }),
  });
}

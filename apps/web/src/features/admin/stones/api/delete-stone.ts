import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZDeleteStoneResponse, type TDeleteStoneResponse } from '@stonetool/contracts/admin-stones';
import { readServerError } from '../../../../lib/api-error';
import { authFetch } from '../../../../lib/session-store';
import { catalogChanged } from './get-admin-stones';

/** POST /api/admin/delete-stone; `retired` says the stone was kept for the carts, quotes or orders naming it. */
export async function deleteStone(id: string): Promise<TDeleteStoneResponse> {
  const response = await authFetch('/api/admin/delete-stone', {
    method: 'POST',
    body: JSON.stringify({ id }),
  });
  if (!response.ok) throw new Error((await readServerError(response)) ?? 'Failed to delete stone');
  return ZDeleteStoneResponse.parse(await response.json());
}

export function useDeleteStone() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteStone, onSuccess: () => catalogChanged(queryClient) });
}

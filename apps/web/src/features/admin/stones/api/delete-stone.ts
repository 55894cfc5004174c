import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZDeleteStoneResponse, type TDeleteStoneResponse } from '@stonetool/contracts/admin-stones';
import { apiJson } from '../../../../lib/http/api-json';
import { catalogChanged } from './get-admin-stones';

/** POST /api/admin/delete-stone; `retired` says the stone was kept for the carts, quotes or orders naming it. */
export async function deleteStone(id: string): Promise<TDeleteStoneResponse> {
  return apiJson(ZDeleteStoneResponse, '/api/admin/delete-stone', {
    method: 'POST',
    json: { id },
    fallback: 'Failed to delete stone',
  });
}

export function useDeleteStone() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteStone, onSuccess: () => catalogChanged(queryClient) });
}

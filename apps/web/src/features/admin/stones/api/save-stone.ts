import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZSaveStoneResponse,
  type TAddStoneRequest,
  type TAdminStone,
  type TUpdateStoneRequest,
} from '@stonetool/contracts/admin-stones';
import { apiJson } from '../../../../lib/http/api-json';
import { catalogChanged } from './get-admin-stones';

/**
 * POST /api/admin/add-stone, or POST /api/admin/update-stone when the stone has an id (spec 03
 * section 7). A refusal shows the server's error text (spec 03 section 8).
 */
export async function saveStone(body: TAddStoneRequest | TUpdateStoneRequest): Promise<TAdminStone> {
  const url = 'id' in body ? '/api/admin/update-stone' : '/api/admin/add-stone';
  const answer = await apiJson(ZSaveStoneResponse, url, {
    method: 'POST',
    json: body,
    fallback: 'Failed to save stone',
  });
  return answer.stone;
}

export function useSaveStone() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveStone, onSuccess: () => catalogChanged(queryClient) });
}

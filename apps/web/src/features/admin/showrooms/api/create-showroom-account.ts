import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZCreateShowroomAccountResponse,
  type TCreateShowroomAccountRequest,
  type TCreateShowroomAccountResponse,
} from '@stonetool/contracts/admin-showroom-accounts';
import { apiJson } from '../../../../lib/http/api-json';
import { adminShowroomsQueryOptions } from '../../api/get-admin-showrooms';

/** POST /api/admin/create-showroom-account; a failure reads the server's error text (spec 03 section 8). */
export async function createShowroomAccount(
  body: TCreateShowroomAccountRequest,
): Promise<TCreateShowroomAccountResponse> {
  return apiJson(ZCreateShowroomAccountResponse, '/api/admin/create-showroom-account', {
    method: 'POST',
    json: body,
    fallback: 'Failed to create showroom',
  });
}

export function useCreateShowroomAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createShowroomAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminShowroomsQueryOptions.queryKey }),
  });
}

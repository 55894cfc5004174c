import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZCreateShowroomAccountResponse,
  type TCreateShowroomAccountRequest,
  type TCreateShowroomAccountResponse,
} from '@stonetool/contracts/admin-showroom-accounts';
import { readServerError } from '../../../../lib/api-error';
import { authFetch } from '../../../../lib/session-store';
import { adminShowroomsQueryOptions } from '../../api/get-admin-showrooms';

/** POST /api/admin/create-showroom-account; a failure reads the server's error text (spec 03 section 8). */
export async function createShowroomAccount(
  body: TCreateShowroomAccountRequest,
): Promise<TCreateShowroomAccountResponse> {
  const response = await authFetch('/api/admin/create-showroom-account', {
    method: 'POST',
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error((await readServerError(response)) ?? 'Failed to create showroom');
  return ZCreateShowroomAccountResponse.parse(await response.json());
}

export function useCreateShowroomAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createShowroomAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminShowroomsQueryOptions.queryKey }),
  });
}

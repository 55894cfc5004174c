import { useMutation } from '@tanstack/react-query';
import { ZLoginResponse, type TLoginResponse } from '@stonetool/contracts/auth';
import { apiJson } from '../../../lib/http/api-json';
import { CONNECTION_ERROR } from '../../../lib/http/connection-error';

const RESET_FAILED = 'Failed to reset password';

/** POST /api/auth/reset-password with the single-use recovery token; answers with a fresh login. */
export async function resetPassword(input: {
  recoveryToken: string;
  newPassword: string;
}): Promise<TLoginResponse> {
  return apiJson(ZLoginResponse, '/api/auth/reset-password', {
    method: 'POST',
    json: { new_password: input.newPassword },
    fallback: RESET_FAILED,
    network: CONNECTION_ERROR,
    auth: { bearer: input.recoveryToken },
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

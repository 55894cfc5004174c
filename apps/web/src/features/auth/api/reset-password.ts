import { useMutation } from '@tanstack/react-query';
import { ZLoginResponse, type TLoginResponse } from '@stonetool/contracts/auth';
import { postAuthJson } from './request';

const RESET_FAILED = 'Failed to reset password';

/** POST /api/auth/reset-password with the single-use recovery token; answers with a fresh login. */
export async function resetPassword(input: {
  recoveryToken: string;
  newPassword: string;
}): Promise<TLoginResponse> {
  const data = await postAuthJson(
    '/api/auth/reset-password',
    { new_password: input.newPassword },
    RESET_FAILED,
    input.recoveryToken,
  );
  const parsed = ZLoginResponse.safeParse(data);
  if (!parsed.success) throw new Error(RESET_FAILED);
  return parsed.data;
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

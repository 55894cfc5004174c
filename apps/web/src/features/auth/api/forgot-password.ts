import { useMutation } from '@tanstack/react-query';
import { ZForgotPasswordResponse, type TForgotPasswordRequest } from '@stonetool/contracts/auth';
import { apiJson } from '../../../lib/http/api-json';
import { CONNECTION_ERROR } from '../../../lib/http/connection-error';

export async function forgotPassword(body: TForgotPasswordRequest): Promise<void> {
  await apiJson(ZForgotPasswordResponse, '/api/auth/forgot-password', {
    method: 'POST',
    json: body,
    fallback: 'Failed to send reset email',
    network: CONNECTION_ERROR,
    auth: 'none',
  });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}

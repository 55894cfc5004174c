import { useMutation } from '@tanstack/react-query';
import type { TForgotPasswordRequest } from '@stonetool/contracts/auth';
import { postAuthJson } from './request';

export async function forgotPassword(body: TForgotPasswordRequest): Promise<void> {
  await postAuthJson('/api/auth/forgot-password', body, 'Failed to send reset email');
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}

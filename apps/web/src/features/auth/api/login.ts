import { useMutation } from '@tanstack/react-query';
import { ZLoginResponse, type TLoginRequest, type TLoginResponse } from '@stonetool/contracts/auth';
import { postAuthJson } from './request';

export const LOGIN_FAILED = 'Login failed';

export async function login(body: TLoginRequest): Promise<TLoginResponse> {
  const data = await postAuthJson('/api/auth/login-enhanced', body, LOGIN_FAILED);
  const parsed = ZLoginResponse.safeParse(data);
  if (!parsed.success) throw new Error(LOGIN_FAILED);
  return parsed.data;
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}

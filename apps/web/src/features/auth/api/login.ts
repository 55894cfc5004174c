import { useMutation } from '@tanstack/react-query';
import { ZLoginResponse, type TLoginRequest, type TLoginResponse } from '@stonetool/contracts/auth';
import { apiJson } from '../../../lib/http/api-json';
import { CONNECTION_ERROR } from '../../../lib/http/connection-error';

export const LOGIN_FAILED = 'Login failed';

export async function login(body: TLoginRequest): Promise<TLoginResponse> {
  return apiJson(ZLoginResponse, '/api/auth/login-enhanced', {
    method: 'POST',
    json: body,
    fallback: LOGIN_FAILED,
    network: CONNECTION_ERROR,
    auth: 'none',
  });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}

import { ZVerifyTokenResponse, type TVerifyTokenResponse } from '@stonetool/contracts/auth';
import { apiJson } from '../../../lib/http/api-json';
import { CONNECTION_ERROR } from '../../../lib/http/connection-error';

/** POST /api/auth/verify-token with the token as bearer: whose token it is, and whether it is a recovery token. */
export async function verifyToken(token: string): Promise<TVerifyTokenResponse> {
  return apiJson(ZVerifyTokenResponse, '/api/auth/verify-token', {
    method: 'POST',
    json: {},
    fallback: 'Invalid or expired token',
    network: CONNECTION_ERROR,
    auth: { bearer: token },
  });
}

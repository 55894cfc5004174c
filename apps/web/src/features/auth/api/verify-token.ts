import { ZVerifyTokenResponse, type TVerifyTokenResponse } from '@stonetool/contracts/auth';
import { postAuthJson } from './request';

/** POST /api/auth/verify-token with the token as bearer: whose token it is, and whether it is a recovery token. */
export async function verifyToken(token: string): Promise<TVerifyTokenResponse> {
  const data = await postAuthJson('/api/auth/verify-token', {}, 'Invalid or expired token', token);
  const parsed = ZVerifyTokenResponse.safeParse(data);
  if (!parsed.success) throw new Error('Invalid or expired token');
  return parsed.data;
}

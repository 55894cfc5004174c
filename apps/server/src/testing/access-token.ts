import { ZLoginResponse } from '@stonetool/contracts/auth';
import type { FastifyInstance } from 'fastify';

/** Signs in through POST /api/auth/login-enhanced, as a browser would, and returns the access token. */
export async function accessTokenFor(app: FastifyInstance, email: string, password: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login-enhanced',
    payload: { email, password },
  });
  return ZLoginResponse.parse(response.json()).session.access_token;
}

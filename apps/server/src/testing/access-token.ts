import { ZLoginResponse } from '@stonetool/contracts/auth';
import type { FastifyInstance } from 'fastify';

/** The access token a sign-in answers, for a test's bearer headers. */
export async function accessToken(app: FastifyInstance, email: string, password: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login-enhanced',
    payload: { email, password },
  });
  return ZLoginResponse.parse(response.json()).session.access_token;
}

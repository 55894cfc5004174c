import type { TVerifyTokenResponse } from '@stonetool/contracts/auth';
import type { AppContext } from '../../app-context';
import { AppError } from '../../errors/app-error';
import { loadPrincipal, signedInAs, type Principal } from './principal';
import { findRecoveryUser, refusedRecoveryToken } from './recovery-tokens';
import { authenticateAccessToken } from './sessions';

/** Access tokens are JWTs (three dot-separated parts); recovery tokens are opaque. */
function looksLikeJwt(token: string): boolean {
  return token.split('.').length === 3;
}

function toVerifyResponse(principal: Principal, recovery: boolean): TVerifyTokenResponse {
  return {
    success: true,
    recovery,
    ...signedInAs(principal),
  };
}

/**
 * Says who a bearer token belongs to: a live access token, or an unused, unexpired recovery token
 * (the recovery link's `access_token`). Verifying does not consume a recovery token; only
 * POST /api/auth/reset-password does.
 */
export async function verifyToken(ctx: AppContext, token: string): Promise<TVerifyTokenResponse> {
  const now = ctx.clock.now();
  if (looksLikeJwt(token)) {
    const principal = await authenticateAccessToken(ctx.db, ctx.sessions.signer, token, now);
    if (!principal) throw new AppError('INVALID_TOKEN');
    return toVerifyResponse(principal, false);
  }
  const user = await findRecoveryUser(ctx.db, token, now);
  const principal = user ? await loadPrincipal(ctx.db, user, '') : null;
  if (!principal) throw await refusedRecoveryToken(ctx.db, token, now);
  return toVerifyResponse(principal, true);
}

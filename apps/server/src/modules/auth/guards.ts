import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { AppContext } from '../../app-context';
import { AppError } from '../../errors/app-error';
import type { Permission, Principal } from './principal';
import { authenticateAccessToken } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth guards; null on routes that allow visitors. */
    principal: Principal | null;
  }
}

/** The bearer token of a request, if any. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/** The principal a guard has put on the request; a handler behind requireAuth can rely on it. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new AppError('NOT_AUTHENTICATED');
  return request.principal;
}

export interface Guards {
  /** Resolves a bearer token when one is sent (an invalid one is refused); visitors pass as null. */
  optionalAuth: preHandlerAsyncHookHandler;
  requireAuth: preHandlerAsyncHookHandler;
  /**
   * requireAuth that also admits a login whose temporary password must still be changed: only the
   * password change itself uses it, so that login can do nothing else until it has a password of
   * its own (spec 03 section 4).
   */
  requireAuthForPasswordChange: preHandlerAsyncHookHandler;
  requireAdmin: preHandlerAsyncHookHandler;
  requirePermission(permission: Permission): preHandlerAsyncHookHandler;
}

export function createGuards(ctx: AppContext): Guards {
  async function authenticate(
    request: FastifyRequest,
    required: boolean,
    allowTemporaryPassword = false,
  ): Promise<void> {
    const token = bearerToken(request);
    if (!token) {
      if (required) throw new AppError('NOT_AUTHENTICATED');
      request.principal = null;
      return;
    }
    const principal = await authenticateAccessToken(ctx.db, ctx.sessions.signer, token, ctx.clock.now());
    if (!principal) throw new AppError('INVALID_TOKEN');
    if (principal.mustChangePassword && !allowTemporaryPassword) {
      throw new AppError('PASSWORD_CHANGE_REQUIRED');
    }
    request.principal = principal;
  }

  return {
    async optionalAuth(request) {
      await authenticate(request, false);
    },
    async requireAuth(request) {
      await authenticate(request, true);
    },
    async requireAuthForPasswordChange(request) {
      await authenticate(request, true, true);
    },
    async requireAdmin(request) {
      await authenticate(request, true);
      if (!principalOf(request).isAdmin) throw new AppError('FORBIDDEN');
    },
    requirePermission(permission) {
      return async (request) => {
        await authenticate(request, true);
        if (!principalOf(request).permissions.has(permission)) throw new AppError('FORBIDDEN');
      };
    },
  };
}

import {
  ZChangePasswordRequest,
  ZChangePasswordResponse,
  ZForgotPasswordRequest,
  ZForgotPasswordResponse,
  ZLoginRequest,
  ZLoginResponse,
  ZLogoutRequest,
  ZRefreshRequest,
  ZRefreshResponse,
  ZResetPasswordRequest,
  ZVerifyTokenResponse,
} from '@stonetool/contracts/auth';
import { ZSuccessResponse } from '@stonetool/contracts/common';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { AppError } from '../../errors/app-error';
import { errorResponses } from '../../http/error-responses';
import { changePassword } from './change-password';
import { deviceCookieHeader } from './device-cookie';
import { bearerToken, principalOf, type Guards } from './guards';
import { logIn } from './log-in';
import { logOut } from './log-out';
import { refreshSession } from './refresh-session';
import { requestPasswordReset } from './request-password-reset';
import { resetPassword } from './reset-password';
import type { ClientInfo } from './sessions';
import { verifyToken } from './verify-token';

const tags = ['auth'];
const errors = errorResponses(400, 401, 429);

function clientOf(request: FastifyRequest): ClientInfo {
  return { ipAddress: request.ip, userAgent: request.headers['user-agent'] };
}

function requireBearer(request: FastifyRequest): string {
  const token = bearerToken(request);
  if (!token) throw new AppError('NOT_AUTHENTICATED');
  return token;
}

export function authRoutes(ctx: AppContext, guards: Guards): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.post(
      '/api/auth/login-enhanced',
      {
        schema: {
          tags,
          summary: 'Sign in with e-mail and password',
          body: ZLoginRequest,
          response: { 200: ZLoginResponse, ...errors },
        },
      },
      async (request, reply) => {
        const { answer, deviceCookie } = await logIn(
          ctx,
          request.body,
          clientOf(request),
          request.headers.cookie,
          request.protocol === 'https',
        );
        void reply.header('set-cookie', deviceCookie);
        return answer;
      },
    );

    app.post(
      '/api/auth/verify-token',
      {
        schema: {
          tags,
          summary: 'Who a bearer access token or recovery token belongs to',
          security: [{ bearer: [] }],
          response: { 200: ZVerifyTokenResponse, ...errors },
        },
      },
      async (request) => verifyToken(ctx, requireBearer(request)),
    );

    app.post(
      '/api/auth/refresh',
      {
        schema: {
          tags,
          summary: 'Rotate a refresh token (reuse after 10 s revokes the whole session)',
          body: ZRefreshRequest,
          response: { 200: ZRefreshResponse, ...errors },
        },
      },
      async (request) => refreshSession(ctx, request.body.refresh_token, request.ip),
    );

    app.post(
      '/api/auth/logout',
      {
        schema: {
          tags,
          summary: 'End the session server-side (bearer access token, or the refresh token in the body)',
          security: [{ bearer: [] }],
          body: ZLogoutRequest.optional(),
          response: { 200: ZSuccessResponse, ...errors },
        },
      },
      async (request) => {
        const token = bearerToken(request);
        const claims = token ? await ctx.sessions.signer.verify(token, ctx.clock.now()) : null;
        await logOut(ctx, claims?.sessionId, request.body?.refresh_token);
        return { success: true as const };
      },
    );

    app.post(
      '/api/auth/forgot-password',
      {
        schema: {
          tags,
          summary: 'E-mail a password recovery link (same answer whether or not the account exists)',
          body: ZForgotPasswordRequest,
          response: { 200: ZForgotPasswordResponse, ...errors },
        },
      },
      async (request) => {
        await requestPasswordReset(ctx, request.body.email, clientOf(request));
        return {
          success: true as const,
          message:
            "If an account with this email exists, you'll receive password reset instructions shortly.",
        };
      },
    );

    app.post(
      '/api/auth/reset-password',
      {
        schema: {
          tags,
          summary: 'Set a new password with the bearer recovery token (single use)',
          security: [{ bearer: [] }],
          body: ZResetPasswordRequest,
          response: { 200: ZLoginResponse, ...errors },
        },
      },
      async (request, reply) => {
        const answer = await resetPassword(
          ctx,
          requireBearer(request),
          request.body.new_password,
          clientOf(request),
        );
        // The browser that proved the mailbox becomes a known device: someone holding the account's
        // unknown-device limit at 429 cannot keep its owner from signing in there afterwards.
        void reply.header(
          'set-cookie',
          deviceCookieHeader(ctx.env.authSecret, answer.user.email, null, request.protocol === 'https'),
        );
        return answer;
      },
    );

    app.post(
      '/api/auth/change-password',
      {
        preHandler: guards.requireAuthForPasswordChange,
        schema: {
          tags,
          summary: "Change the signed-in user's password (a temporary one too); their other sessions end",
          security: [{ bearer: [] }],
          body: ZChangePasswordRequest,
          response: { 200: ZChangePasswordResponse, ...errors },
        },
      },
      async (request) => {
        await changePassword(ctx, principalOf(request), request.body);
        return { success: true as const, message: 'Password updated successfully!' };
      },
    );
    done();
  };
}

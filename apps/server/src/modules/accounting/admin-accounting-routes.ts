import {
  ACCOUNTING_MESSAGES,
  ZAccountingActionResponse,
  ZAccountingConnectResponse,
  ZAccountingStatus,
} from '@stonetool/contracts/accounting';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { errorResponses } from '../../http/error-responses';
import { principalOf, type Guards } from '../auth/guards';
import { answerAuthorisation } from './accounting-routes';
import { disconnectAccounting } from './disconnect-accounting';
import { getAccountingStatus } from './get-accounting-status';
import { refreshAccountingTokens } from './refresh-accounting-tokens';
import { startAuthorisation } from './start-authorisation';

const tags = ['admin'];
const errors = errorResponses(400, 401, 403, 409, 502);
const security = [{ bearer: [] }];

/** The platform's own QuickBooks link (spec 03 section 7, admin quickbooks tab): platform admin only. */
export function adminAccountingRoutes(ctx: AppContext, guards: Guards): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', guards.requireAdmin);

    app.get(
      '/api/quickbooks/admin/status',
      {
        schema: {
          tags,
          summary: "The platform's QuickBooks link",
          security,
          response: { 200: ZAccountingStatus, ...errors },
        },
      },
      async () => getAccountingStatus(ctx, null),
    );

    app.get(
      '/api/quickbooks/admin/connect',
      {
        schema: {
          tags,
          summary: "Intuit's authorisation address for the platform's link (authUrl)",
          security,
          response: { 200: ZAccountingConnectResponse, ...errors },
        },
      },
      async (request, reply) =>
        answerAuthorisation(ctx, reply, await startAuthorisation(ctx, principalOf(request), null)),
    );

    app.post(
      '/api/quickbooks/admin/disconnect',
      {
        schema: {
          tags,
          summary: "Revoke and delete the platform's QuickBooks tokens",
          security,
          response: { 200: ZAccountingActionResponse, ...errors },
        },
      },
      async (request) => {
        await disconnectAccounting(ctx, null, request.log);
        request.log.info({ byUserId: principalOf(request).userId }, 'platform QuickBooks link disconnected');
        return { success: true as const, message: ACCOUNTING_MESSAGES.disconnected };
      },
    );

    app.post(
      '/api/quickbooks/admin/refresh-token',
      {
        schema: {
          tags,
          summary: "Rotate the platform's QuickBooks tokens",
          security,
          response: { 200: ZAccountingActionResponse, ...errors },
        },
      },
      async () => {
        await refreshAccountingTokens(ctx, null);
        return { success: true as const, message: ACCOUNTING_MESSAGES.refreshed };
      },
    );
  };
}

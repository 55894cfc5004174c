import {
  ZShowroomOrdersQuery,
  ZShowroomOrdersResponse,
  ZUpdateOrderStatusRequest,
  ZUpdateOrderStatusResponse,
} from '@stonetool/contracts/showroom-orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { errorResponses } from '../../http/error-responses';
import { principalOf, type Guards } from '../auth/guards';
import { resolveShowroomId } from '../auth/showroom-scope';
import { listShowroomOrders } from './list-showroom-orders';
import { updateOrderStatus } from './update-order-status';

const tags = ['showroom'];
const errors = errorResponses(400, 401, 403, 404);

/** The Orders tab of the showroom dashboard (spec 03 sections 2, 4 and 7). */
export function showroomOrderRoutes(ctx: AppContext, guards: Guards): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/showroom/orders',
      {
        preHandler: guards.requirePermission('read:showroom'),
        schema: {
          tags,
          summary: "The caller's showroom orders (newest first, at most 100) and their stats",
          security: [{ bearer: [] }],
          querystring: ZShowroomOrdersQuery,
          response: { 200: ZShowroomOrdersResponse, ...errors },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        return listShowroomOrders(ctx.db, principal, resolveShowroomId(principal, undefined), request.query);
      },
    );

    app.patch(
      '/api/showroom/orders',
      {
        preHandler: guards.requirePermission('update:order-status'),
        schema: {
          tags,
          summary: 'Change the status of an order (with the version read, if sent: a stale one answers 409)',
          security: [{ bearer: [] }],
          body: ZUpdateOrderStatusRequest,
          response: { 200: ZUpdateOrderStatusResponse, ...errors, ...errorResponses(409) },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        const showroomId = resolveShowroomId(principal, undefined);
        return {
          success: true as const,
          order: await updateOrderStatus(ctx, principal, showroomId, request.body),
        };
      },
    );
  };
}

import { ZAdminOrdersQuery, ZAdminOrdersResponse } from '@stonetool/contracts/admin-orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { errorResponses } from '../../http/error-responses';
import { createFileUrlSigner } from '../../uploads/signed-file-url';
import type { Guards } from '../auth/guards';
import { receiptLink } from '../payments/receipt-links';
import { listAdminOrders } from './list-admin-orders';

/**
 * The admin Orders tab (spec 03 sections 2 and 7): every showroom's orders, read-only (the admin
 * cannot change an order's status). Only the platform admin reaches it.
 */
export function adminOrderRoutes(ctx: AppContext, guards: Guards): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', guards.requireAdmin);
    const signer = createFileUrlSigner(ctx.env.authSecret);
    const linkTo = (fileId: string) => receiptLink(signer, fileId, ctx.clock.now());

    app.get(
      '/api/admin/orders',
      {
        schema: {
          tags: ['admin'],
          summary:
            'Every showroom’s orders (newest first, at most 200), stats, stats by showroom and the top 5 showrooms by revenue',
          security: [{ bearer: [] }],
          querystring: ZAdminOrdersQuery,
          response: {
            200: ZAdminOrdersResponse,
            ...errorResponses(400, 401, 403),
          },
        },
      },
      async (request) => listAdminOrders(ctx.db, request.query, linkTo),
    );
  };
}

import {
  ZOrderIdParams,
  ZOrderSettingsResponse,
  ZShowroomOrdersQuery,
  ZUpdateOrderSettingsRequest,
  ZShowroomOrdersResponse,
  ZUpdateOrderStatusRequest,
  ZUpdateOrderStatusResponse,
} from '@stonetool/contracts/showroom-orders';
import { ZAdminOrdersQuery, ZAdminOrdersResponse } from '@stonetool/contracts/admin-orders';
import { ZMaterialOrderRequest, ZMaterialOrderResponse } from '@stonetool/contracts/orders';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { errorResponses } from '../../http/error-responses';
import { withinOrderCaps } from '../../showroom-rate-limit';
import { createFileUrlSigner } from '../../uploads/signed-file-url';
import { principalOf, type Guards } from '../auth/guards';
import { resolveShowroomId } from '../auth/showroom-scope';
import { receiptLink } from '../payments/receipt-links';
import { listAdminOrders } from './list-admin-orders';
import { listShowroomOrders } from './list-showroom-orders';
import { placeMaterialOrder } from './place-material-order';
import { makeOrderPdf } from './make-order-pdf';
import { getOrderSettings, updateOrderSettings } from './order-settings';
import { updateOrderStatus } from './update-order-status';

/** Idempotency-Key: any 1 to 200 visible ASCII characters (a UUID from the web app). */
const ZOrderHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .regex(/^[\x21-\x7e]{1,200}$/, 'Idempotency-Key must be 1 to 200 visible characters')
    .optional(),
});

const tags = ['showroom'];
const errors = errorResponses(400, 401, 403, 404);

function sendPdf(reply: FastifyReply, pdf: { filename: string; bytes: Buffer }) {
  return reply
    .type('application/pdf')
    .header('Content-Disposition', `attachment; filename="${pdf.filename}"`)
    .header('Cache-Control', 'no-store')
    .send(pdf.bytes);
}

/**
 * Orders: Material Mode places one; the showroom dashboard's Orders tab lists them, changes their
 * status and settings (spec 03 sections 2, 4 and 7); the admin's Orders tab reads every showroom's,
 * platform admin only (the admin cannot change an order's status).
 */
export function orderRoutes(ctx: AppContext, guards: Guards): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    const signer = createFileUrlSigner(ctx.env.authSecret);
    const linkTo = (fileId: string) => receiptLink(signer, fileId, ctx.clock.now());

    app.post(
      '/api/material-orders',
      {
        preHandler: guards.requirePermission('read:showroom'),
        schema: {
          tags: ['material'],
          summary:
            'Place a material order (priced again on the server; Idempotency-Key replays the first answer)',
          security: [{ bearer: [] }],
          headers: ZOrderHeaders,
          body: ZMaterialOrderRequest,
          response: {
            200: ZMaterialOrderResponse,
            ...errorResponses(400, 401, 403, 404, 409, 429),
          },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        const showroomId = resolveShowroomId(principal, request.body.showroomId ?? undefined);
        const caller = { userId: principal.userId, showroomId, now: ctx.clock.now() };
        const data = await withinOrderCaps(ctx.db, ctx.env.rateLimits, caller, () =>
          placeMaterialOrder(ctx, principal, showroomId, request.body, request.headers['idempotency-key']),
        );
        return { success: true as const, data };
      },
    );

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

    app.get(
      '/api/showroom/orders/:id/pdf',
      {
        preHandler: guards.requirePermission('read:showroom'),
        schema: {
          tags,
          summary: 'One order as a PDF to print or send (application/pdf)',
          security: [{ bearer: [] }],
          params: ZOrderIdParams,
          response: errors,
        },
      },
      async (request, reply) => {
        const principal = principalOf(request);
        const showroomId = resolveShowroomId(principal, undefined);
        return sendPdf(reply, await makeOrderPdf(ctx, principal, showroomId, request.params.id));
      },
    );

    app.get(
      '/api/showroom/order-settings',
      {
        preHandler: guards.requirePermission('manage:order-settings'),
        schema: {
          tags,
          summary: "The owner's order settings: managers' view of the orders, status e-mails to customers",
          security: [{ bearer: [] }],
          response: { 200: ZOrderSettingsResponse, ...errors },
        },
      },
      async (request) => {
        const showroomId = resolveShowroomId(principalOf(request), undefined);
        return { success: true as const, settings: await getOrderSettings(ctx.db, showroomId) };
      },
    );

    app.put(
      '/api/showroom/order-settings',
      {
        preHandler: guards.requirePermission('manage:order-settings'),
        schema: {
          tags,
          summary: 'Change the order settings (owner only)',
          security: [{ bearer: [] }],
          body: ZUpdateOrderSettingsRequest,
          response: { 200: ZOrderSettingsResponse, ...errors },
        },
      },
      async (request) => {
        const showroomId = resolveShowroomId(principalOf(request), undefined);
        return {
          success: true as const,
          settings: await updateOrderSettings(ctx.db, showroomId, request.body, ctx.clock.now()),
        };
      },
    );

    app.get(
      '/api/admin/orders',
      {
        onRequest: guards.requireAdmin,
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
    done();
  };
}

import {
  ZOrderIdParams,
  ZOrderSettingsResponse,
  ZShowroomOrdersQuery,
  ZUpdateOrderSettingsRequest,
  ZShowroomOrdersResponse,
  ZUpdateOrderStatusRequest,
  ZUpdateOrderStatusResponse,
} from '@stonetool/contracts/showroom-orders';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { errorResponses } from '../../http/error-responses';
import { principalOf, type Guards } from '../auth/guards';
import { resolveShowroomId } from '../auth/showroom-scope';
import { listShowroomOrders } from './list-showroom-orders';
import { makeOrderPdf } from './make-order-pdf';
import { getOrderSettings, updateOrderSettings } from './order-settings';
import { updateOrderStatus } from './update-order-status';

const tags = ['showroom'];
const errors = errorResponses(400, 401, 403, 404);

function sendPdf(reply: FastifyReply, pdf: { filename: string; bytes: Buffer }) {
  return reply
    .type('application/pdf')
    .header('Content-Disposition', `attachment; filename="${pdf.filename}"`)
    .header('Cache-Control', 'no-store')
    .send(pdf.bytes);
}

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
  };
}

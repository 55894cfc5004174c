import {
  ZAdminPaymentsQuery,
  ZAdminPaymentsResponse,
  ZAdminUpdatePaymentResponse,
} from '@stonetool/contracts/admin-payments';
import {
  ZPaymentFilesQuery,
  ZPaymentFilesResponse,
  ZUpdatePaymentRequest,
} from '@stonetool/contracts/payments';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { errorResponses } from '../../http/error-responses';
import { createFileUrlSigner } from '../../uploads/signed-file-url';
import type { Guards } from '../auth/guards';
import { listPaymentFiles } from './list-payment-files';
import { listPayments } from './list-payments';
import { receiptLink } from './receipt-links';
import { summarizePaymentsByShowroom } from './summarize-payments';
import { updatePayment } from './update-payment';

const tags = ['admin'];
const security = [{ bearer: [] }];
const errors = errorResponses(400, 401, 403, 404);
const everyShowroom = { showroomId: null };

/**
 * The admin Payments tab (spec 03 sections 2 and 7): every showroom's supplier payments through the
 * showroom's own queries with a null scope. Only the platform admin reaches these routes.
 */
export function adminPaymentRoutes(ctx: AppContext, guards: Guards): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.addHook('onRequest', guards.requireAdmin);
    const signer = createFileUrlSigner(ctx.env.authSecret);
    const linkTo = (fileId: string) => receiptLink(signer, fileId, ctx.clock.now());

    app.get(
      '/api/admin/payments',
      {
        schema: {
          tags,
          summary:
            'Payments overview per showroom (owed, paid, pending, overdue) or the detailed records (newest 200)',
          security,
          querystring: ZAdminPaymentsQuery,
          response: { 200: ZAdminPaymentsResponse, ...errors },
        },
      },
      async (request) => {
        const { view, limit, showroom_id: showroomId, status } = request.query;
        if (view === 'overview') {
          const { overview, totals } = await summarizePaymentsByShowroom(ctx.db, ctx.clock.now());
          return { success: true as const, view, overview, totals };
        }
        const payments = await listPayments(ctx.db, { showroomId: showroomId ?? null }, { status, limit });
        return { success: true as const, view, payments };
      },
    );

    app.patch(
      '/api/admin/payments',
      {
        schema: {
          tags,
          summary: "Manage any showroom's payment: status, method, reference and notes",
          security,
          body: ZUpdatePaymentRequest,
          response: { 200: ZAdminUpdatePaymentResponse, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        payment: await updatePayment(ctx.db, everyShowroom, request.body, ctx.clock.now()),
      }),
    );

    app.get(
      '/api/admin/payments/files',
      {
        schema: {
          tags,
          summary: "Any payment's receipts, with links valid for five minutes",
          security,
          querystring: ZPaymentFilesQuery,
          response: { 200: ZPaymentFilesResponse, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        files: await listPaymentFiles(ctx.db, everyShowroom, request.query.paymentId, linkTo),
      }),
    );
    done();
  };
}

import fastifyMultipart from '@fastify/multipart';
import {
  ZFileUrlQuery,
  ZFileUrlResponse,
  ZPaymentFilesQuery,
  ZPaymentFilesResponse,
  ZPaymentStatus,
  ZShowroomPaymentsResponse,
  ZSignedFileQuery,
  ZSyncPaymentsResponse,
  ZUpdatePaymentRequest,
  ZUpdatePaymentResponse,
  ZUploadReceiptFields,
  ZUploadReceiptResponse,
} from '@stonetool/contracts/payments';
import { MAX_RECEIPT_BYTES, RECEIPT_SIZE_MESSAGE } from '@stonetool/domain/payments/receipt-limits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses';
import { uploadRules } from '../../uploads/upload-rate-limit';
import type { AppContext } from '../../app-context';
import { AppError } from '../../errors/app-error';
import { consumeLimit } from '../../rate-limit';
import { readMultipartUpload } from '../../uploads/read-multipart-upload';
import { sendStoredFile } from '../../http/send-stored-file';
import { createFileUrlSigner } from '../../uploads/signed-file-url';
import { principalOf, type Guards } from '../auth/guards';
import { listPaymentFiles } from './list-payment-files';
import { listPayments } from './list-payments';
import { ownPaymentScope, paymentScopeOf } from './payment-scope';
import { findPaymentFile, readPaymentFile } from './read-payment-file';
import { receiptIdOfLink, receiptLink, receiptPath } from './receipt-links';
import { summarizePayments } from './summarize-payments';
import { syncPayments } from './sync-payments';
import { updatePayment } from './update-payment';
import { uploadReceipt } from './upload-receipt';

const tags = ['payments'];
const security = [{ bearer: [] }];
const errors = errorResponses(400, 401, 403, 404);

/** The newest records the Payments tab lists (the summary always covers every record). */
export const PAYMENTS_PAGE_LIMIT = 200;

const ZPaymentsQuery = z.strictObject({
  status: z.union([z.literal('all'), ZPaymentStatus]).default('all'),
});

/**
 * Supplier payments of the showroom dashboard (spec 03 section 7) and their receipts. Payments
 * are the owner's; receipts are served to the payment's showroom owner and the platform admin,
 * through signed links that expire and still need the caller's session.
 */
export function paymentRoutes(ctx: AppContext, guards: Guards): FastifyPluginAsyncZod {
  return async (app) => {
    // Registered in this plugin's scope only, with the receipt limits applied per request.
    await app.register(fastifyMultipart);
    const signer = createFileUrlSigner(ctx.env.authSecret);
    const linkTo = (fileId: string) => receiptLink(signer, fileId, ctx.clock.now());
    const ownerOnly = guards.requirePermission('manage:supplier-payments');

    app.get(
      '/api/showroom/payments',
      {
        preHandler: ownerOnly,
        schema: {
          tags,
          summary: "The showroom's supplier payment records (newest 200) and their summary",
          security,
          querystring: ZPaymentsQuery,
          response: { 200: ZShowroomPaymentsResponse, ...errors },
        },
      },
      async (request) => {
        const scope = ownPaymentScope(principalOf(request));
        const status = request.query.status === 'all' ? undefined : request.query.status;
        const [payments, summary] = await Promise.all([
          listPayments(ctx.db, scope, { status, limit: PAYMENTS_PAGE_LIMIT }),
          summarizePayments(ctx.db, scope.showroomId),
        ]);
        return { success: true as const, payments, summary };
      },
    );

    app.post(
      '/api/showroom/payments',
      {
        preHandler: ownerOnly,
        schema: {
          tags,
          summary: 'Sync Orders: one payment record for each order that has none',
          security,
          response: { 200: ZSyncPaymentsResponse, ...errors },
        },
      },
      async (request) => {
        const { showroomId } = ownPaymentScope(principalOf(request));
        const created = await syncPayments(ctx.db, showroomId);
        return {
          success: true as const,
          created,
          message:
            created === 0
              ? 'All orders already have payment records'
              : `Created ${created} payment record${created === 1 ? '' : 's'}`,
        };
      },
    );

    app.patch(
      '/api/showroom/payments',
      {
        preHandler: ownerOnly,
        schema: {
          tags,
          summary: "Manage Payment: a payment's status, method, reference and notes",
          security,
          body: ZUpdatePaymentRequest,
          response: { 200: ZUpdatePaymentResponse, ...errors },
        },
      },
      async (request) => {
        const scope = ownPaymentScope(principalOf(request));
        const payment = await updatePayment(ctx.db, scope, request.body, ctx.clock.now());
        return { success: true as const, payment };
      },
    );

    app.get(
      '/api/payments/files',
      {
        preHandler: guards.requireAuth,
        schema: {
          tags,
          summary: "A payment's receipts, with links valid for five minutes",
          security,
          querystring: ZPaymentFilesQuery,
          response: { 200: ZPaymentFilesResponse, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        files: await listPaymentFiles(
          ctx.db,
          paymentScopeOf(principalOf(request)),
          request.query.paymentId,
          linkTo,
        ),
      }),
    );

    app.get(
      '/api/payments/file-url',
      {
        preHandler: guards.requireAuth,
        schema: {
          tags,
          summary: 'A fresh five-minute link for a receipt link the caller holds (for previews)',
          security,
          querystring: ZFileUrlQuery,
          response: { 200: ZFileUrlResponse, ...errors },
        },
      },
      async (request) => {
        const scope = paymentScopeOf(principalOf(request));
        const fileId = receiptIdOfLink(request.query.filePath);
        if (!fileId || !(await findPaymentFile(ctx.db, scope, fileId))) {
          throw new AppError('NOT_FOUND', 'File not found');
        }
        return { success: true as const, url: linkTo(fileId) };
      },
    );

    app.post(
      '/api/payments/upload-receipt',
      {
        preHandler: ownerOnly,
        schema: {
          tags,
          summary:
            'Upload a receipt (multipart file, paymentId, orderNumber): PDF, JPG, PNG, WebP or GIF, 5 MB',
          security,
          consumes: ['multipart/form-data'],
          response: { 200: ZUploadReceiptResponse, ...errors, ...errorResponses(413, 415) },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        const { showroomId } = ownPaymentScope(principal);
        await consumeLimit(
          ctx.db,
          uploadRules('receipt', ctx.env.rateLimits, principal.userId),
          ctx.clock.now(),
        );
        const { file, fields } = await readMultipartUpload(request, {
          fileField: 'file',
          maxFileBytes: MAX_RECEIPT_BYTES,
          tooLargeMessage: RECEIPT_SIZE_MESSAGE,
          maxFields: 4,
        });
        const { paymentId, orderNumber } = ZUploadReceiptFields.parse(fields);
        const saved = await uploadReceipt(
          ctx.db,
          ctx.storage,
          showroomId,
          { paymentId, orderNumber, file, uploadedByUserId: principal.userId },
          linkTo,
        );
        return { success: true as const, file: saved };
      },
    );

    app.get(
      '/api/payments/receipts/:fileId',
      {
        preHandler: guards.requireAuth,
        schema: {
          tags,
          summary: 'One receipt as a download, through a signed link from /api/payments/files',
          security,
          params: z.strictObject({ fileId: z.uuid('File not found') }),
          querystring: ZSignedFileQuery,
          response: { ...errors, ...errorResponses(410) },
        },
      },
      async (request, reply) => {
        const scope = paymentScopeOf(principalOf(request));
        const { fileId } = request.params;
        const check = signer.check(
          receiptPath(fileId),
          request.query.expires,
          request.query.signature,
          ctx.clock.now(),
        );
        if (check === 'invalid') throw new AppError('NOT_FOUND', 'File not found');
        if (check === 'expired') throw new AppError('LINK_EXPIRED');
        const file = await readPaymentFile(ctx.db, ctx.storage, scope, fileId);
        return sendStoredFile(reply, file, {
          cacheControl: 'private, no-store',
          attachmentName: file.filename,
        });
      },
    );
  };
}

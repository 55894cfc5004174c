import {
  ZEmailQuoteRequest,
  ZEmailQuoteResponse,
  ZLoadQuoteResponse,
  ZQuoteIdParams,
  ZQuotePdfRequest,
  ZSaveQuoteRequest,
  ZSaveQuoteResponse,
  ZUpdateQuoteResultsRequest,
  ZUpdateQuoteResultsResponse,
} from '@stonetool/contracts/quotes';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { errorResponses } from '../../http/error-responses';
import { principalOf, type Guards } from '../auth/guards';
import { emailQuote } from './email-quote';
import { expertBusinessId } from './expert-business';
import { loadQuote } from './load-quote';
import { makeQuotePdf, type QuotePdf } from './make-quote-pdf';
import { findExpertQuote, quoteDataOf } from './quote-records';
import { saveQuote } from './save-quote';
import { updateQuoteResults } from './update-quote-results';
import { ownRecordsMemberId } from '../customers/own-records';

const tags = ['expert'];
const security = [{ bearer: [] }];
const errors = errorResponses(400, 401, 403, 404);
/** A quote with many products and its layouts is larger than the API's default 1 MB body. */
const QUOTE_BODY_LIMIT = 5 * 1024 * 1024;

function sendPdf(reply: FastifyReply, pdf: QuotePdf) {
  return reply
    .type('application/pdf')
    .header('Content-Disposition', `attachment; filename="${pdf.filename}"`)
    .header('X-Quote-Number', pdf.quoteNumber)
    .header('Cache-Control', 'no-store')
    .send(pdf.bytes);
}

export function quotesRoutes(ctx: AppContext, guards: Guards): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.post(
      '/api/quotes/save',
      {
        preHandler: guards.requireAuth,
        bodyLimit: QUOTE_BODY_LIMIT,
        schema: {
          tags,
          summary: 'Save an Expert Mode quote (with quote_id: update that saved quote)',
          security,
          body: ZSaveQuoteRequest,
          response: { 200: ZSaveQuoteResponse, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await saveQuote(ctx, principalOf(request), request.body),
      }),
    );

    app.post(
      '/api/quotes/update-results',
      {
        preHandler: guards.requireAuth,
        bodyLimit: QUOTE_BODY_LIMIT,
        schema: {
          tags,
          summary: "Store Calculate's results on a saved quote",
          security,
          body: ZUpdateQuoteResultsRequest,
          response: { 200: ZUpdateQuoteResultsResponse, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await updateQuoteResults(ctx, principalOf(request), request.body),
      }),
    );

    app.post(
      '/api/quotes/pdf',
      {
        preHandler: guards.requireAuth,
        bodyLimit: QUOTE_BODY_LIMIT,
        schema: {
          tags,
          summary: "The quote PDF of the estimator's current state (application/pdf)",
          security,
          body: ZQuotePdfRequest,
          response: errors,
        },
      },
      async (request, reply) => {
        const principal = principalOf(request);
        const showroomId = expertBusinessId(principal);
        const pdf = await makeQuotePdf(ctx, showroomId, {
          memberId: ownRecordsMemberId(principal),
          customer: request.body.customer_data,
          quoteData: request.body.quote_data,
          quoteId: request.body.quote_id,
        });
        return sendPdf(reply, pdf);
      },
    );

    app.post(
      '/api/quotes/email',
      {
        preHandler: guards.requireAuth,
        bodyLimit: QUOTE_BODY_LIMIT,
        schema: {
          tags,
          summary: 'E-mail the quote PDF to the customer as an attachment',
          security,
          body: ZEmailQuoteRequest,
          response: { 200: ZEmailQuoteResponse, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await emailQuote(ctx, principalOf(request), request.body),
      }),
    );

    app.get(
      '/api/quotes/:id',
      {
        preHandler: guards.requireAuth,
        schema: {
          tags,
          summary: 'A saved Expert Mode quote, to load into the estimator',
          security,
          params: ZQuoteIdParams,
          response: { 200: ZLoadQuoteResponse, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await loadQuote(ctx, principalOf(request), request.params.id),
      }),
    );

    app.get(
      '/api/quotes/:id/pdf',
      {
        preHandler: guards.requireAuth,
        schema: {
          tags,
          summary: 'The PDF of a saved Expert Mode quote (application/pdf)',
          security,
          params: ZQuoteIdParams,
          response: errors,
        },
      },
      async (request, reply) => {
        const principal = principalOf(request);
        const showroomId = expertBusinessId(principal);
        const memberId = ownRecordsMemberId(principal);
        const { quote, customer } = await findExpertQuote(ctx.db, showroomId, request.params.id, memberId);
        const pdf = await makeQuotePdf(ctx, showroomId, {
          memberId,
          customer: {
            first_name: customer?.firstName ?? null,
            last_name: customer?.lastName ?? null,
            email: customer?.email ?? null,
            phone: customer?.phone ?? null,
          },
          quoteData: quoteDataOf(quote),
          quoteId: quote.id,
        });
        return sendPdf(reply, pdf);
      },
    );
    done();
  };
}

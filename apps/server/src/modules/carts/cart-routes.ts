import {
  ZCustomerQuotesQuery,
  ZLoadCartsQuery,
  ZLoadCartsResponse,
  ZQuoteListResponse,
  ZRecentQuotesQuery,
  ZSaveCartRequest,
  ZSaveCartResponse,
} from '@stonetool/contracts/carts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { errorResponses } from '../../http/error-responses';
import { principalOf, type Guards } from '../auth/guards';
import { resolveShowroomId } from '../auth/showroom-scope';
import { ownRecordsMemberId } from '../customers/own-records';
import { listCustomerQuotes } from './list-customer-quotes';
import { listSavedCarts, loadSavedCart } from './load-carts';
import { listQuoteSummaries } from './quote-summaries';
import { saveCart } from './save-cart';

const tags = ['material'];
const errors = errorResponses(400, 401, 403, 404, 409);

/**
 * Saved Material carts and the quote lists of the Load Quote modal. The lists serve Material carts
 * and Expert quotes alike (optional `kind`); everything is the caller's showroom's.
 */
export function cartRoutes(ctx: AppContext, guards: Guards): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.get(
      '/api/quotes/recent',
      {
        preHandler: guards.requireAuth,
        schema: {
          tags,
          summary: "The showroom's most recently changed carts and quotes",
          security: [{ bearer: [] }],
          querystring: ZRecentQuotesQuery,
          response: { 200: ZQuoteListResponse, ...errors },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        const showroomId = resolveShowroomId(principal, request.query.showroom_id);
        const { kind, limit } = request.query;
        const memberId = ownRecordsMemberId(principal);
        return {
          success: true as const,
          data: await listQuoteSummaries(ctx, showroomId, { kind, limit, memberId }),
        };
      },
    );

    app.get(
      '/api/quotes/customer',
      {
        preHandler: guards.requireAuth,
        schema: {
          tags,
          summary: "Every cart and quote of one of the showroom's clients",
          security: [{ bearer: [] }],
          querystring: ZCustomerQuotesQuery,
          response: { 200: ZQuoteListResponse, ...errors },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        const showroomId = resolveShowroomId(principal, request.query.showroom_id);
        const { customer_id: customerId, kind } = request.query;
        const memberId = ownRecordsMemberId(principal);
        return {
          success: true as const,
          data: await listCustomerQuotes(ctx, showroomId, customerId, kind, memberId),
        };
      },
    );

    app.post(
      '/api/material-carts/save',
      {
        preHandler: guards.requirePermission('read:showroom'),
        schema: {
          tags,
          summary: 'Save a new cart, or update the cart named by quote_id',
          security: [{ bearer: [] }],
          body: ZSaveCartRequest,
          response: { 200: ZSaveCartResponse, ...errors },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        const showroomId = resolveShowroomId(principal, request.body.showroom_id);
        return saveCart(ctx, principal, showroomId, request.body);
      },
    );

    app.get(
      '/api/material-carts/load',
      {
        preHandler: guards.requireAuth,
        schema: {
          tags,
          summary: 'Saved carts (page of 20, optional customer_email), or one cart by cart_id',
          security: [{ bearer: [] }],
          querystring: ZLoadCartsQuery,
          response: { 200: ZLoadCartsResponse, ...errors },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        const { showroom_id, cart_id, customer_email, limit, offset } = request.query;
        const showroomId = resolveShowroomId(principal, showroom_id);
        if (cart_id) {
          return { success: true as const, data: await loadSavedCart(ctx, principal, showroomId, cart_id) };
        }
        const list = await listSavedCarts(ctx, showroomId, {
          limit,
          offset,
          customerEmail: customer_email,
          memberId: ownRecordsMemberId(principal),
        });
        return { success: true as const, ...list };
      },
    );
    done();
  };
}

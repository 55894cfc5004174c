import {
  ZClaimSharedCartRequest,
  ZClaimSharedCartResponse,
  ZCreateSharedCartRequest,
  ZCreateSharedCartResponse,
  ZSharedCartNotFoundResponse,
  ZSharedCartTokenQuery,
  ZSharedCartTokenResponse,
} from '@stonetool/contracts/shared-carts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { errorResponses } from '../../http/error-responses';
import { principalOf, type Guards } from '../auth/guards';
import { claimSharedCart, SHARED_CART_MESSAGES } from './claim-shared-cart';
import { createSharedCart } from './create-shared-cart';
import { getSharedCart } from './get-shared-cart';

const tags = ['shared-carts'];
const errors = errorResponses(400, 401, 403, 409);

/** The page's default text for a link that opens nothing (spec 01 section 8). */
export const SHARED_CART_NOT_FOUND_MESSAGE = 'This shared cart link does not exist or may have been removed.';

/** Carts an admin sends to a showroom by link: created by the admin, opened publicly, claimed once. */
export function sharedCartRoutes(ctx: AppContext, guards: Guards): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.post(
      '/api/admin/create-shared-cart',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags,
          summary: 'Create a shared cart for a showroom and return its link',
          security: [{ bearer: [] }],
          body: ZCreateSharedCartRequest,
          response: { 200: ZCreateSharedCartResponse, ...errors, ...errorResponses(404) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await createSharedCart(ctx, principalOf(request), request.body),
      }),
    );

    app.get(
      '/api/shared-cart-token',
      {
        schema: {
          tags,
          summary: 'A shared cart by its link token (public; marks a new cart viewed)',
          querystring: ZSharedCartTokenQuery,
          response: {
            200: ZSharedCartTokenResponse,
            ...errorResponses(400, 429),
            404: ZSharedCartNotFoundResponse,
          },
        },
      },
      async (request, reply) => {
        const cart = await getSharedCart(ctx, request.query.token, request.ip);
        if (!cart) {
          return reply.status(404).send({
            success: false as const,
            error: SHARED_CART_MESSAGES.notFound,
            message: SHARED_CART_NOT_FOUND_MESSAGE,
            code: 'NOT_FOUND',
          });
        }
        return { success: true as const, data: cart };
      },
    );

    app.post(
      '/api/shared-cart/claim',
      {
        preHandler: guards.requireAuth,
        schema: {
          tags,
          summary: "Claim a shared cart for the caller's showroom (once)",
          security: [{ bearer: [] }],
          body: ZClaimSharedCartRequest,
          response: { 200: ZClaimSharedCartResponse, ...errors, ...errorResponses(404) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await claimSharedCart(ctx, principalOf(request), request.body.share_token),
      }),
    );
    done();
  };
}

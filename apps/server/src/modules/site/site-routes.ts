import { ZSuccessResponse } from '@stonetool/contracts/common';
import { ZOrderConfirmationEmailResponse } from '@stonetool/contracts/orders';
import { ZConfigResponse, ZSendEmailRequest } from '@stonetool/contracts/site';
import { z } from 'zod';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { errorResponses } from '../../http/error-responses';
import { principalOf, type Guards } from '../auth/guards';
import { resolveShowroomId } from '../auth/showroom-scope';
import { STONE_IMAGES_PATH } from '../catalog/stones/stone-image-url';
import { reportOrderConfirmation } from '../orders/report-order-confirmation';
import { sendContactMessage } from './send-contact-message';

const tags = ['site'];

export function siteRoutes(ctx: AppContext, guards: Guards): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.post(
      '/api/send-resend',
      {
        schema: {
          tags,
          summary:
            "Send an e-mail by type: 'contact_form' (public, ZContactRequest); 'material_order_confirmation' (bearer, reports the order's queued confirmations)",
          body: ZSendEmailRequest,
          response: {
            200: z.union([ZOrderConfirmationEmailResponse, ZSuccessResponse]),
            ...errorResponses(400, 401, 403, 404, 429),
          },
        },
      },
      async (request, reply) => {
        if (request.body.emailType === 'material_order_confirmation') {
          await guards.requireAuth.call(app, request, reply);
          const principal = principalOf(request);
          return reportOrderConfirmation(
            ctx,
            resolveShowroomId(principal, undefined),
            request.body.orderData.quoteNumber,
          );
        }
        await sendContactMessage(ctx, request.body, request.ip);
        return { success: true as const };
      },
    );

    app.get(
      '/api/config',
      { schema: { tags, summary: 'Public client configuration', response: { 200: ZConfigResponse } } },
      () => ({
        supabaseUrl: ctx.env.publicUrl,
        stoneImagesPath: STONE_IMAGES_PATH,
        supportEmail: ctx.env.supportEmail,
      }),
    );
    done();
  };
}

import { ZErrorResponse, ZSuccessResponse } from '@stonetool/contracts/common';
import { ZConfigResponse, ZContactRequest, ZSendEmailRequest } from '@stonetool/contracts/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { AppError } from '../../errors/app-error';
import { STONE_IMAGES_PATH } from '../catalog/stone-image-url';
import { sendContactMessage } from './send-contact-message';

const tags = ['site'];

export function siteRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/send-resend',
      {
        schema: {
          tags,
          summary:
            "Send an e-mail by type; 'contact_form' takes ZContactRequest (other types come with Material Mode)",
          body: ZSendEmailRequest,
          response: { 200: ZSuccessResponse, 400: ZErrorResponse, 429: ZErrorResponse },
        },
      },
      async (request) => {
        if (request.body.emailType !== 'contact_form') throw new AppError('UNSUPPORTED_EMAIL_TYPE');
        await sendContactMessage(ctx, ZContactRequest.parse(request.body), request.ip);
        return { success: true as const };
      },
    );

    app.get(
      '/api/config',
      { schema: { tags, summary: 'Public client configuration', response: { 200: ZConfigResponse } } },
      async () => ({
        supabaseUrl: ctx.env.publicUrl,
        stoneImagesPath: STONE_IMAGES_PATH,
        supportEmail: ctx.env.supportEmail,
      }),
    );
  };
}

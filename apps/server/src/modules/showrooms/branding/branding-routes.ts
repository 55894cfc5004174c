import fastifyMultipart from '@fastify/multipart';
import {
  BRANDING_MESSAGES,
  LOGO_MAX_BYTES,
  ZRemoveLogoResponse,
  ZUpdateShowroomNameRequest,
  ZUpdateShowroomNameResponse,
  ZUploadLogoResponse,
} from '@stonetool/contracts/branding';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../app-context';
import { AppError } from '../../../errors/app-error';
import { errorResponses } from '../../../http/error-responses';
import { sendStoredFile } from '../../../http/send-stored-file';
import { consumeLimit } from '../../../rate-limit';
import { readMultipartUpload } from '../../../uploads/read-multipart-upload';
import { uploadRules } from '../../../uploads/upload-rate-limit';
import { principalOf, type Guards } from '../../auth/guards';
import { resolveShowroomId } from '../../auth/showroom-scope';
import { removeLogo } from './remove-logo';
import { updateShowroomName } from './update-showroom-name';
import { uploadLogo } from './upload-logo';

const tags = ['branding'];
const errors = errorResponses(400, 401, 403, 404);
const uploadErrors = { ...errors, ...errorResponses(413, 415, 429) };

/** A logo's name changes with every upload, so a browser may keep one as long as it likes. */
const LOGO_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** `{uuid}.{png|jpg|svg}`: the only names the server gives logos. */
const LOGO_FILE_NAME = /^[0-9a-f-]{36}\.(png|jpg|svg)$/;

/**
 * The Branding tab (spec 03 sections 2, 4, 5, 7): the business name, the logo, and the public
 * address logos are shown from. Only the showroom's owner changes branding.
 */
export function brandingRoutes(ctx: AppContext, guards: Guards): FastifyPluginAsyncZod {
  return async (app) => {
    // Registered in this plugin only: these routes read multipart forms, no other route does.
    await app.register(fastifyMultipart);

    app.post(
      '/api/showroom/update-name',
      {
        preHandler: guards.requirePermission('manage:branding'),
        schema: {
          tags,
          summary: "Sets the business name and whether it shows under the logo (the owner's showroom)",
          security: [{ bearer: [] }],
          body: ZUpdateShowroomNameRequest,
          response: { 200: ZUpdateShowroomNameResponse, ...errors },
        },
      },
      async (request) => {
        const showroomId = resolveShowroomId(principalOf(request), undefined);
        return { success: true as const, showroom: await updateShowroomName(ctx, showroomId, request.body) };
      },
    );

    app.post(
      '/api/upload-logo',
      {
        preHandler: guards.requirePermission('manage:branding'),
        schema: {
          tags,
          summary: 'Uploads the showroom logo (multipart field `logo`: PNG, JPEG or SVG, at most 2 MB)',
          description:
            'The type is read from the bytes. PNG and JPEG are re-encoded without metadata; SVG is sanitised. The logo it replaces is deleted.',
          security: [{ bearer: [] }],
          consumes: ['multipart/form-data'],
          response: { 200: ZUploadLogoResponse, ...uploadErrors },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        const showroomId = resolveShowroomId(principal, undefined);
        await consumeLimit(
          ctx.db,
          uploadRules('logo', ctx.env.rateLimits, principal.userId),
          ctx.clock.now(),
        );
        const { file } = await readMultipartUpload(request, {
          fileField: 'logo',
          maxFileBytes: LOGO_MAX_BYTES,
          tooLargeMessage: BRANDING_MESSAGES.tooLarge,
          maxFields: 2,
        });
        if (!file || file.bytes.length === 0)
          throw new AppError('VALIDATION_FAILED', BRANDING_MESSAGES.noFile);
        const { logoUrl, showroom } = await uploadLogo(ctx, principal, showroomId, file);
        return { success: true as const, data: { logoUrl }, showroom };
      },
    );

    app.delete(
      '/api/upload-logo',
      {
        preHandler: guards.requirePermission('manage:branding'),
        schema: {
          tags,
          summary: 'Removes the showroom logo; its name is shown instead',
          security: [{ bearer: [] }],
          response: { 200: ZRemoveLogoResponse, ...errors },
        },
      },
      async (request) => {
        const showroomId = resolveShowroomId(principalOf(request), undefined);
        return { success: true as const, showroom: await removeLogo(ctx, showroomId) };
      },
    );

    app.get(
      '/storage/v1/object/public/logos/:showroomId/:name',
      {
        schema: {
          tags,
          summary: "A showroom's logo (public: headers and shared carts show it to anyone)",
          params: z.object({ showroomId: z.uuid(), name: z.string().regex(LOGO_FILE_NAME) }),
        },
      },
      async (request, reply) => {
        const object = await ctx.storage.get(`logos/${request.params.showroomId}/${request.params.name}`);
        if (!object) return reply.status(404).send({ success: false, error: 'Not found', code: 'NOT_FOUND' });
        return sendStoredFile(reply, object, { cacheControl: LOGO_CACHE_CONTROL });
      },
    );
  };
}

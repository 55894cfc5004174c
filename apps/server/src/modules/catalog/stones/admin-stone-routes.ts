import fastifyMultipart from '@fastify/multipart';
import {
  ADMIN_STONE_MESSAGES,
  STONE_IMAGE_MAX_BYTES,
  ZAddStoneRequest,
  ZDeleteStoneRequest,
  ZDeleteStoneResponse,
  ZSaveStoneResponse,
  ZUpdateStoneRequest,
  ZUploadStoneImageResponse,
} from '@stonetool/contracts/admin-stones';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../app-context';
import { AppError } from '../../../errors/app-error';
import { errorResponses } from '../../../http/error-responses';
import { consumeLimit } from '../../../rate-limit';
import { readMultipartUpload } from '../../../uploads/read-multipart-upload';
import { uploadRules } from '../../../uploads/upload-rate-limit';
import { principalOf, type Guards } from '../../auth/guards';
import { deleteStone } from './delete-stone';
import { addStone, updateStone } from './save-stone';
import { uploadStoneImage } from './upload-stone-image';

const tags = ['admin'];
const errors = errorResponses(400, 401, 403, 404, 409);
const uploadErrors = { ...errors, ...errorResponses(413, 415, 429) };

/**
 * The Stones tab of the platform admin panel (spec 03 sections 2, 5 and 7): add, edit and delete a
 * stone and its picture (the CSV import is catalog/import). Only the platform admin reaches any of it. The catalog's
 * version is read from the stones and stone_images tables themselves (catalog-version.ts), so
 * every change here shows in GET /api/stones and its ETag at once.
 */
export function adminStoneRoutes(ctx: AppContext, guards: Guards): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', guards.requireAdmin);
    // Registered in this plugin only: the picture upload reads a multipart form.
    await app.register(fastifyMultipart);

    app.post(
      '/api/admin/add-stone',
      {
        schema: {
          tags,
          summary: 'Adds a stone to the catalog',
          security: [{ bearer: [] }],
          body: ZAddStoneRequest,
          response: { 200: ZSaveStoneResponse, ...errors },
        },
      },
      async (request) => ({ success: true as const, stone: await addStone(ctx, request.body) }),
    );

    app.post(
      '/api/admin/update-stone',
      {
        schema: {
          tags,
          summary: "Changes a catalog stone's fields",
          security: [{ bearer: [] }],
          body: ZUpdateStoneRequest,
          response: { 200: ZSaveStoneResponse, ...errors },
        },
      },
      async (request) => ({ success: true as const, stone: await updateStone(ctx, request.body) }),
    );

    app.post(
      '/api/admin/delete-stone',
      {
        schema: {
          tags,
          summary: 'Deletes a stone, or retires it from the catalog when carts, quotes or orders name it',
          security: [{ bearer: [] }],
          body: ZDeleteStoneRequest,
          response: { 200: ZDeleteStoneResponse, ...errors },
        },
      },
      async (request) => ({ success: true as const, ...(await deleteStone(ctx, request.body.id)) }),
    );

    app.post(
      '/api/admin/upload-stone-image',
      {
        schema: {
          tags,
          summary: "Sets a stone's picture (multipart: `id` and `image`, PNG, JPEG or WebP, at most 5 MB)",
          description: 'The type is read from the bytes; the picture is re-encoded without metadata.',
          security: [{ bearer: [] }],
          consumes: ['multipart/form-data'],
          response: { 200: ZUploadStoneImageResponse, ...uploadErrors },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        await consumeLimit(
          ctx.db,
          uploadRules('stone-image', ctx.env.rateLimits, principal.userId),
          ctx.clock.now(),
        );
        const { file, fields } = await readMultipartUpload(request, {
          fileField: 'image',
          maxFileBytes: STONE_IMAGE_MAX_BYTES,
          tooLargeMessage: ADMIN_STONE_MESSAGES.imageTooLarge,
          maxFields: 2,
        });
        const id = z.uuid().safeParse(fields.id);
        if (!id.success) throw new AppError('NOT_FOUND', ADMIN_STONE_MESSAGES.notFound);
        if (!file || file.bytes.length === 0)
          throw new AppError('VALIDATION_FAILED', ADMIN_STONE_MESSAGES.noImage);
        const { imageUrl } = await uploadStoneImage(ctx, principal, id.data, file);
        return { success: true as const, image_url: imageUrl };
      },
    );
  };
}

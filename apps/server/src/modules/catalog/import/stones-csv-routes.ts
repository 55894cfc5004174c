import fastifyMultipart from '@fastify/multipart';
import {
  ADMIN_STONE_MESSAGES,
  STONE_CSV_MAX_BYTES,
  STONE_CSV_MAX_REPORTED_ERRORS,
  ZUploadStonesCsvErrorResponse,
  ZUploadStonesCsvResponse,
} from '@stonetool/contracts/admin-stones';
import { ZErrorResponse } from '@stonetool/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../app-context';
import { AppError } from '../../../errors/app-error';
import { errorResponses } from '../../../http/error-responses';
import { consumeLimit } from '../../../rate-limit';
import { readMultipartUpload } from '../../../uploads/read-multipart-upload';
import { uploadRules } from '../../../uploads/upload-rate-limit';
import { principalOf, type Guards } from '../../auth/guards';
import { attachCsvImages } from './attach-csv-images';
import { importStones } from './import-stones-csv';
import { parseStonesCsv } from './parse-stones-csv';

const tags = ['admin'];
const uploadErrors = errorResponses(400, 401, 403, 404, 409, 413, 415, 429);

/**
 * The stones CSV import of the admin's Stones tab (spec 03 sections 5 and 7), platform admin only.
 * Imported stones show in GET /api/stones and its ETag at once (catalog-version.ts).
 */
export function stonesCsvRoutes(ctx: AppContext, guards: Guards): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', guards.requireAdmin);
    // Registered in this plugin only: the import reads a multipart form.
    await app.register(fastifyMultipart);

    app.post(
      '/api/admin/upload-stones-csv',
      {
        schema: {
          tags,
          summary: 'Imports stones from a CSV file (multipart field `csvFile`, at most 5 MB and 20,000 rows)',
          description:
            'Columns: Brand, Type, Color, Thickness, Finish, Slab Height, Slab Width, Slab Cost, Fab Cost, Mark Up, and optionally Image URL (a PNG, JPG or WebP photo on a public http(s) address, at most 5 MB, fetched by the server for up to 50 rows; a photo that cannot be fetched leaves its stone imported without one and is named in photos_refused). Every row is checked; one broken row refuses the whole file with the rows and columns at fault. Brand + type + color + thickness + finish is the key: a stone already in the catalog is updated, another added, so importing the same file again changes nothing.',
          security: [{ bearer: [] }],
          consumes: ['multipart/form-data'],
          response: {
            200: ZUploadStonesCsvResponse,
            ...uploadErrors,
            400: z.union([ZUploadStonesCsvErrorResponse, ZErrorResponse]),
          },
        },
      },
      async (request, reply) => {
        const principal = principalOf(request);
        await consumeLimit(
          ctx.db,
          uploadRules('stones-csv', ctx.env.rateLimits, principal.userId),
          ctx.clock.now(),
        );
        const { file } = await readMultipartUpload(request, {
          fileField: 'csvFile',
          maxFileBytes: STONE_CSV_MAX_BYTES,
          tooLargeMessage: ADMIN_STONE_MESSAGES.csvTooLarge,
          maxFields: 1,
        });
        if (!file || file.bytes.length === 0)
          throw new AppError('VALIDATION_FAILED', ADMIN_STONE_MESSAGES.noCsvFile);
        const parsed = await parseStonesCsv(file.bytes);
        if (!parsed.ok) {
          if (parsed.problem !== 'cells') {
            throw parsed.problem === 'too_many_rows'
              ? new AppError('FILE_TOO_LARGE', ADMIN_STONE_MESSAGES.csvTooManyRows)
              : new AppError('VALIDATION_FAILED', ADMIN_STONE_MESSAGES.csvNoRows);
          }
          const rows = new Set(parsed.errors.map((error) => error.row)).size;
          return reply.status(400).send({
            success: false as const,
            error: `${rows === 1 ? '1 row has' : `${rows} rows have`} errors; no stones were imported.`,
            code: 'VALIDATION_FAILED',
            errors: parsed.errors.slice(0, STONE_CSV_MAX_REPORTED_ERRORS),
            error_count: parsed.errors.length,
          });
        }
        const result = await importStones(ctx, parsed.stones);
        const photos = await attachCsvImages(ctx, principal, parsed.images);
        return {
          success: true as const,
          imported: result.created + result.updated,
          ...result,
          photos_added: photos.added,
          photos_refused: photos.refused,
        };
      },
    );
  };
}

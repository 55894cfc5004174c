import {
  FILE_TOO_LARGE,
  TEXT_TOO_LONG,
  ZExtractDimensionsFailure,
  ZExtractDimensionsRequest,
  ZExtractDimensionsResponse,
  ZParseProductsRequest,
  ZParseProductsResponse,
} from '@stonetool/contracts/ai-import';
import { MAX_DRAWING_BASE64_CHARACTERS } from '@stonetool/domain/import/limits';
import type { FastifyError, FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { errorResponses } from '../../http/error-responses';
import { consumeLimit } from '../../rate-limit';
import { showroomRules } from '../../showroom-rate-limit';
import { principalOf, type Guards } from '../auth/guards';
import { expertBusinessId } from '../quotes/expert-business';
import { AiImportError } from './ai-import-error';
import { anthropicClient, type ClaudeSettings } from './claude-client';
import { decodeDrawing } from './decode-drawing';
import { extractDimensions } from './extract-dimensions';
import { createOcrReader } from './ocr-reader';
import { parseProducts } from './parse-products';

const tags = ['expert'];
const security = [{ bearer: [] }];
const PARSE_PRODUCTS = '/api/claude-parse-products';
const EXTRACT_DIMENSIONS = '/api/claude-extract-dimensions';
/** 10,000 characters of text plus the most stone labels the schema allows (5,000 of 300 characters). */
const PARSE_BODY_LIMIT = 2 * 1024 * 1024;
/** The base64 of a 10 MB drawing and its JSON envelope. */
const DRAWING_BODY_LIMIT = MAX_DRAWING_BASE64_CHARACTERS + 64 * 1024;

/**
 * The two AI import calls of spec 02 section 7, for a signed-in user of a business with Expert
 * Mode enabled. Both work without an Anthropic key (see parse-products.ts, extract-dimensions.ts).
 */
export function aiImportRoutes(ctx: AppContext, guards: Guards): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    const { apiKey, model } = ctx.env.anthropic;
    const claude: ClaudeSettings | null = apiKey ? { client: anthropicClient(apiKey), model } : null;
    const ocr = createOcrReader();
    /** Both readings count against the caller's business's one AI import limit. */
    const consumeAiImport = async (request: FastifyRequest) => {
      const showroomId = expertBusinessId(principalOf(request));
      await consumeLimit(ctx.db, showroomRules('ai-import', ctx.env.rateLimits, showroomId), ctx.clock.now());
    };
    app.addHook('onClose', async () => ocr.close());

    // Failures carry the spec's messages and any suggestions; a body over the route's limit is
    // answered with the limit's own message rather than Fastify's.
    app.setErrorHandler((error: FastifyError | AiImportError, request, reply) => {
      if (error instanceof AiImportError) {
        return reply
          .status(error.status)
          .send({ success: false, error: error.message, code: error.code, suggestions: error.suggestions });
      }
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        const message = request.routeOptions.url === EXTRACT_DIMENSIONS ? FILE_TOO_LARGE : TEXT_TOO_LONG;
        return reply.status(413).send({ success: false, error: message, code: 'TOO_LARGE', suggestions: [] });
      }
      throw error;
    });

    app.post(
      PARSE_PRODUCTS,
      {
        preHandler: guards.requireAuth,
        bodyLimit: PARSE_BODY_LIMIT,
        schema: {
          tags,
          summary: 'Read a pasted product list into products (Claude with a key, else the offline parser)',
          security,
          body: ZParseProductsRequest,
          response: {
            200: ZParseProductsResponse,
            ...errorResponses(400, 401, 403, 413, 429, 502),
          },
        },
      },
      async (request) => {
        await consumeAiImport(request);
        const data = await parseProducts(claude, request.body.text, request.body.availableStones);
        return { success: true as const, data };
      },
    );

    app.post(
      EXTRACT_DIMENSIONS,
      {
        preHandler: guards.requireAuth,
        bodyLimit: DRAWING_BODY_LIMIT,
        schema: {
          tags,
          summary: 'Read the pieces of a drawing: image (PNG, JPEG), PDF or DXF, sent as base64',
          security,
          body: ZExtractDimensionsRequest,
          response: {
            200: ZExtractDimensionsResponse,
            400: ZExtractDimensionsFailure,
            401: ZExtractDimensionsFailure,
            403: ZExtractDimensionsFailure,
            413: ZExtractDimensionsFailure,
            415: ZExtractDimensionsFailure,
            422: ZExtractDimensionsFailure,
            ...errorResponses(429),
            502: ZExtractDimensionsFailure,
          },
        },
      },
      async (request) => {
        await consumeAiImport(request);
        const { image, file, fileName, mimeType } = request.body;
        const drawing = await decodeDrawing(file ?? image ?? '', { fileName, mimeType });
        const { pieces, summary, unreadPieces, suggestions } = await extractDimensions(
          { claude, ocr },
          drawing,
        );
        return { success: true as const, data: { pieces, summary, unreadPieces }, suggestions };
      },
    );
    done();
  };
}

import {
  ZSalesConsultationRequest,
  ZSalesConsultationResponse,
  ZSaveComparisonRequest,
  ZSaveComparisonResponse,
} from '@stonetool/contracts/consultations';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { errorResponses } from '../../http/error-responses';
import { principalOf, type Guards } from '../auth/guards';
import { resolveShowroomId } from '../auth/showroom-scope';
import { recordConsultation } from './record-consultation';
import { saveComparison } from './save-comparison';

const tags = ['material'];
const errors = errorResponses(400, 401, 403, 404);

/** Consultations and comparisons of the caller's showroom. */
export function consultationRoutes(ctx: AppContext, guards: Guards): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.post(
      '/api/sales-consultations',
      {
        preHandler: guards.requireAuth,
        schema: {
          tags,
          summary: 'Record a consultation session and who ran it (upsert by sessionId)',
          security: [{ bearer: [] }],
          body: ZSalesConsultationRequest,
          response: { 200: ZSalesConsultationResponse, ...errors },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        const showroomId = resolveShowroomId(principal, request.body.showroomId ?? undefined);
        return {
          success: true as const,
          error: null,
          data: await recordConsultation(ctx, principal, showroomId, request.body),
        };
      },
    );

    app.post(
      '/api/save-comparison',
      {
        preHandler: guards.requireAuth,
        schema: {
          tags,
          summary: 'Store a comparison and e-mail it to the client',
          security: [{ bearer: [] }],
          body: ZSaveComparisonRequest,
          response: { 200: ZSaveComparisonResponse, ...errors },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        const showroomId = resolveShowroomId(principal, request.body.showroomId ?? undefined);
        return {
          success: true as const,
          data: await saveComparison(ctx, principal, showroomId, request.body),
        };
      },
    );
    done();
  };
}

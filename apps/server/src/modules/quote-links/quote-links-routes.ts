import {
  ZAcceptQuoteRequest,
  ZAcceptQuoteResponse,
  ZJobProgressResponse,
  ZPublicQuoteResponse,
  ZQuoteLinkParams,
  ZRequestQuoteChangesRequest,
  ZRequestQuoteChangesResponse,
  ZRevokeQuoteShareResponse,
  ZQuoteDepositSettingsResponse,
  ZRecordJobProgressRequest,
  ZRecordJobProgressResponse,
  ZTakeBackJobStepResponse,
  ZShareQuoteRequest,
  ZShareQuoteResponse,
  ZStartQuoteDepositResponse,
  ZUpdateQuoteDepositSettingsRequest,
} from '@stonetool/contracts/quote-links';
import { ZQuoteIdParams, ZTakeBackJobStepParams } from '@stonetool/contracts/quotes';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { errorResponses } from '../../http/error-responses';
import { consumeLimit } from '../../rate-limit';
import { principalOf, type Guards } from '../auth/guards';
import { expertBusinessId } from '../quotes/expert-business';
import { answerQuote } from './answer-quote';
import { findQuoteLink } from './find-quote-link';
import { getPublicQuote } from './get-public-quote';
import { getQuoteDepositSettings, updateQuoteDepositSettings } from './quote-deposit-settings';
import { getJobProgress, recordJobProgress } from './record-job-progress';
import { takeBackJobStep } from './take-back-job-step';
import { revokeQuoteShare } from './revoke-quote-share';
import { shareQuote } from './share-quote';
import { startQuoteDeposit } from './start-quote-deposit';

const tags = ['quote-links'];
const security = [{ bearer: [] }];
/** Unknown link 404; revoked or expired 410; too many unknown links from one address 429. */
const publicErrors = errorResponses(400, 404, 409, 410, 429);

/**
 * Answers one link may send per hour: a client may ask for changes a few times, but a link cannot
 * be used to flood the business's mailbox.
 */
const ANSWERS_PER_LINK_PER_HOUR = 10;

/** A fabricator's quote shared by link, and the client's review of it without signing in (issue 25). */
export function quoteLinksRoutes(ctx: AppContext, guards: Guards): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.post(
      '/api/quotes/:id/share',
      {
        preHandler: guards.requireAuth,
        schema: {
          tags,
          summary: 'Make a link for the client to review the saved quote (optionally e-mailed with the PDF)',
          security,
          params: ZQuoteIdParams,
          body: ZShareQuoteRequest,
          response: { 200: ZShareQuoteResponse, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await shareQuote(ctx, principalOf(request), request.params.id, request.body),
      }),
    );

    app.delete(
      '/api/quotes/:id/share',
      {
        preHandler: guards.requireAuth,
        schema: {
          tags,
          summary: 'Revoke every live link of the saved quote',
          security,
          params: ZQuoteIdParams,
          response: { 200: ZRevokeQuoteShareResponse, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => ({
        success: true as const,
        data: { revoked: await revokeQuoteShare(ctx, principalOf(request), request.params.id) },
      }),
    );

    app.get(
      '/api/quotes/:id/progress',
      {
        preHandler: guards.requireAuth,
        schema: {
          tags,
          summary: 'The job’s progress on an accepted quote, and the step that may be recorded next',
          security,
          params: ZQuoteIdParams,
          response: { 200: ZJobProgressResponse, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await getJobProgress(ctx, principalOf(request), request.params.id),
      }),
    );

    app.post(
      '/api/quotes/:id/progress',
      {
        preHandler: guards.requireAuth,
        schema: {
          tags,
          summary: 'Record the job’s next step (templated, fabricating, installed) on an accepted quote',
          security,
          params: ZQuoteIdParams,
          body: ZRecordJobProgressRequest,
          response: { 200: ZRecordJobProgressResponse, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await recordJobProgress(ctx, principalOf(request), request.params.id, request.body),
      }),
    );

    app.delete(
      '/api/quotes/:id/progress/:step',
      {
        preHandler: guards.requireAuth,
        schema: {
          tags,
          summary: 'Take back the last job step recorded on an accepted quote, one recorded by mistake',
          security,
          params: ZTakeBackJobStepParams,
          response: { 200: ZTakeBackJobStepResponse, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await takeBackJobStep(ctx, principalOf(request), request.params.id, request.params.step),
      }),
    );

    app.get(
      '/api/quotes/deposit-settings',
      {
        preHandler: guards.requireAuth,
        schema: {
          tags,
          summary: 'The business’s card deposit percent on accepted quotes',
          security,
          response: { 200: ZQuoteDepositSettingsResponse, ...errorResponses(401, 403) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await getQuoteDepositSettings(ctx, expertBusinessId(principalOf(request))),
      }),
    );

    app.put(
      '/api/quotes/deposit-settings',
      {
        // The owner's setting, like the order settings: team members read it and cannot change it.
        preHandler: guards.requirePermission('manage:order-settings'),
        schema: {
          tags,
          summary: 'Set the card deposit percent asked when a client accepts a quote',
          security,
          body: ZUpdateQuoteDepositSettingsRequest,
          response: { 200: ZQuoteDepositSettingsResponse, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await updateQuoteDepositSettings(ctx, expertBusinessId(principalOf(request)), request.body),
      }),
    );

    app.get(
      '/api/public/quotes/:token',
      {
        schema: {
          tags,
          summary: 'A shared quote as its client sees it (public; the link token is the credential)',
          params: ZQuoteLinkParams,
          response: { 200: ZPublicQuoteResponse, ...publicErrors },
        },
      },
      async (request, reply) => {
        const data = await getPublicQuote(ctx, request.params.token, request.ip);
        void reply.header('Cache-Control', 'no-store');
        return { success: true as const, data };
      },
    );

    const answerLimit = (linkId: string) => [
      { key: `quote-link-answer:${linkId}`, limit: ANSWERS_PER_LINK_PER_HOUR, windowSeconds: 3600 },
    ];

    app.post(
      '/api/public/quotes/:token/accept',
      {
        schema: {
          tags,
          summary: 'Accept a shared quote with a typed-name signature (public)',
          params: ZQuoteLinkParams,
          body: ZAcceptQuoteRequest,
          response: { 200: ZAcceptQuoteResponse, ...publicErrors },
        },
      },
      async (request) => {
        const found = await findQuoteLink(ctx, request.params.token, request.ip);
        await consumeLimit(ctx.db, answerLimit(found.link.id), ctx.clock.now());
        const signatureName = request.body.signature_name;
        const { at, versionHash, deposit } = await answerQuote(
          ctx,
          found,
          { kind: 'accepted', signatureName },
          { ipAddress: request.ip, seenHash: request.body.version_hash },
        );
        return {
          success: true as const,
          data: {
            review_state: 'accepted' as const,
            signature_name: signatureName,
            accepted_at: at.toISOString(),
            version_hash: versionHash,
            deposit,
          },
        };
      },
    );

    app.post(
      '/api/public/quotes/:token/deposit',
      {
        schema: {
          tags,
          summary: 'Open a Stripe Checkout page for the accepted quote’s deposit (public)',
          params: ZQuoteLinkParams,
          response: { 200: ZStartQuoteDepositResponse, ...errorResponses(400, 404, 409, 410, 429, 502) },
        },
      },
      async (request) => {
        const found = await findQuoteLink(ctx, request.params.token, request.ip);
        await consumeLimit(ctx.db, answerLimit(found.link.id), ctx.clock.now());
        return { success: true as const, data: await startQuoteDeposit(ctx, found, request.params.token) };
      },
    );

    app.post(
      '/api/public/quotes/:token/request-changes',
      {
        schema: {
          tags,
          summary: 'Ask the fabricator for changes to a shared quote (public)',
          params: ZQuoteLinkParams,
          body: ZRequestQuoteChangesRequest,
          response: { 200: ZRequestQuoteChangesResponse, ...publicErrors },
        },
      },
      async (request) => {
        const found = await findQuoteLink(ctx, request.params.token, request.ip);
        await consumeLimit(ctx.db, answerLimit(found.link.id), ctx.clock.now());
        const { at } = await answerQuote(
          ctx,
          found,
          { kind: 'changes_requested', note: request.body.note },
          { ipAddress: request.ip },
        );
        return {
          success: true as const,
          data: { review_state: 'changes_requested' as const, requested_at: at.toISOString() },
        };
      },
    );
    done();
  };
}

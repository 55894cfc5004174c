import {
  ACCOUNTING_MESSAGES,
  ZAccountingActionResponse,
  ZAccountingConnectResponse,
  ZAccountingStatus,
  ZConnectSimpleQuery,
} from '@stonetool/contracts/accounting';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { AppError } from '../../errors/app-error';
import { errorResponses } from '../../http/error-responses';
import { principalOf, type Guards } from '../auth/guards';
import { resolveShowroomId } from '../auth/showroom-scope';
import { completeAuthorisation } from './complete-authorisation';
import { disconnectAccounting } from './disconnect-accounting';
import { getAccountingStatus } from './get-accounting-status';
import { refreshAccountingTokens } from './refresh-accounting-tokens';
import {
  AUTHORISATION_TTL_SECONDS,
  startAuthorisation,
  type StartedAuthorisation,
} from './start-authorisation';

const tags = ['accounting'];
const errors = errorResponses(400, 401, 403, 404, 409, 502);
const adminTags = ['admin'];
const adminErrors = errorResponses(400, 401, 403, 409, 502);

const CALLBACK_PATH = '/api/quickbooks/callback';
const POPUP_SCRIPT_PATH = '/api/quickbooks/popup-close.js';
/** The cookie tying Intuit's redirect to the browser that started the authorisation. */
const BINDING_COOKIE = 'qb_oauth_binding';

/** Hands the browser the binding cookie, scoped to the callback alone, and answers Intuit's address. */
function answerAuthorisation(ctx: AppContext, reply: FastifyReply, started: StartedAuthorisation) {
  const secure = ctx.env.publicUrl.startsWith('https:') ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${BINDING_COOKIE}=${started.binding}; Path=${CALLBACK_PATH}; Max-Age=${AUTHORISATION_TTL_SECONDS}; HttpOnly; SameSite=Lax${secure}`,
  );
  return { authUrl: started.authUrl };
}

function bindingCookie(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie ?? '';
  const match = new RegExp(`(?:^|;\\s*)${BINDING_COOKIE}=([^;]+)`).exec(header);
  return match?.[1];
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function callbackPage(title: string, message: string, closeWindow: boolean): string {
  const script = closeWindow ? `<script src="${POPUP_SCRIPT_PATH}"></script>` : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p></main>${script}</body></html>`;
}

/**
 * The showroom's accounting link (spec 03 section 7): status, connect (the popup's authorisation
 * address), disconnect and refresh, for the showroom owner alone (`manage:accounting`): a team
 * member gets 403, and naming another showroom too (resolveShowroomId). The platform's own link
 * (the admin panel's QuickBooks tab) has the same four calls under /api/quickbooks/admin, platform
 * admin only. Intuit's callback, shared by both, answers a page the popup closes itself with.
 */
export function accountingRoutes(ctx: AppContext, guards: Guards): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    const security = [{ bearer: [] }];
    const preHandler = guards.requirePermission('manage:accounting');

    app.get(
      '/api/showroom/qb-status',
      {
        preHandler,
        schema: {
          tags,
          summary: "The showroom's QuickBooks link: connected, company, token expiry, needs_refresh",
          security,
          response: { 200: ZAccountingStatus, ...errors },
        },
      },
      async (request) => getAccountingStatus(ctx, resolveShowroomId(principalOf(request), undefined)),
    );

    app.get(
      '/api/quickbooks/connect-simple',
      {
        preHandler,
        schema: {
          tags,
          summary: "Intuit's authorisation address for the showroom's popup (state bound to this session)",
          security,
          querystring: ZConnectSimpleQuery,
          response: { 200: ZAccountingConnectResponse, ...errors },
        },
      },
      async (request, reply) => {
        const principal = principalOf(request);
        const showroomId = resolveShowroomId(principal, request.query.showroom_id);
        return answerAuthorisation(ctx, reply, await startAuthorisation(ctx, principal, showroomId));
      },
    );

    app.post(
      '/api/quickbooks/disconnect',
      {
        preHandler,
        schema: {
          tags,
          summary: "Revoke the showroom's QuickBooks tokens at Intuit and delete them",
          security,
          response: { 200: ZAccountingActionResponse, ...errors },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        await disconnectAccounting(ctx, resolveShowroomId(principal, undefined), request.log);
        request.log.info({ byUserId: principal.userId }, 'QuickBooks link disconnected');
        return { success: true as const, message: ACCOUNTING_MESSAGES.disconnected };
      },
    );

    app.post(
      '/api/quickbooks/refresh-token',
      {
        preHandler,
        schema: {
          tags,
          summary: "Rotate the showroom's QuickBooks tokens",
          security,
          response: { 200: ZAccountingActionResponse, ...errors },
        },
      },
      async (request) => {
        await refreshAccountingTokens(ctx, resolveShowroomId(principalOf(request), undefined));
        return { success: true as const, message: ACCOUNTING_MESSAGES.refreshed };
      },
    );

    app.get(
      CALLBACK_PATH,
      {
        schema: {
          tags,
          summary:
            "Intuit's redirect at the end of the authorisation (public: the single-use state and the browser's cookie are the credential)",
        },
      },
      async (request, reply) => {
        const query = new URLSearchParams(request.raw.url?.split('?')[1] ?? '');
        // The popup must stay in the opener's browsing context group, so the opener can watch it close.
        reply.header('Cross-Origin-Opener-Policy', 'unsafe-none');
        reply.header('Cache-Control', 'no-store');
        reply.header(
          'Set-Cookie',
          `${BINDING_COOKIE}=; Path=${CALLBACK_PATH}; Max-Age=0; HttpOnly; SameSite=Lax`,
        );
        reply.type('text/html; charset=utf-8');
        try {
          await completeAuthorisation(ctx, query, bindingCookie(request));
          return callbackPage('QuickBooks connected', 'You can close this window.', true);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          request.log.warn({ code: error.code }, 'QuickBooks authorisation refused');
          reply.status(error.status);
          return callbackPage('QuickBooks was not connected', error.message, false);
        }
      },
    );

    app.get(
      POPUP_SCRIPT_PATH,
      { schema: { tags, summary: 'The script the callback page closes its popup with (no inline script)' } },
      (_request, reply) => {
        void reply.type('text/javascript; charset=utf-8').send('window.close();\n');
      },
    );

    app.get(
      '/api/quickbooks/admin/status',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: adminTags,
          summary: "The platform's QuickBooks link",
          security,
          response: { 200: ZAccountingStatus, ...adminErrors },
        },
      },
      async () => getAccountingStatus(ctx, null),
    );

    app.get(
      '/api/quickbooks/admin/connect',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: adminTags,
          summary: "Intuit's authorisation address for the platform's link (authUrl)",
          security,
          response: { 200: ZAccountingConnectResponse, ...adminErrors },
        },
      },
      async (request, reply) =>
        answerAuthorisation(ctx, reply, await startAuthorisation(ctx, principalOf(request), null)),
    );

    app.post(
      '/api/quickbooks/admin/disconnect',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: adminTags,
          summary: "Revoke and delete the platform's QuickBooks tokens",
          security,
          response: { 200: ZAccountingActionResponse, ...adminErrors },
        },
      },
      async (request) => {
        await disconnectAccounting(ctx, null, request.log);
        request.log.info({ byUserId: principalOf(request).userId }, 'platform QuickBooks link disconnected');
        return { success: true as const, message: ACCOUNTING_MESSAGES.disconnected };
      },
    );

    app.post(
      '/api/quickbooks/admin/refresh-token',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: adminTags,
          summary: "Rotate the platform's QuickBooks tokens",
          security,
          response: { 200: ZAccountingActionResponse, ...adminErrors },
        },
      },
      async () => {
        await refreshAccountingTokens(ctx, null);
        return { success: true as const, message: ACCOUNTING_MESSAGES.refreshed };
      },
    );
    done();
  };
}

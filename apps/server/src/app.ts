import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { DatabaseHandle } from '@stonetool/db/client';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type FastifyPluginAsyncZod,
  type FastifyPluginCallbackZod,
} from 'fastify-type-provider-zod';
import type { AppContext } from './app-context';
import { systemClock, type Clock } from './clock';
import { createSecretBox } from './crypto/secret-box';
import type { Env } from './env';
import { registerCompression } from './http/compression';
import { answerFrameworkError, registerErrorHandler } from './http/error-handler';
import { registerNulCharacterRefusal } from './http/refuse-nul-characters';
import { registerSecurityHeaders } from './http/security-headers';
import { registerWebApp } from './http/web-app';
import { accountingRoutes } from './modules/accounting/accounting-routes';
import { adminPaymentRoutes } from './modules/payments/admin-payment-routes';
import { aiImportRoutes } from './modules/ai-import/ai-import-routes';
import { analyticsRoutes } from './modules/analytics/analytics-routes';
import { authRoutes } from './modules/auth/auth-routes';
import { createGuards, type Guards } from './modules/auth/guards';
import { createAccessTokenSigner } from './modules/auth/tokens';
import { cartRoutes } from './modules/carts/cart-routes';
import { catalogRoutes } from './modules/catalog/catalog-routes';
import { consultationRoutes } from './modules/consultations/consultation-routes';
import { customerRoutes } from './modules/customers/customer-routes';
import { fabricationRoutes } from './modules/fabrication/fabrication-routes';
import { remnantsRoutes } from './modules/remnants/remnants-routes';
import { healthRoutes } from './modules/health/health-routes';
import { mailboxRoutes } from './modules/mail/mailbox-routes';
import { createSmtpTransport, localMailbox, type MailTransport } from './modules/mail/mail-transport';
import { pricingRoutes } from './modules/pricing/pricing-routes';
import { orderRoutes } from './modules/orders/order-routes';
import { paymentRoutes } from './modules/payments/payment-routes';
import { quotesRoutes } from './modules/quotes/quotes-routes';
import { quoteLinksRoutes } from './modules/quote-links/quote-links-routes';
import { sharedCartRoutes } from './modules/shared-carts/shared-cart-routes';
import { stripeConfigRoutes } from './modules/card-payments/stripe-config-routes';
import { stripeWebhookRoutes } from './modules/card-payments/stripe-webhook-routes';
import { showroomRoutes } from './modules/showrooms/showroom-routes';
import { siteRoutes } from './modules/site/site-routes';
import { teamRoutes } from './modules/team/team-routes';
import { createStorage } from './storage/create-storage';
import type { Storage } from './storage/storage';
import { createRemoteImageFetcher } from './uploads/fetch-remote-image';

export interface BuildAppOptions {
  env: Env;
  database: DatabaseHandle;
  clock?: Clock;
  storage?: Storage;
  mailTransport?: MailTransport;
  /** The built web app (apps/web/dist) to serve with an SPA fallback; omitted in API tests. */
  webRoot?: string;
  /** Where JSON log lines go; stdout by default (tests capture them to check redaction). */
  logStream?: { write(line: string): void };
  /**
   * Which addresses the stones CSV's image fetches may reach: public ones only unless a test,
   * in code, allows its own loopback image server. Deliberately not an environment variable.
   */
  remoteImageAddressAllowed?: (address: string) => boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The use-case context, for main.ts (the mail worker) and tests. */
    ctx: AppContext;
  }
}

/**
 * Log redaction: requests are logged as method, URL and address only, never bodies or headers;
 * these paths also cover anything a handler might log by mistake.
 */
const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  '*.password',
  '*.current_password',
  '*.new_password',
  '*.temporary_password',
  '*.access_token',
  '*.refresh_token',
  '*.token',
  'body.password',
  'body.current_password',
  'body.new_password',
  'body.temporary_password',
  'body.refresh_token',
  'body.access_token',
  '*.test_secret_key',
  '*.live_secret_key',
  '*.test_webhook_secret',
  '*.live_webhook_secret',
];

/**
 * Query parameters that carry secrets (shared-cart and recovery links, Intuit's authorisation code
 * and state) are masked in logged URLs, and so is the token of a quote link's path.
 */
export function redactUrl(url: string): string {
  return url
    .replace(/^(\/(?:q|api\/public\/quotes)\/)[^/?#]+/, '$1[redacted]')
    .replace(/([?&](?:token|access_token|refresh_token|share_token|code|state)=)[^&#]*/gi, '$1[redacted]');
}

/** A module's routes: a callback plugin when it only declares them, async when it awaits a registration. */
type ModuleRoutes = (ctx: AppContext, guards: Guards) => FastifyPluginAsyncZod | FastifyPluginCallbackZod;

/**
 * Every module's routes, one entry per entity: a module registers its admin and showroom routes
 * together, and its sub-entities' (showrooms, pricing, catalog, analytics). The admin's payments
 * are a plugin of their own so the receipt upload's multipart parser stays out of them, and so is
 * Stripe's webhook, whose raw-body parser stays out of every other route. A new
 * module adds its line here.
 */
const moduleRoutes: ModuleRoutes[] = [
  authRoutes,
  siteRoutes,
  showroomRoutes,
  teamRoutes,
  catalogRoutes,
  pricingRoutes,
  customerRoutes,
  cartRoutes,
  consultationRoutes,
  sharedCartRoutes,
  orderRoutes,
  paymentRoutes,
  adminPaymentRoutes,
  stripeConfigRoutes,
  stripeWebhookRoutes,
  fabricationRoutes,
  remnantsRoutes,
  quotesRoutes,
  quoteLinksRoutes,
  aiImportRoutes,
  accountingRoutes,
  analyticsRoutes,
];

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { env } = options;
  const app = Fastify({
    logger: {
      level: env.logLevel,
      redact: { paths: redactPaths, censor: '[redacted]' },
      serializers: {
        req: (request: FastifyRequest) => ({
          method: request.method,
          url: redactUrl(request.url),
          remoteAddress: request.ip,
        }),
      },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    trustProxy: env.trustProxy,
    bodyLimit: 1024 * 1024,
    frameworkErrors: answerFrameworkError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerNulCharacterRefusal(app);
  await registerSecurityHeaders(app, env);
  await registerCompression(app);

  const ctx: AppContext = {
    env,
    db: options.database.db,
    clock: options.clock ?? systemClock,
    storage: options.storage ?? createStorage(env.storage),
    mailTransport: options.mailTransport ?? (env.smtpUrl ? createSmtpTransport(env.smtpUrl) : localMailbox),
    sessions: {
      signer: createAccessTokenSigner(env.authSecret, env.accessTokenTtlSeconds),
      accessTokenTtlSeconds: env.accessTokenTtlSeconds,
      sessionTtlSeconds: env.sessionTtlSeconds,
    },
    secretBox: createSecretBox(env.encryptionKey, env.previousEncryptionKeys),
    remoteImages: createRemoteImageFetcher(options.remoteImageAddressAllowed),
  };
  app.decorate('ctx', ctx);
  app.decorateRequest('principal', null);
  app.addHook('onClose', (_instance, done) => {
    ctx.mailTransport.close();
    done();
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Stone Tool API',
        description: 'Paths and payloads follow section 7 of each spec document.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  const guards = createGuards(ctx);
  await app.register(healthRoutes(ctx));
  for (const routes of moduleRoutes) await app.register(routes(ctx, guards));
  if (!env.isProduction) await app.register(mailboxRoutes(ctx));
  await registerWebApp(app, options.webRoot);

  return app;
}

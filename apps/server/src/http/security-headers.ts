import fastifyCors from '@fastify/cors';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Env } from '../env';
import { STORED_FILE_CSP } from './send-stored-file';

/** Served files (stone images, logos, receipts) live under this prefix; see `markAsStoredFile`. */
const STORED_FILES_PREFIX = '/storage/';

/**
 * A stored file is data, never a document: nothing in it may run, load or be sniffed into HTML,
 * even if an upload slipped a script past the type checks (ASVS 3.2.1, 5.4.1). Other sites may
 * embed the public images (mails, a showroom's own site), so its resource policy is cross-origin.
 */
export function markAsStoredFile(reply: FastifyReply): void {
  reply.header('Content-Security-Policy', STORED_FILE_CSP);
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
}

/**
 * Powerful browser features the product never uses are switched off for its pages and anything
 * they embed. Fullscreen stays with the default (own origin) for the PDF viewer.
 */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ');

/** Two years, the preload list's minimum; sent only on HTTPS answers in production. */
const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * The Content-Security-Policy of the web app and the API. Scripts and style sheets come only from
 * the server's own origin (Vite emits every script as a file; there is no inline script). Inline
 * styles are allowed: Radix's dialogs insert a `<style>` element to lock page scrolling, and the
 * showroom's brand colours are CSS variables set at run time; a style cannot run code. Images may
 * also come from `PUBLIC_URL` (stone-image and logo addresses are built on it), `data:` (previews,
 * Swagger UI's icons) and `blob:` (an uploaded drawing's preview); frames may show the app's own
 * pages and `blob:` PDFs (a quote opened in the browser's viewer). No page may frame the app.
 */
function contentSecurityPolicy(env: Env): Record<string, string[]> {
  const publicOrigin = new URL(env.publicUrl).origin;
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", publicOrigin, 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'frame-src': ["'self'", 'blob:'],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'manifest-src': ["'self'"],
    ...(env.isProduction ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * The headers a security review expects on every answer (@fastify/helmet): the CSP above,
 * `frame-ancestors 'none'` with `X-Frame-Options: DENY` for older browsers, nosniff, a strict
 * referrer policy, `Cross-Origin-Opener-Policy: same-origin-allow-popups` (the QuickBooks popup must
 * stay watchable while it visits Intuit), a Permissions-Policy, and HSTS on
 * HTTPS in production (behind a proxy, `TRUST_PROXY=true` makes X-Forwarded-Proto count). CORS
 * stays closed (no Access-Control-* headers at all) unless `CORS_ORIGINS` names origins.
 */
export async function registerSecurityHeaders(app: FastifyInstance, env: Env): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(env) },
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: false,
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    if (env.isProduction && request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
    if (request.url.startsWith(STORED_FILES_PREFIX)) markAsStoredFile(reply);
    done(null, payload);
  });

  if (env.corsOrigins.length > 0) {
    await app.register(fastifyCors, {
      origin: env.corsOrigins,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key', 'If-None-Match'],
      exposedHeaders: ['ETag', 'Retry-After', 'X-Quote-Number'],
      maxAge: 600,
    });
  }
}

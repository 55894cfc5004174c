import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Paths the API and infrastructure own: never answered with the single-page app. */
const SERVER_PREFIXES = ['/api/', '/api', '/dev/', '/storage/', '/healthz'];

function isServerPath(url: string): boolean {
  const path = url.split('?')[0] ?? url;
  return SERVER_PREFIXES.some((prefix) => path === prefix || path.startsWith(prefix));
}

/**
 * Serves the built web app (apps/web/dist) with an SPA fallback: any other GET that is not an
 * API or infrastructure path (for example `/login`, `/shared-cart/<token>`) receives index.html so
 * the client router can take over. Unknown server paths answer the JSON 404 instead. Files go out
 * in the build's precompressed copy the client accepts; index.html is revalidated on every load,
 * so a new release shows at once, and the fingerprinted assets it names are cached for good.
 */
export async function registerWebApp(app: FastifyInstance, webRoot: string | undefined): Promise<void> {
  const indexFile = webRoot ? join(webRoot, 'index.html') : undefined;
  const hasWebApp = indexFile !== undefined && existsSync(indexFile);
  if (hasWebApp && webRoot) {
    await app.register(fastifyStatic, {
      root: webRoot,
      index: ['index.html'],
      cacheControl: false,
      // The build writes brotli and gzip copies beside each file (apps/web/scripts/precompress.ts).
      preCompressed: true,
      // Vite fingerprints everything under assets/, so those files may be cached for good.
      setHeaders(reply, path) {
        reply.header(
          'Cache-Control',
          path.includes(`${join(webRoot, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (hasWebApp && (request.method === 'GET' || request.method === 'HEAD') && !isServerPath(request.url)) {
      const path = request.url.split('?')[0] ?? '/';
      // A missing file with an extension (a stale asset) is a real 404, not the app shell.
      if (!/\.[a-z0-9]+$/i.test(path) || path.endsWith('.html')) {
        return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
      }
    }
    return reply.status(404).send({ success: false, error: 'Not found', code: 'NOT_FOUND' });
  });
}

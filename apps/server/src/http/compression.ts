import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Answers smaller than this go out as they are: below it compression saves less than a network
 * packet and costs more than it saves (measured in docs/decisions.md, "Compression thresholds").
 */
export const COMPRESS_MIN_BYTES = 1024;

/** Answers that carry session tokens, never compressed (BREACH; see docs/decisions.md). */
const UNCOMPRESSED_PREFIX = '/api/auth/';

/**
 * Compresses API answers for clients that accept it, brotli first, then gzip. Brotli at quality 4
 * and gzip at level 6 (their defaults for dynamic content): the catalog of 10,000 stones shrinks
 * about tenfold either way, and higher qualities cost more time than the bytes they save on a
 * local network (docs/decisions.md). The built web app is compressed once at build time and
 * served precompressed (web-app.ts); request bodies are never inflated, so a small compressed
 * body cannot grow past the body limit. Registered before the routes.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(UNCOMPRESSED_PREFIX)) route.compress = false;
  });
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_MIN_BYTES,
    globalDecompression: false,
    brotliOptions: {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 4,
      },
    },
    zlibOptions: { level: 6 },
  });
}

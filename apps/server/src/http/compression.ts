import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Answers smaller than this go out as they are: below it compression saves less than a network
 * packet and costs more than it saves (measured in docs/decisions/051-performance-compression-catalog-etag-fast-restarts.md, "Compression thresholds").
 */
export const COMPRESS_MIN_BYTES = 1024;

/** Answers that carry session tokens, never compressed (BREACH; see docs/decisions/051-performance-compression-catalog-etag-fast-restarts.md). */
const UNCOMPRESSED_PREFIX = '/api/auth/';

/**
 * Compresses API answers for clients that accept it, brotli first, then gzip, both at their
 * fastest level: the 4.6 MB catalog of 10,000 stones becomes 400 KB (brotli 1, 6 ms) or 426 KB
 * (gzip 1, 10 ms), where brotli 4 and gzip 6 save 7 % more bytes for three to five times the CPU
 * (docs/decisions/051-performance-compression-catalog-etag-fast-restarts.md, "Compression thresholds"). The built web app is compressed once, at the best
 * level, at build time and served precompressed (web-app.ts). Request bodies are never inflated,
 * so a small compressed body cannot grow past the body limit. Registered before the routes.
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
        [constants.BROTLI_PARAM_QUALITY]: 1,
      },
    },
    zlibOptions: { level: 1 },
  });
}

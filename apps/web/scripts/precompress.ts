import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { afterWritePlugin } from './after-write-plugin';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.txt',
  '.xml',
  '.webmanifest',
]);

/**
 * Below this size a compressed copy saves less than a network packet (docs/decisions/051-performance-compression-catalog-etag-fast-restarts.md,
 * "Compression thresholds"), so the file is served as it is.
 */
export const PRECOMPRESS_MIN_BYTES = 1024;

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return listFiles(path);
      return Promise.resolve(entry.isFile() ? [path] : []);
    }),
  );
  return nested.flat();
}

/**
 * Writes `<file>.br` (brotli, best quality) and `<file>.gz` (gzip, best level) beside every
 * compressible file of at least PRECOMPRESS_MIN_BYTES, keeping a copy only when it is smaller.
 * The server sends them to clients that accept them (@fastify/static `preCompressed`), so no
 * request spends CPU compressing the same file again. Returns the files it compressed.
 */
export async function precompressFolder(dir: string): Promise<string[]> {
  const files = (await listFiles(dir)).filter((file) => COMPRESSIBLE.has(extname(file)));
  const compressed = await Promise.all(
    files.map(async (file) => {
      if ((await stat(file)).size < PRECOMPRESS_MIN_BYTES) return null;
      const bytes = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(bytes, {
          params: {
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        }),
        gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      if (br.length < bytes.length) await writeFile(`${file}.br`, br);
      if (gz.length < bytes.length) await writeFile(`${file}.gz`, gz);
      return file;
    }),
  );
  return compressed.filter((file): file is string => file !== null);
}

/** Precompresses the build output once Vite has written it (index.html and public files too). */
export function precompressPlugin(): Plugin {
  return afterWritePlugin('stonetool:precompress', async (outDir) => {
    await precompressFolder(outDir);
  });
}

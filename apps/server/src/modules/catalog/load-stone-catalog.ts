import { createHash } from 'node:crypto';
import type { AppContext } from '../../app-context';
import type { Principal } from '../auth/principal';
import { loadCatalogVersion } from './catalog-version';
import { listStones } from './list-stones';

/** How many catalog versions a server remembers the ETag of (one per showroom and visibility). */
const REMEMBERED_VERSIONS = 1_000;

/**
 * The ETag of each catalog version this server has built, most recently used last, so that a
 * client whose copy is current gets its 304 from one small query instead of the whole catalog.
 */
export interface CatalogEtags {
  get(version: string): string | undefined;
  set(version: string, etag: string): void;
}

export function createCatalogEtags(limit = REMEMBERED_VERSIONS): CatalogEtags {
  const etags = new Map<string, string>();
  return {
    get(version) {
      const etag = etags.get(version);
      if (etag !== undefined) {
        etags.delete(version);
        etags.set(version, etag);
      }
      return etag;
    },
    set(version, etag) {
      etags.delete(version);
      etags.set(version, etag);
      const oldest = etags.keys().next();
      if (etags.size > limit && !oldest.done) etags.delete(oldest.value);
    },
  };
}

/**
 * A weak ETag from the answer's own bytes: equal answers get equal tags on every server and after
 * every restart, and a release that changes the answer changes the tag. Weak, since the same
 * answer goes out brotli-, gzip- or not compressed.
 */
function etagOf(body: string): string {
  return `W/"${createHash('sha256').update(body).digest('base64url')}"`;
}

/** If-None-Match holds the tag (weak comparison, RFC 9110 section 13.1.2), or `*`. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

export type StoneCatalogAnswer = { status: 304; etag: string } | { status: 200; etag: string; body: string };

/**
 * GET /api/stones for a signed-in caller, with revalidation: the catalog's version (catalog-
 * version.ts) is read first; when this server already built that version and the client holds
 * its ETag, the answer is 304 without building anything. Otherwise the catalog is built and
 * serialised once, its ETag taken from the bytes and remembered for that version. A version read
 * just before a change may be remembered with the newer answer's tag; that version never comes
 * back, so no client is kept on an old catalog.
 */
export async function loadStoneCatalog(
  ctx: AppContext,
  principal: Principal,
  ifNoneMatch: string | undefined,
  etags: CatalogEtags,
): Promise<StoneCatalogAnswer> {
  const version = await loadCatalogVersion(ctx.db, principal);
  const known = etags.get(version);
  if (known !== undefined && matchesIfNoneMatch(ifNoneMatch, known)) return { status: 304, etag: known };

  const body = JSON.stringify(await listStones(ctx, principal));
  const etag = etagOf(body);
  etags.set(version, etag);
  return matchesIfNoneMatch(ifNoneMatch, etag) ? { status: 304, etag } : { status: 200, etag, body };
}

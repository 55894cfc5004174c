import { createHash } from 'node:crypto';
import type { AppContext } from '../../../app-context';
import type { Principal } from '../../auth/principal';
import { createBoundedCache, type BoundedCache } from './bounded-cache';
import { loadCatalogVersion } from './catalog-version';
import { catalogJson, createCatalogParts, type CatalogParts } from './list-stones';

/** A catalog as this server built it: its JSON and the ETag taken from those bytes. */
export interface BuiltCatalog {
  etag: string;
  body: string;
}

/**
 * The catalogs this server built lately, by version (catalog-version.ts), most recently used
 * last. A client whose copy is current gets its 304 from one small query, and the next user of
 * the same showroom and visibility gets the catalog without it being priced again. Bounded by
 * the size of the JSON kept (a catalog of 10,000 stones is about 4.6 MB).
 */
export type CatalogCache = BoundedCache<BuiltCatalog>;

/** About six catalogs of 10,000 stones, or hundreds of a showroom's usual size. */
const CACHE_BUDGET_CHARS = 32 * 1024 * 1024;

export function createCatalogCache(budgetChars = CACHE_BUDGET_CHARS): CatalogCache {
  return createBoundedCache<BuiltCatalog>(budgetChars, (catalog) => catalog.body.length);
}

/** What a server keeps between catalog requests: whole catalogs, and the parts they are made of. */
export interface CatalogCaches {
  built: CatalogCache;
  parts: CatalogParts;
}

export function createCatalogCaches(): CatalogCaches {
  return { built: createCatalogCache(), parts: createCatalogParts(CACHE_BUDGET_CHARS) };
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
 * version.ts) is read first; when this server built that version lately, the answer is 304 for a
 * client holding its ETag, or the JSON already built. Otherwise the catalog is built from the
 * brands' priced parts (list-stones.ts: after a pricing change only the brands whose terms
 * changed are priced and serialised again), and its ETag taken from the bytes. A version read just before a change may be
 * kept with the newer catalog; that version never comes back, so no client is kept on an old one.
 */
export async function loadStoneCatalog(
  ctx: AppContext,
  principal: Principal,
  ifNoneMatch: string | undefined,
  caches: CatalogCaches,
): Promise<StoneCatalogAnswer> {
  const now = ctx.clock.now();
  const version = await loadCatalogVersion(ctx.db, principal, now);
  let catalog = caches.built.get(version.key);
  if (!catalog) {
    const body = await catalogJson(ctx, principal, version.stones, caches.parts, now);
    catalog = { etag: etagOf(body), body };
    caches.built.set(version.key, catalog);
  }
  return matchesIfNoneMatch(ifNoneMatch, catalog.etag)
    ? { status: 304, etag: catalog.etag }
    : { status: 200, etag: catalog.etag, body: catalog.body };
}

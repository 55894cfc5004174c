import { describe, expect, it } from 'vitest';
import { createCatalogCache, matchesIfNoneMatch } from './load-stone-catalog';

describe('matching If-None-Match against the catalog ETag', () => {
  const etag = 'W/"abc"';

  it('matches the tag itself, its strong form, a list holding it, and *', () => {
    expect(matchesIfNoneMatch('W/"abc"', etag)).toBe(true);
    expect(matchesIfNoneMatch('"abc"', etag)).toBe(true);
    expect(matchesIfNoneMatch('W/"old", W/"abc"', etag)).toBe(true);
    expect(matchesIfNoneMatch('*', etag)).toBe(true);
  });

  it('does not match another tag, or no header', () => {
    expect(matchesIfNoneMatch('W/"abd"', etag)).toBe(false);
    expect(matchesIfNoneMatch('W/"abc', etag)).toBe(false);
    expect(matchesIfNoneMatch(undefined, etag)).toBe(false);
    expect(matchesIfNoneMatch('', etag)).toBe(false);
  });
});

describe('the built catalogs a server keeps', () => {
  const built = (etag: string, chars: number) => ({ etag, body: 'x'.repeat(chars) });

  it('returns a catalog by its version', () => {
    const cache = createCatalogCache(100);
    cache.set('showroom-a|v1', built('W/"a1"', 10));
    expect(cache.get('showroom-a|v1')?.etag).toBe('W/"a1"');
    expect(cache.get('showroom-a|v2')).toBeUndefined();
  });

  it('drops the least recently used catalogs once the JSON kept passes its budget', () => {
    const cache = createCatalogCache(100);
    cache.set('a', built('W/"a"', 40));
    cache.set('b', built('W/"b"', 40));
    cache.get('a');
    cache.set('c', built('W/"c"', 40));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.etag).toBe('W/"a"');
    expect(cache.get('c')?.etag).toBe('W/"c"');
  });

  it('keeps the newest catalog even when it alone is larger than the budget', () => {
    const cache = createCatalogCache(100);
    cache.set('a', built('W/"a"', 40));
    cache.set('big', built('W/"big"', 150));
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('big')?.etag).toBe('W/"big"');
  });

  it('replaces a version written again', () => {
    const cache = createCatalogCache(100);
    cache.set('a', built('W/"a1"', 60));
    cache.set('a', built('W/"a2"', 60));
    cache.set('b', built('W/"b"', 30));
    expect(cache.get('a')?.etag).toBe('W/"a2"');
    expect(cache.get('b')?.etag).toBe('W/"b"');
  });
});

import { describe, expect, it } from 'vitest';
import { CONFIG_CACHE_TTL_MS, readCachedConfig, writeCachedConfig } from './config-cache';
import { memoryStorage } from '../test/memory-storage';

const config = {
  supabaseUrl: 'http://localhost:3000',
  stoneImagesPath: '/storage/stone-images/',
  supportEmail: 's@x.y',
};

describe('config cache', () => {
  it('serves the cached config for 24 hours', () => {
    const storage = memoryStorage();
    writeCachedConfig(storage, config, 1_000);
    expect(readCachedConfig(storage, 1_000 + CONFIG_CACHE_TTL_MS - 1)).toEqual(config);
  });

  it('forgets it after 24 hours', () => {
    const storage = memoryStorage();
    writeCachedConfig(storage, config, 1_000);
    expect(readCachedConfig(storage, 1_000 + CONFIG_CACHE_TTL_MS)).toBeNull();
  });

  it('ignores a malformed cache entry', () => {
    expect(readCachedConfig(memoryStorage({ stone_tool_config: '{oops' }), 0)).toBeNull();
    expect(readCachedConfig(memoryStorage({ stone_tool_config: '{"savedAt":0,"value":{}}' }), 1)).toBeNull();
  });
});

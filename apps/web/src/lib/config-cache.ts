import { ZConfigResponse, type TConfigResponse } from '@stonetool/contracts/site';
import type { KeyValueStorage } from './session';

export const CONFIG_CACHE_KEY = 'stone_tool_config';
/** Local caches live 24 hours (spec 01 section 9). */
export const CONFIG_CACHE_TTL_MS = 24 * 60 * 60 * 1000;

/** The cached GET /api/config answer if it is younger than 24 hours and still well-formed. */
export function readCachedConfig(storage: KeyValueStorage, now: number): TConfigResponse | null {
  const raw = storage.getItem(CONFIG_CACHE_KEY);
  if (!raw) return null;
  try {
    const cached = JSON.parse(raw) as { savedAt?: unknown; value?: unknown };
    if (
      typeof cached.savedAt !== 'number' ||
      now - cached.savedAt >= CONFIG_CACHE_TTL_MS ||
      now < cached.savedAt
    ) {
      return null;
    }
    const parsed = ZConfigResponse.safeParse(cached.value);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeCachedConfig(storage: KeyValueStorage, value: TConfigResponse, now: number): void {
  storage.setItem(CONFIG_CACHE_KEY, JSON.stringify({ savedAt: now, value }));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZConfigResponse, type TConfigResponse } from '@stonetool/contracts/site';
import { CONFIG_CACHE_TTL_MS, readCachedConfig, writeCachedConfig } from './config-cache';
import { queryKeys } from './query-keys';

/** GET /api/config, kept in local storage for 24 hours (spec 01 sections 7 and 9). */
export async function getConfig(): Promise<TConfigResponse> {
  const cached = readCachedConfig(window.localStorage, Date.now());
  if (cached) return cached;
  const response = await fetch('/api/config');
  if (!response.ok) throw new Error(`GET /api/config answered ${response.status}`);
  const config = ZConfigResponse.parse(await response.json());
  writeCachedConfig(window.localStorage, config, Date.now());
  return config;
}

export const configQueryOptions = queryOptions({
  queryKey: queryKeys.config,
  queryFn: getConfig,
  staleTime: CONFIG_CACHE_TTL_MS,
  retry: 1,
});

export function useConfig() {
  return useQuery(configQueryOptions);
}

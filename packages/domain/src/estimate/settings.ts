import { resolveBreakageBuffer } from './buffer';
import type { EstimateSettings } from './types';

/** Kerf options, inches: 0, 0.125 standard, 0.1875 thick, 0.25 heavy duty, 0.09375 thin. */
export const KERF_OPTIONS = [0, 0.125, 0.1875, 0.25, 0.09375] as const;

/** A minimum seam piece of 24 in when pieces longer than the slab are split at seams. */
export const MIN_SEAM_PIECE = 24;

export interface ResolvedSettings {
  multiProductOptimization: boolean;
  breakageBuffer: number;
  kerfWidth: number;
  includeFabrication: boolean;
  includeInstallation: boolean;
  allowSeams: boolean;
  useRemnantsFirst: boolean;
}

/**
 * The settings with their defaults: multi-product optimisation on, breakage buffer 10 % when
 * none is set, kerf 0 (applied only when above 0), fabrication included, installation not,
 * seams allowed, remnants not used.
 */
export function resolveSettings(settings: EstimateSettings | null | undefined): ResolvedSettings {
  const kerf = settings?.kerfWidth;
  return {
    multiProductOptimization: settings?.multiProductOptimization ?? true,
    breakageBuffer: resolveBreakageBuffer(settings?.breakageBuffer),
    kerfWidth: typeof kerf === 'number' && Number.isFinite(kerf) && kerf > 0 ? kerf : 0,
    includeFabrication: settings?.includeFabrication ?? true,
    includeInstallation: settings?.includeInstallation ?? false,
    allowSeams: settings?.allowSeams ?? true,
    useRemnantsFirst: settings?.useRemnantsFirst ?? false,
  };
}

import { DEFAULT_MIN_SEAM_PART } from '../shapes/inside-corner-seams';
import { DEFAULT_CUTOUT_CLEARANCE } from '../shapes/seam-rules';
import { resolveBreakageBuffer } from './buffer';
import type { EstimateSettings } from './types';

/** Kerf options, inches: 0, 0.125 standard, 0.1875 thick, 0.25 heavy duty, 0.09375 thin. */
export const KERF_OPTIONS = [0, 0.125, 0.1875, 0.25, 0.09375] as const;

/** The seam settings' bounds, inches: a shortest part of 1 to 120 in, a cutout clearance of 0 to 24 in. */
export const MIN_SEAM_PART_RANGE = { min: 1, max: 120 } as const;
export const CUTOUT_CLEARANCE_RANGE = { min: 0, max: 24 } as const;

const within = (value: unknown, range: { min: number; max: number }): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= range.min && value <= range.max;

export interface ResolvedSettings {
  multiProductOptimization: boolean;
  breakageBuffer: number;
  kerfWidth: number;
  includeFabrication: boolean;
  includeInstallation: boolean;
  allowSeams: boolean;
  /** No part of a seamed piece shorter than this, inches. */
  minSeamPart: number;
  /** How far every seam stays from a cutout, inches. */
  cutoutClearance: number;
  useRemnantsFirst: boolean;
}

/**
 * The settings with their defaults: multi-product optimisation on, breakage buffer 10 % when
 * none is set, kerf 0 (applied only when above 0), fabrication included, installation not,
 * seams allowed with parts of at least 12 in and seams at least 6 in from any cutout (issue 24;
 * a setting out of its range takes its default), remnants not used.
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
    minSeamPart: within(settings?.minSeamPart, MIN_SEAM_PART_RANGE)
      ? settings.minSeamPart
      : DEFAULT_MIN_SEAM_PART,
    cutoutClearance: within(settings?.cutoutClearance, CUTOUT_CLEARANCE_RANGE)
      ? settings.cutoutClearance
      : DEFAULT_CUTOUT_CLEARANCE,
    useRemnantsFirst: settings?.useRemnantsFirst ?? false,
  };
}

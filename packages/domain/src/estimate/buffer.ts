/** Material buffer options, percent (spec 02 section 9). */
export const BREAKAGE_BUFFER_OPTIONS = [0, 3, 5, 7, 10] as const;

/** "Breakage buffer 10 % in the optimiser when none is set". */
export const DEFAULT_ENGINE_BREAKAGE_BUFFER = 10;

/** The settings panel starts at 0 % ("default in settings: 0"). */
export const DEFAULT_SETTINGS_BREAKAGE_BUFFER = 0;

/**
 * The breakage buffer percent to price with: the settings value when one is set (0 is a
 * choice, not an absence), 10 % when none is set at all; clamped to 0..100.
 */
export function resolveBreakageBuffer(value: number | null | undefined): number {
  if (value === null || value === undefined || !Number.isFinite(value)) return DEFAULT_ENGINE_BREAKAGE_BUFFER;
  return Math.min(100, Math.max(0, value));
}

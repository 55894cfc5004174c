import type { EfficiencyBadge } from './types';

/**
 * Efficiency = area of the pieces ÷ area of the slabs they are cut from, in percent with
 * one decimal (halves up); 0 when there are no slabs.
 */
export function efficiencyPercent(pieceAreaSqIn: number, slabAreaSqIn: number): number {
  if (!(slabAreaSqIn > 0) || !(pieceAreaSqIn > 0)) return 0;
  return Math.round(Number(((pieceAreaSqIn / slabAreaSqIn) * 1000).toPrecision(12))) / 10;
}

/**
 * Badge: above 80 high, above 60 medium, otherwise low. Judged on the efficiency as shown
 * (one decimal), so a slab showing 80.0 % is never called high.
 */
export function efficiencyBadge(percent: number): EfficiencyBadge {
  if (percent > 80) return 'high';
  if (percent > 60) return 'medium';
  return 'low';
}

/** Badge colours: high green, medium yellow, low red. */
export const EFFICIENCY_BADGE_COLORS: Readonly<Record<EfficiencyBadge, 'green' | 'yellow' | 'red'>> = {
  high: 'green',
  medium: 'yellow',
  low: 'red',
};

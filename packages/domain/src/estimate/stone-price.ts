import { onePlusPercent, scaleCents } from '../money';

/** Mark-up default 1 (spec 02 section 9). */
export const DEFAULT_MARK_UP = 1;

export interface MaterialCostInput {
  slabCostCents: number;
  slabs: number;
  /** Breakage buffer percent. */
  bufferPercent: number;
  markUp: number;
}

/**
 * Material = slab cost × slabs × (1 + buffer percent / 100) × mark-up, in cents, rounded
 * once. The buffer raises the price of the slabs, not their count.
 */
export function materialCostCents({
  slabCostCents,
  slabs,
  bufferPercent,
  markUp,
}: MaterialCostInput): number {
  return scaleCents(slabCostCents, [slabs, onePlusPercent(bufferPercent), markUp]);
}

/** Square inches in a square foot. */
export const SQ_IN_PER_SQFT = 144;

/**
 * Area (ft²) = width × depth × quantity / 144. Kept exact (unrounded): prices are computed
 * from the inches themselves (see fabrication.ts), so this figure only feeds display and
 * ratios.
 */
export function areaSqft(width: number, depth: number, quantity: number): number {
  return (width * depth * quantity) / SQ_IN_PER_SQFT;
}

/** Area is shown to two decimals, halves up: 16.995 ft² shows as 17.00. */
export function roundAreaForDisplay(sqft: number): number {
  return Math.round(Number((sqft * 100).toPrecision(12))) / 100;
}

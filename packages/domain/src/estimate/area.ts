import { outlineArea } from '../shapes/outline';
import { pieceOutline, type PieceShape } from '../shapes/piece-shape';

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

/**
 * A piece's true area (ft²) over its quantity: an L or U by its outline, not its bounding box
 * (an L of 120 + 96 at 25.5 deep is 33.73 ft², not 80). Null for a shape that cannot be drawn,
 * whose line the estimate already names as not priced.
 */
export function pieceAreaSqft(
  width: number,
  depth: number,
  shape: PieceShape | null | undefined,
  quantity: number,
): number | null {
  const shaped = pieceOutline(width, depth, shape);
  return shaped.ok ? (outlineArea(shaped.outline) * quantity) / SQ_IN_PER_SQFT : null;
}

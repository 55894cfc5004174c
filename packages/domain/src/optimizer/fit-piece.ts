/**
 * The vocabulary of the exact single-slab checks (`single-slab.ts` and the two searches it
 * runs): pieces in integer units with the kerf folded in, where they went, and the answer.
 */

/** One piece to pack: its size and whether it may turn by 90 degrees. */
export interface FitPiece {
  w: number;
  h: number;
  rotatable: boolean;
}

/** Where a piece went: its index in the input, lower-left corner and size as placed. */
export interface FitPlacement {
  index: number;
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The answer, with the search nodes it took (so callers can share a budget). */
export type FitResult =
  | { status: 'feasible'; placements: FitPlacement[]; nodes: number }
  | { status: 'infeasible'; nodes: number }
  | { status: 'unknown'; nodes: number };

/**
 * The ways a piece can stand on a width × height slab, as [w, h]: upright when it fits, then
 * turned when it may turn, differs and fits. Empty when it fits no way.
 */
export function fittingWays(piece: FitPiece, width: number, height: number): Array<[number, number]> {
  const { w, h, rotatable } = piece;
  const ways: Array<[number, number]> = [];
  if (w <= width && h <= height) ways.push([w, h]);
  if (rotatable && w !== h && h <= width && w <= height) ways.push([h, w]);
  return ways;
}

import type { SeamAt } from '../shapes/inside-corner-seams';
import type { Box, Outline, Rotation } from '../shapes/outline';

/**
 * The slab layout optimiser's input and output. Lengths are inches (any unit works: the
 * literature benchmarks use unitless integers). `width` runs along the slab width (x) and
 * `depth` along the slab height (y); (x, y) is a placement's lower-left corner.
 */

export type Priority = 'high' | 'normal' | 'low';

export interface PieceSpec {
  id: string;
  width: number;
  depth: number;
  quantity: number;
  /** False when the stone's grain forbids turning the piece by 90 degrees. Default true. */
  rotate?: boolean;
  /** High-priority pieces (islands) are placed first. Default normal. */
  priority?: Priority;
  /**
   * An L, U or other rectilinear piece, nested by its true shape (see shapes/outline.ts);
   * `width` and `depth` are then its bounding box. When rotation is locked it may still turn
   * by 180 degrees, which keeps the grain's direction.
   */
  outline?: Outline;
  /**
   * Boxes cut from the piece (sinks, cooktops), in its own coordinates: a seam never passes
   * through one nor comes nearer than the seams' `cutoutClearance`.
   */
  cutouts?: Box[];
  /**
   * Where the user placed the piece's seams (its own coordinates): when seams are on and the piece
   * fits no slab whole, it is cut exactly there instead of where the seam rules would choose. A
   * part that then fits no slab is reported `seam_part_too_large`.
   */
  seamsAt?: SeamAt[];
}

export interface SlabSpec {
  width: number;
  height: number;
  /** Unusable band along every edge of the slab. Default 0. */
  trim?: number;
}

/** A remnant of the fabricator's, an offcut kept from an earlier job: a rectangle with sawn edges. */
export interface RemnantSpec {
  id: string;
  width: number;
  height: number;
}

export interface SeamOptions {
  /** No seamed part may be shorter than this. Default 24 in. */
  minPiece: number;
  /** How far every seam stays from a piece's cutouts, in inches. Default 0 (never through one). */
  cutoutClearance?: number;
}

export interface OptimizeInput {
  slab: SlabSpec;
  /** Saw blade width left between neighbouring pieces (none at the slab edge). Default 0. */
  kerf?: number;
  pieces: PieceSpec[];
  /** Only layouts a bridge saw can cut with edge-to-edge straight cuts. Default false. */
  guillotine?: boolean;
  /** When set, a piece longer than the slab in every orientation is split at seams. */
  seams?: SeamOptions;
  /**
   * The improvement moves' work limit, in iterations of packing work (about one typical
   * countertop move each; a move re-packing many items in crowded slabs counts for several).
   * Default grows with the number of pieces. The search is bounded by this work, not by the
   * clock: with the same input, seed and iteration count the layout is always the same, on a
   * quiet machine or a loaded one. A job with outlines gives the same number as the move limit of
   * its true-shape search (default nest-shapes' defaultShapeMoves).
   */
  maxIterations?: number;
  /** Seed of the search's pseudo-random choices. Default 1. */
  seed?: number;
  /**
   * A safety net of the caller's (see stopAfter): once it answers true, the search returns
   * the best layout found so far, no worse than the constructive one. Only a machine far
   * slower than any the work limits were sized on should ever reach it.
   */
  shouldStop?: () => boolean;
  /**
   * Remnants to use before any slab (see remnants.ts): when given, the result lists every one of
   * them with the pieces placed on it. No trim applies to a remnant; the kerf does.
   */
  remnants?: RemnantSpec[];
}

export interface Placement {
  /** The piece's id (a seamed part keeps its piece's id). */
  id: string;
  x: number;
  y: number;
  /** As placed: equals the piece's depth when rotated. */
  width: number;
  height: number;
  rotated: boolean;
  /** Present on the parts of a piece split at seams: part index (0-based) and part count. */
  seam?: { part: number; of: number };
  /** Only for pieces given an outline: the quarter turn they were nested in, counter-clockwise. */
  rotation?: Rotation;
  /** Only for pieces given an outline: the piece as placed, in slab coordinates, counter-clockwise. */
  outline?: Array<[number, number]>;
  /**
   * Only for the parts of a piece given an outline and cut at inside corners: where the part lay
   * in the piece before it was turned and placed (its bounding box's lower-left corner, in the
   * piece's own coordinates), so what was drawn on the piece can be drawn on its part.
   */
  partOrigin?: [number, number];
}

export interface SlabLayout {
  placements: Placement[];
  /** Placed area over usable slab area, 0..1. */
  utilisation: number;
  /** True when the slab can be cut with edge-to-edge straight cuts. */
  guillotine: boolean;
}

/** The pieces placed on one remnant, in the remnant's coordinates (x along its width). */
export interface RemnantLayout {
  id: string;
  placements: Placement[];
}

/**
 * `seam_near_cutout`: every seam position the rules allow would pass through a cutout or nearer
 * than the clearance; `seam_part_too_large`: the seams the user placed leave a part no slab holds.
 */
export type UnplacedReason =
  | 'too_large'
  | 'invalid_dimensions'
  | 'seam_too_short'
  | 'seam_near_cutout'
  | 'seam_part_too_large';

export interface UnplacedPiece {
  id: string;
  reason: UnplacedReason;
}

export interface OptimizeResult {
  slabs: SlabLayout[];
  /** One entry per copy that could not be placed. */
  unplaced: UnplacedPiece[];
  /** The lower bound on slabs the search proved (stops early when reached). */
  lowerBound: number;
  /** The improvement moves' work, in iterations (see OptimizeInput.maxIterations). */
  iterations: number;
  /** Present when the input gave remnants: each of them in input order, with its placements. */
  remnants?: RemnantLayout[];
}

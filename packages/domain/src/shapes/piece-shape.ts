import { lOutline, uOutline, type ShapeResult } from './l-and-u';
import { rectangleOutline } from './cutouts';
import { outlineArea } from './outline';

/** The piece types the estimator offers (issue 24): a plain top, an L run or a U run. */
export const PIECE_SHAPES = ['rectangle', 'l', 'u'] as const;
export type PieceShapeKind = (typeof PIECE_SHAPES)[number];

export const PIECE_SHAPE_LABELS: Record<PieceShapeKind, string> = {
  rectangle: 'Rectangle',
  l: 'L-shaped',
  u: 'U-shaped',
};

/**
 * A piece's shape beyond its length and depth: an L's second leg, a U's two arms. The piece's
 * `width` is an L's leg A or a U's back, its `depth` the depth of every run (legs measured along
 * the wall from the outside corner, as the trade quotes them).
 */
export type PieceShape =
  | { kind: 'rectangle' }
  | { kind: 'l'; legB: number }
  | { kind: 'u'; leftArm: number; rightArm: number };

/**
 * The piece's outline from its length, depth and shape (a rectangle when no shape is given), or
 * why those lengths make no such piece.
 */
export function pieceOutline(
  width: number,
  depth: number,
  shape: PieceShape | null | undefined,
): ShapeResult {
  if (!shape || shape.kind === 'rectangle') return { ok: true, outline: rectangleOutline(width, depth) };
  if (shape.kind === 'l') return lOutline({ legA: width, legB: shape.legB, depth });
  return uOutline({ back: width, leftArm: shape.leftArm, rightArm: shape.rightArm, depth });
}

/** The legs a new L or U starts with on the card, in inches (a common kitchen run), until typed. */
export function newPieceShape(kind: PieceShapeKind): PieceShape {
  if (kind === 'l') return { kind, legB: 96 };
  if (kind === 'u') return { kind, leftArm: 60, rightArm: 60 };
  return { kind };
}

/**
 * A piece's own area in square inches: its outline's (an L of 120 + 96 at 25.5 deep is 4,857.75
 * in², not its box), or length × depth when those lengths make no such piece.
 */
export function pieceAreaSqIn(width: number, depth: number, shape: PieceShape | null | undefined): number {
  const shaped = pieceOutline(width, depth, shape);
  return shaped.ok ? outlineArea(shaped.outline) : width * depth;
}

import { cutoutNames, rectangleOutline, type Cutout } from '../shapes/cutouts';
import {
  largestBox,
  largestFreeBox,
  outlineBoxes,
  outlinePlacer,
  placeOutline,
  type Box,
  type Outline,
  type OutlinePoint,
  type Rotation,
} from '../shapes/outline';
import type { PlacedCutout, Segment, SlabPiece } from './types';

/**
 * What the layouts draw on a placed piece beyond its outline (issue 24): its cutouts and, on a
 * part of a piece split at seams, where it meets the other parts. Both are worked out once, where
 * the optimiser's placements are read, so the screen, the client's page and the DXF draw the same.
 */

/** A piece or a part as the optimiser placed it. */
export interface Lying {
  /** The placed bounding box's lower-left corner and size, slab coordinates. */
  x: number;
  y: number;
  width: number;
  depth: number;
  /** The quarter turn it was placed in, counter-clockwise. */
  rotation: Rotation;
  /** Where a part lay in its piece (its bounding box's lower-left corner); (0, 0) for a whole piece. */
  partOrigin: OutlinePoint;
  /** Its outline as placed, slab coordinates. */
  outline: Outline;
}

/** Lengths closer than this are taken as equal: placements are found in scaled units. */
const EPSILON = 1e-6;

/**
 * Where a point given in the piece's own coordinates lies on the slab, with the piece (or the
 * part) turned and moved as placed. Only the part's bounding box matters to the move, so its
 * unturned box stands in for its outline.
 */
export function pieceToSlab(lying: Lying): (point: OutlinePoint) => [number, number] {
  const turned = lying.rotation % 180 !== 0;
  const unturned = turned
    ? rectangleOutline(lying.depth, lying.width)
    : rectangleOutline(lying.width, lying.depth);
  const place = outlinePlacer(unturned, lying.rotation, lying.x, lying.y);
  const [ox, oy] = lying.partOrigin;
  return ([x, y]) => place([x - ox, y - oy]);
}

const areaOf = (box: Box): number => (box.x1 - box.x0) * (box.y1 - box.y0);

const overlap = (a: Box, b: Box): Box => ({
  x0: Math.max(a.x0, b.x0),
  y0: Math.max(a.y0, b.y0),
  x1: Math.min(a.x1, b.x1),
  y1: Math.min(a.y1, b.y1),
});

/**
 * The piece's cutouts on the slab, each named, turned with the piece and cut to what the piece or
 * part holds (a cutout wholly on another part is left out). Within a piece the seams are straight
 * cuts from its inside corners, so what a part holds of a box lying on the piece is a box too.
 */
export function placedCutouts(lying: Lying, cutouts: readonly Cutout[]): PlacedCutout[] {
  const toSlab = pieceToSlab(lying);
  const tiles = outlineBoxes(lying.outline);
  const names = cutoutNames(cutouts);
  return cutouts.flatMap((cutout, i): PlacedCutout[] => {
    const [ax, ay] = toSlab([cutout.x, cutout.y]);
    const [bx, by] = toSlab([cutout.x + cutout.width, cutout.y + cutout.depth]);
    const whole = { x0: Math.min(ax, bx), y0: Math.min(ay, by), x1: Math.max(ax, bx), y1: Math.max(ay, by) };
    const held = tiles
      .map((tile) => overlap(whole, tile))
      .filter((box) => box.x1 - box.x0 > EPSILON && box.y1 - box.y0 > EPSILON);
    if (held.length === 0) return [];
    const x0 = Math.min(...held.map((b) => b.x0));
    const y0 = Math.min(...held.map((b) => b.y0));
    const x1 = Math.max(...held.map((b) => b.x1));
    const y1 = Math.max(...held.map((b) => b.y1));
    const heldArea = held.reduce((sum, box) => sum + areaOf(box), 0);
    return [
      {
        type: cutout.type,
        name: names[i]!,
        x: x0,
        y: y0,
        width: x1 - x0,
        depth: y1 - y0,
        acrossSeam: areaOf(whole) - heldArea > EPSILON * Math.max(1, areaOf(whole)),
      },
    ];
  });
}

/** The sides of an outline, each from a point to the next. */
const sidesOf = (outline: Outline): Segment[] =>
  outline.map(([x1, y1], i) => {
    const [x2, y2] = outline[(i + 1) % outline.length]!;
    return [x1, y1, x2, y2];
  });

/**
 * What is left of a horizontal or vertical side once the parts lying along the given sides are
 * taken away, as segments running from lower to higher x (or y).
 */
function uncovered(side: Segment, others: readonly Segment[]): Segment[] {
  const [x1, y1, x2, y2] = side;
  const horizontal = Math.abs(y1 - y2) <= EPSILON;
  const at = horizontal ? y1 : x1;
  const [from, to] = horizontal ? [Math.min(x1, x2), Math.max(x1, x2)] : [Math.min(y1, y2), Math.max(y1, y2)];
  const covering = others
    .filter(([a1, b1, a2, b2]) =>
      horizontal
        ? Math.abs(b1 - b2) <= EPSILON && Math.abs(b1 - at) <= EPSILON
        : Math.abs(a1 - a2) <= EPSILON && Math.abs(a1 - at) <= EPSILON,
    )
    .map(([a1, b1, a2, b2]) =>
      horizontal ? [Math.min(a1, a2), Math.max(a1, a2)] : [Math.min(b1, b2), Math.max(b1, b2)],
    )
    .sort((a, b) => a[0]! - b[0]!);
  const left: Array<[number, number]> = [];
  let start = from;
  for (const [lo, hi] of covering) {
    if (lo! - start > EPSILON) left.push([start, Math.min(lo!, to)]);
    start = Math.max(start, hi!);
    if (start >= to) break;
  }
  if (to - start > EPSILON) left.push([start, to]);
  return left.map(([a, b]) => (horizontal ? [a, at, b, at] : [at, a, at, b]));
}

/**
 * Where a part of a piece split at seams meets the piece's other parts: its sides, less what lies
 * along the piece's own outline, both outlines in the same coordinates.
 */
export function partSeams(part: Outline, pieceOutline: Outline): Segment[] {
  const edges = sidesOf(pieceOutline);
  return sidesOf(part).flatMap((side) => uncovered(side, edges));
}

/**
 * Where a part of a piece split at seams meets the piece's other parts, on the slab: its sides,
 * less what lies along the piece's own outline (the outline placed as the part is).
 */
export function seamLines(lying: Lying, pieceOutline: Outline): Segment[] {
  return partSeams(lying.outline, pieceOutline.map(pieceToSlab(lying)));
}

/**
 * A part as it lay in its piece before it was turned and placed: its placed outline turned back
 * and moved to where the part lay (`partOrigin`), in the piece's own coordinates.
 */
export function partInPiece(lying: Lying): Array<[number, number]> {
  const back = ((360 - lying.rotation) % 360) as Rotation;
  return placeOutline(lying.outline, back, lying.partOrigin[0], lying.partOrigin[1]);
}

/** A slab piece as placed, slab coordinates: an L's or U's outline, else its rectangle. */
export function slabPieceOutline(
  piece: Pick<SlabPiece, 'x' | 'y' | 'width' | 'depth' | 'outline'>,
): Array<[number, number]> {
  return piece.outline ?? placeOutline(rectangleOutline(piece.width, piece.depth), 0, piece.x, piece.y);
}

/**
 * Where a slab piece's label goes, on the screen, in the PDF and in the DXF alike: its largest box
 * (an L's longer leg, not its notch), or, when a cutout lies in that box (a sink in the middle of a
 * top), the largest box of the piece no cutout covers, so the label never sits on a sink. The
 * label's point is the box's centre; its size comes from the box.
 */
export function labelBox(piece: Pick<SlabPiece, 'x' | 'y' | 'width' | 'depth' | 'outline' | 'cutouts'>): Box {
  const outline = slabPieceOutline(piece);
  const whole = largestBox(outline);
  const holes = (piece.cutouts ?? []).map((c) => ({
    x0: c.x,
    y0: c.y,
    x1: c.x + c.width,
    y1: c.y + c.depth,
  }));
  const covers = (h: Box) => h.x0 < whole.x1 && whole.x0 < h.x1 && h.y0 < whole.y1 && whole.y0 < h.y1;
  return holes.some(covers) ? (largestFreeBox(outline, holes) ?? whole) : whole;
}

import type { UnplacedReason } from '../optimizer/types';
import { cutoutNames, rectangleOutline, type Cutout } from '../shapes/cutouts';
import { legsOfOutline } from '../shapes/l-and-u';
import { boundingBox, type Outline, type OutlinePoint } from '../shapes/outline';
import { PIECE_SHAPE_LABELS } from '../shapes/piece-shape';
import { inches } from '../shapes/seam-rules';
import { partSeams } from './piece-marks';
import type { EstimateSlab, PieceSeams, Segment } from './types';

const size = (piece: { width: number; depth: number }): string =>
  `${inches(piece.width)} × ${inches(piece.depth)}`;

/**
 * How the layout split one copy of the product at seams (every copy is split alike), or null
 * when its pieces fit a slab whole. Read from the placements, so it says what was laid out.
 * `piece` is the product's piece: its bounding box and, for an L or U, its outline.
 */
export function seamsOf(
  productIndex: number,
  piece: { width: number; depth: number; outline: Outline | null },
  slabs: readonly EstimateSlab[],
): PieceSeams | null {
  const parts = slabs
    .flatMap((slab) => slab.pieces)
    .filter((placed) => placed.productIndex === productIndex && placed.pieceIndex === 0)
    .flatMap((placed) =>
      placed.seam?.inPiece ? [{ part: placed.seam.part, outline: placed.seam.inPiece }] : [],
    )
    .sort((a, b) => a.part - b.part)
    .map((part) => part.outline);
  if (parts.length < 2) return null;
  const outline = (piece.outline ?? rectangleOutline(piece.width, piece.depth)).map(
    ([x, y]): [number, number] => [x, y],
  );
  // Each seam is a side of both parts it divides: it is listed once.
  const seen = new Set<string>();
  const cuts = parts
    .flatMap((part) => partSeams(part, outline))
    .filter((cut) => {
      const key = cut.map((n) => Math.round(n * 1000)).join(',');
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  return { outline, parts, cuts };
}

/** Which inside corner (or none) a seam starts or ends at, and which run it crosses. */
type SeamPlace =
  | { kind: 'corner'; across: string; corner: string }
  | { kind: 'from'; at: number; end: 'the left end' | 'the front edge' };

/** The corners of a counter-clockwise outline where it turns right: an L's one, a U's two. */
const insideCorners = (outline: Outline): OutlinePoint[] =>
  outline.filter((p, i) => {
    const before = outline[(i + outline.length - 1) % outline.length]!;
    const after = outline[(i + 1) % outline.length]!;
    return (p[0] - before[0]) * (after[1] - p[1]) - (p[1] - before[1]) * (after[0] - p[0]) < 0;
  });

const same = (a: number, b: number): boolean => Math.abs(a - b) <= 1e-6;

/**
 * Where a seam lies in words a fabricator reads off the piece: an L's or U's seam at its inside
 * corner by the run it crosses (an L's leg A runs left to right, leg B front to back; a U's back
 * runs left to right between its arms), any other seam by its distance from the piece's left end
 * (a seam across its length) or front edge.
 */
function placeOf(cut: Segment, outline: Outline): SeamPlace {
  const [x1, y1, x2, y2] = cut;
  const vertical = same(x1, x2);
  const corners = insideCorners(outline);
  const corner = corners.find(([x, y]) => (same(x, x1) && same(y, y1)) || (same(x, x2) && same(y, y2)));
  if (corner === undefined || corners.length > 2)
    return vertical
      ? { kind: 'from', at: x1, end: 'the left end' }
      : { kind: 'from', at: y1, end: 'the front edge' };
  if (corners.length === 1)
    return { kind: 'corner', across: vertical ? 'leg A' : 'leg B', corner: 'the inside corner' };
  const left = corner[0] === Math.min(...corners.map(([x]) => x));
  const side = left ? 'left' : 'right';
  return {
    kind: 'corner',
    across: vertical ? 'the back' : `the ${side} arm`,
    corner: `the ${side} inside corner`,
  };
}

/** "65 in", "43.33 and 86.67 in", "40, 80 and 120 in". */
const listed = (items: readonly string[]): string =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/**
 * Where the seams of a piece split at seams lie, in words: "at 65 in from the left end", "across
 * leg A at the inside corner", "across the back at the left inside corner and across the right arm
 * at the right inside corner". The card, the PDF and the client's page all word them here.
 */
export function seamPlaces(seams: PieceSeams): string {
  const places = seams.cuts.map((cut) => placeOf(cut, seams.outline));
  const phrases: string[] = [];
  for (const end of ['the left end', 'the front edge'] as const) {
    const at = places.flatMap((p) => (p.kind === 'from' && p.end === end ? [inches(p.at)] : []));
    if (at.length > 0) phrases.push(`at ${listed(at)} in from ${end}`);
  }
  for (const p of places) if (p.kind === 'corner') phrases.push(`across ${p.across} at ${p.corner}`);
  return listed(phrases);
}

/**
 * A piece or part by its size as the trade quotes it: "130 × 30", "L-shaped 120 × 96, 25.5 deep",
 * "U-shaped 96 × 120 × 96, 25.5 deep" (arms and back, as the paste reader reads them).
 */
export function shapeText(outline: Outline): string {
  const box = boundingBox(outline);
  const boxSize = size({ width: box.x1 - box.x0, depth: box.y1 - box.y0 });
  const legs = legsOfOutline(outline);
  if (legs === null) {
    if (outline.length === 4) return boxSize;
    return `${outline.length === 6 ? PIECE_SHAPE_LABELS.l : PIECE_SHAPE_LABELS.u} ${boxSize}`;
  }
  if (legs.shape.kind === 'l')
    return `${PIECE_SHAPE_LABELS.l} ${inches(legs.width)} × ${inches(legs.shape.legB)}, ${inches(legs.depth)} deep`;
  const { leftArm, rightArm } = legs.shape;
  return `${PIECE_SHAPE_LABELS.u} ${inches(leftArm)} × ${inches(legs.width)} × ${inches(rightArm)}, ${inches(legs.depth)} deep`;
}

/** The label of a seamed part on the layout: piece 1's parts are 1a, 1b, …, piece 2.3's 2.3a, … */
export function partLabel(piece: number | string, part: number): string {
  return `${piece}${String.fromCharCode(97 + part)}`;
}

/**
 * "Piece 1 (130 × 30) has 1 seam at 65 in from the left end: parts 65 × 30 + 65 × 30", for the
 * card, the PDF and the client's page; the parts in order, 1a first.
 */
export function seamNotice(pieceNumber: number, seams: PieceSeams): string {
  const count = seams.cuts.length;
  return `Piece ${pieceNumber} (${shapeText(seams.outline)}) has ${count} seam${count === 1 ? '' : 's'} ${seamPlaces(
    seams,
  )}: parts ${seams.parts.map(shapeText).join(' + ')}`;
}

/**
 * Why a piece has no place on any slab, naming the piece and the slab: too deep for the slab
 * either way round (seams cut across a piece's length, never its depth), not fitting whole with
 * seams off, needing a part shorter than the minimum seam piece, every seam position too near a
 * cutout, or the seams the user placed leaving a part no slab holds.
 */
export function unplacedNotice(
  pieceNumber: number,
  piece: { width: number; depth: number; cutouts?: readonly Pick<Cutout, 'type'>[] },
  slab: { width: number; height: number },
  reason: UnplacedReason,
  settings: { allowSeams: boolean; minSeamPiece: number; cutoutClearance?: number },
): string {
  const named = `Piece ${pieceNumber} (${size(piece)})`;
  const slabSize = `${inches(slab.width)} × ${inches(slab.height)}`;
  if (reason === 'seam_too_short') {
    return `${named} would need a part shorter than ${inches(settings.minSeamPiece)} in at its seams on a ${slabSize} slab.`;
  }
  if (reason === 'seam_near_cutout') {
    const cutouts = cutoutNames(piece.cutouts ?? []);
    return `${named} cannot be seamed: every seam position would pass through or within ${inches(settings.cutoutClearance ?? 0)} in of ${cutouts.length === 1 ? cutouts[0] : `its cutouts (${cutouts.join(', ')})`}.`;
  }
  if (reason === 'seam_part_too_large') {
    return `${named} cannot be cut at the seams placed on it: a part would not fit the ${slabSize} slab. Move a seam or put the seams back where the rules place them.`;
  }
  if (reason === 'invalid_dimensions') return `${named} has a size no slab can hold.`;
  if (!settings.allowSeams) {
    return `${named} does not fit the ${slabSize} slab whole and seams are off in Settings: turn seams on or shorten the piece.`;
  }
  const depth = Math.min(piece.width, piece.depth);
  return `${named} is too deep for the ${slabSize} slab: no slab holds its ${inches(depth)} in depth, even turned.`;
}

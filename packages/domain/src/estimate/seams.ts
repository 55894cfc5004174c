import type { UnplacedReason } from '../optimizer/types';
import type { EstimateSlab, PieceSeams, Segment, SlabPiece } from './types';

/** Inches as the cards print them: at most two decimals, no trailing zeros. */
const inches = (value: number): string => String(Math.round(value * 100) / 100);
const size = (piece: { width: number; depth: number }): string =>
  `${inches(piece.width)} × ${inches(piece.depth)}`;

/**
 * How the layout split one copy of the product at seams (every copy is split alike), or null
 * when its pieces fit a slab whole. Read from the placements, so it shows what was laid out.
 */
export function seamsOf(
  productIndex: number,
  piece: { width: number; depth: number },
  slabs: readonly EstimateSlab[],
): PieceSeams | null {
  const parts = slabs
    .flatMap((slab) => slab.pieces)
    .filter((placed) => placed.productIndex === productIndex && placed.pieceIndex === 0 && placed.seam)
    .sort((a, b) => a.seam!.part - b.seam!.part)
    .map((placed) => {
      const length = placed.seam!.along === 'x' ? placed.width : placed.depth;
      const across = placed.seam!.along === 'x' ? placed.depth : placed.width;
      // The seams cross the piece's longer side: a part keeps the other side whole.
      return piece.width >= piece.depth ? { width: length, depth: across } : { width: across, depth: length };
    });
  if (parts.length < 2) return null;
  return { width: piece.width, depth: piece.depth, parts };
}

/**
 * Where to draw the seams of a seamed part drawn as `box` in a drawing whose y runs down (screen
 * and page alike): the ends that meet another part. The seams cross the axis the piece's length
 * runs along; the first part's is at its far end, the last part's at its near end (for the slab's
 * y axis, which runs up, the near end is the box's lower edge).
 */
export function seamEnds(
  seam: Pick<NonNullable<SlabPiece['seam']>, 'part' | 'of' | 'along'>,
  box: { x: number; y: number; width: number; height: number },
): Segment[] {
  const { x, y, width, height } = box;
  const near: Segment = seam.along === 'x' ? [x, y, x, y + height] : [x, y + height, x + width, y + height];
  const far: Segment = seam.along === 'x' ? [x + width, y, x + width, y + height] : [x, y, x + width, y];
  return [...(seam.part > 0 ? [near] : []), ...(seam.part < seam.of - 1 ? [far] : [])];
}

/** The label of a seamed part on the layout: piece 1's parts are 1a, 1b, …, piece 2.3's 2.3a, … */
export function partLabel(piece: number | string, part: number): string {
  return `${piece}${String.fromCharCode(97 + part)}`;
}

/** "Piece 1 (130 × 30) has 1 seam: 65 × 30 + 65 × 30", for the card and the PDF. */
export function seamNotice(pieceNumber: number, seams: PieceSeams): string {
  const count = seams.parts.length - 1;
  return `Piece ${pieceNumber} (${size(seams)}) has ${count} seam${count === 1 ? '' : 's'}: ${seams.parts
    .map(size)
    .join(' + ')}`;
}

/**
 * Why a piece has no place on any slab, naming the piece and the slab: too deep for the slab
 * either way round (seams cut across a piece's length, never its depth), not fitting whole with
 * seams off, or needing a part shorter than the minimum seam piece.
 */
export function unplacedNotice(
  pieceNumber: number,
  piece: { width: number; depth: number },
  slab: { width: number; height: number },
  reason: UnplacedReason,
  settings: { allowSeams: boolean; minSeamPiece: number },
): string {
  const named = `Piece ${pieceNumber} (${size(piece)})`;
  const slabSize = `${inches(slab.width)} × ${inches(slab.height)}`;
  if (reason === 'seam_too_short') {
    return `${named} would need a part shorter than ${inches(settings.minSeamPiece)} in at its seams on a ${slabSize} slab.`;
  }
  if (reason === 'invalid_dimensions') return `${named} has a size no slab can hold.`;
  if (!settings.allowSeams) {
    return `${named} does not fit the ${slabSize} slab whole and seams are off in Settings: turn seams on or shorten the piece.`;
  }
  const depth = Math.min(piece.width, piece.depth);
  return `${named} is too deep for the ${slabSize} slab: no slab holds its ${inches(depth)} in depth, even turned.`;
}

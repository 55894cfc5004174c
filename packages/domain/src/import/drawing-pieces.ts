import { mergeIdenticalPieces, type MergeablePiece } from '../estimate/merge-identical-pieces';
import { findCallouts } from './dimensions';
import type { DrawingUnit } from './drawing-units';
import { describePieceLabel, readProductList, type ParseProductListOptions } from './parse-product-list';
import { namesRoomOrPiece, shallowPieceProblem } from './piece-words';
import type { PieceShape } from '../shapes/piece-shape';

/** A piece read from a drawing (spec 02 section 3, drawing analysis response), with its count. */
export interface DrawingPiece {
  name: string;
  /** Inches; the longer side. */
  width: number;
  depth: number;
  edgeDetail: string;
  /** The piece type: usually a `PieceType` (island, countertop, backsplash…), but whatever the drawing said is kept. */
  type: string;
  notes: string;
  quantity: number;
  /** 0 to 1: how sure the reading is of this piece. */
  confidence: number;
  /** The name of the L or U outline this piece was cut from, if it was. */
  outline?: string;
  /** An L or U read whole from its outline: `width` is its leg A or back, `depth` its runs' depth. */
  shape?: PieceShape;
}

/**
 * A drawing's identical pieces (same width, depth and edge) merged with a quantity (spec 02
 * section 9), except the parts of an L or U: two equal legs are parts of one top, each with its
 * own name and seams, not two pieces of a kind, and an L or U kept whole.
 */
export function mergeDrawingPieces<
  T extends MergeablePiece & { outline?: string | undefined; shape?: PieceShape | undefined },
>(pieces: readonly T[]): Array<T & { quantity: number }> {
  return mergeIdenticalPieces(pieces, (piece) => piece.outline !== undefined || piece.shape !== undefined);
}

/** An outline cut into rectangular pieces at its seams (an L or U top). */
export interface DrawingOutline {
  name: string;
  shape: 'L' | 'U' | 'stepped';
  /** The outline's true area, which its pieces add up to. */
  areaSqft: number;
  /** The names of its pieces. */
  parts: string[];
  /** Where two pieces meet, by name, with the seam's length in inches. */
  seams: Array<{ between: [string, string]; length: number }>;
  /** "L-shaped outline read as 2 pieces with 1 seam". */
  description: string;
}

/** A piece a drawing shows that is not taken, and why: nothing a drawing shows is dropped silently. */
export interface UnreadDrawingPiece {
  /** The piece's name, or the line of the drawing's text it was written on. */
  text: string;
  /** "Not read: depth 2.5 in looks too shallow for an island; check the size". */
  reason: string;
}

/**
 * A drawing's pieces less the work surfaces too shallow to be one, refused by the one check the
 * paste reader and the AI-read lists use (`shallowPieceProblem`), each named back with its reason.
 * The parts of an outline cut at its seams are kept: a part's depth is where a seam fell, not a
 * size anybody drew as a piece.
 */
export function withoutShallowPieces<
  T extends { name: string; depth: number; type: string; outline?: string | undefined },
>(pieces: readonly T[]): { pieces: T[]; unread: UnreadDrawingPiece[] } {
  const kept: T[] = [];
  const unread: UnreadDrawingPiece[] = [];
  for (const piece of pieces) {
    const problem =
      piece.outline === undefined
        ? shallowPieceProblem({ depth: piece.depth, pieceType: piece.type.trim().toLowerCase() })
        : null;
    if (problem === null) kept.push(piece);
    else unread.push({ text: piece.name, reason: `Not read: ${problem}` });
  }
  return { pieces: kept, unread };
}

export interface DrawingReading {
  pieces: DrawingPiece[];
  /** The pieces the drawing shows that were not taken, each with the reason. */
  unread: UnreadDrawingPiece[];
  /** 0 to 1. */
  confidence: number;
  /** The unit the drawing's sizes were read in (pieces are always given in inches). */
  unit: DrawingUnit;
  /**
   * The unit is the reader's guess, to be checked against a known size: a DXF that names no unit
   * ($INSUNITS), read in the unit its sizes make sense in. Never for images and PDFs, whose sizes
   * are written with their units (a metric size is converted with a note on its piece).
   */
  unitAssumed: boolean;
  outlines: DrawingOutline[];
}

function mean(values: readonly number[]): number {
  return values.length === 0
    ? 0
    : Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 100) / 100;
}

/** Sides paired by reading order may belong to different pieces: always to be checked. */
const PAIRED_CONFIDENCE = 0.4;

/**
 * The pieces a drawing's text names (text embedded in a PDF, or read from an image by OCR). Lines
 * with both sides (`Island 96 x 42`) are read like a pasted list, and a line the list reader
 * refuses (a shallow island, a stray number beside a size) is named back with its reason. When no
 * line has both, lone callouts with a unit mark (`96"`, `25 1/2"`), as drawings put one per side,
 * are paired in reading order, with a lower confidence, from the lines not refused; a label naming
 * a piece or room (SINK RUN, ISLAND) on or above a pair's first callout names that piece. A paired
 * work surface too shallow to be one is named back too.
 */
export function piecesFromDrawingText(text: string, options: ParseProductListOptions = {}): DrawingReading {
  const { products, unreadLines } = readProductList(text, options);
  const refused = unreadLines.filter((line) => line.reason.startsWith('Not read:'));
  const unread = refused.map((line) => ({ text: line.text, reason: line.reason }));
  if (products.length > 0) {
    return {
      pieces: products.map((product) => ({
        name: product.name,
        width: product.width,
        depth: product.depth,
        edgeDetail: product.edgeDetail,
        type: product.pieceType,
        notes: product.features.join(', '),
        quantity: product.quantity,
        confidence: product.confidence,
      })),
      unread,
      confidence: mean(products.map((product) => product.confidence)),
      unit: 'in',
      unitAssumed: false,
      outlines: [],
    };
  }
  const refusedLines = new Set(refused.map((line) => line.line));
  const pieces: DrawingPiece[] = [];
  let label: string | null = null;
  let first: { side: number; label: string | null } | null = null;
  for (const [index, line] of text.replace(/\r\n?/g, '\n').split('\n').entries()) {
    if (refusedLines.has(index + 1)) continue;
    if (namesRoomOrPiece(line)) label = line;
    for (const side of findCallouts(line)) {
      if (first === null) {
        first = { side, label };
        label = null;
        continue;
      }
      const described = first.label === null ? null : describePieceLabel(first.label, options);
      pieces.push({
        name: described?.name ?? `Piece ${pieces.length + 1}`,
        width: Math.max(first.side, side),
        depth: Math.min(first.side, side),
        edgeDetail: described?.edgeDetail ?? 'Eased',
        type: described?.pieceType ?? 'countertop',
        notes: 'Sides paired from separate callouts; please check',
        quantity: 1,
        confidence: PAIRED_CONFIDENCE,
      });
      first = null;
    }
  }
  const taken = withoutShallowPieces(pieces);
  return {
    pieces: mergeDrawingPieces(taken.pieces),
    unread: [...unread, ...taken.unread],
    confidence: taken.pieces.length > 0 ? PAIRED_CONFIDENCE : 0,
    unit: 'in',
    unitAssumed: false,
    outlines: [],
  };
}

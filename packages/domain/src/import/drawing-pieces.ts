import { mergeIdenticalPieces } from '../estimate/merge-identical-pieces';
import { findCallouts } from './dimensions';
import { parseProductList, type ParseProductListOptions } from './parse-product-list';
import type { PieceType } from './piece-words';

/** A piece read from a drawing (spec 02 section 3, drawing analysis response), with its count. */
export interface DrawingPiece {
  name: string;
  /** Inches; the longer side. */
  width: number;
  depth: number;
  edgeDetail: string;
  /** The piece type (island, countertop, backsplash…). */
  type: PieceType | string;
  notes: string;
  quantity: number;
}

export interface DrawingReading {
  pieces: DrawingPiece[];
  /** 0 to 1. */
  confidence: number;
}

function mean(values: readonly number[]): number {
  return values.length === 0
    ? 0
    : Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 100) / 100;
}

/**
 * The pieces a drawing's text names (text embedded in a PDF, or read from an image by OCR). Lines
 * with both sides (`Island 96 x 42`) are read like a pasted list. When no line has both, lone
 * callouts with a unit mark (`96"`, `25 1/2"`), as drawings put one per side, are paired in reading
 * order, with a lower confidence.
 */
export function piecesFromDrawingText(text: string, options: ParseProductListOptions = {}): DrawingReading {
  const products = parseProductList(text, options);
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
      })),
      confidence: mean(products.map((product) => product.confidence)),
    };
  }
  const callouts = text.split('\n').flatMap((line) => findCallouts(line));
  const pieces: DrawingPiece[] = [];
  for (let i = 0; i + 1 < callouts.length; i += 2) {
    const a = callouts[i] as number;
    const b = callouts[i + 1] as number;
    pieces.push({
      name: `Piece ${pieces.length + 1}`,
      width: Math.max(a, b),
      depth: Math.min(a, b),
      edgeDetail: 'Eased',
      type: 'countertop',
      notes: 'Sides paired from separate callouts; please check',
      quantity: 1,
    });
  }
  return { pieces: mergeIdenticalPieces(pieces), confidence: pieces.length > 0 ? 0.4 : 0 };
}

import type { OptimizeInput, OptimizeResult, Priority } from '../optimizer/types';
import { efficiencyPercent } from './efficiency';
import type { EstimateSlab, SlabPiece } from './types';

/** A product's pieces as the layout needs them. */
export interface LayoutPiece {
  productIndex: number;
  width: number;
  depth: number;
  quantity: number;
  priority: Priority;
}

export interface LayoutSettings {
  slab: { width: number; height: number };
  kerf: number;
  /** Minimum seam piece in inches, or null when pieces are never split. */
  minSeamPiece: number | null;
}

const pieceId = (productIndex: number, pieceIndex: number): string => `${productIndex}:${pieceIndex}`;

/**
 * The optimiser's input for the pieces of one stone: one spec per copy, so every placement
 * names its product and copy. Kerf applies only when above 0.
 */
export function toOptimizeInput(pieces: readonly LayoutPiece[], settings: LayoutSettings): OptimizeInput {
  const input: OptimizeInput = {
    slab: { width: settings.slab.width, height: settings.slab.height },
    pieces: pieces.flatMap((piece) =>
      Array.from({ length: piece.quantity }, (_, copy) => ({
        id: pieceId(piece.productIndex, copy),
        width: piece.width,
        depth: piece.depth,
        quantity: 1,
        priority: piece.priority,
      })),
    ),
  };
  if (settings.kerf > 0) input.kerf = settings.kerf;
  if (settings.minSeamPiece !== null) input.seams = { minPiece: settings.minSeamPiece };
  return input;
}

function parsePieceId(id: string): { productIndex: number; pieceIndex: number } {
  const [product = '', copy = ''] = id.split(':');
  return { productIndex: Number(product), pieceIndex: Number(copy) };
}

export interface ReadLayout {
  slabs: EstimateSlab[];
  /** Products with at least one copy the optimiser could not place. */
  unplacedProducts: Set<number>;
}

/** The optimiser's slabs as estimate slabs: each piece named by product and copy, with efficiency. */
export function readLayout(result: OptimizeResult, slab: { width: number; height: number }): ReadLayout {
  const slabArea = slab.width * slab.height;
  const slabs = result.slabs.map((layout, index): EstimateSlab => {
    const pieces = layout.placements.map((placement): SlabPiece => {
      const piece: SlabPiece = {
        ...parsePieceId(placement.id),
        x: placement.x,
        y: placement.y,
        width: placement.width,
        depth: placement.height,
        rotated: placement.rotated,
      };
      if (placement.seam !== undefined) piece.seam = { ...placement.seam };
      return piece;
    });
    const covered = pieces.reduce((sum, p) => sum + p.width * p.depth, 0);
    return { index, pieces, efficiency: efficiencyPercent(covered, slabArea) };
  });
  const unplacedProducts = new Set(result.unplaced.map((u) => parsePieceId(u.id).productIndex));
  return { slabs, unplacedProducts };
}

/** Slabs of several layouts one after another, numbered again from 0. */
export function concatenateSlabs(layouts: ReadonlyArray<readonly EstimateSlab[]>): EstimateSlab[] {
  return layouts.flat().map((slab, index) => ({ ...slab, index }));
}

/** The slabs that hold at least one piece of the product. */
export function slabsOfProduct(slabs: readonly EstimateSlab[], productIndex: number): EstimateSlab[] {
  return slabs.filter((slab) => slab.pieces.some((piece) => piece.productIndex === productIndex));
}

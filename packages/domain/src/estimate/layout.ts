import type { OptimizeInput, OptimizeResult, Priority, UnplacedReason } from '../optimizer/types';
import { outlineArea, type Outline } from '../shapes/outline';
import { efficiencyPercent } from './efficiency';
import type { EstimateSlab, SlabPiece } from './types';

/** A product's pieces as the layout needs them. */
export interface LayoutPiece {
  productIndex: number;
  width: number;
  depth: number;
  /** An L or U, nested by its true shape; `width` and `depth` are then its bounding box. */
  outline?: Outline | null;
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
        ...(piece.outline ? { outline: piece.outline } : {}),
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
  /** Products with at least one copy the optimiser could not place, with the first copy's reason. */
  unplaced: Map<number, UnplacedReason>;
}

/**
 * The optimiser's slabs as estimate slabs: each piece named by product and copy, with efficiency.
 * `pieces` gives each product's size, to tell along which axis a seamed part's length runs.
 */
export function readLayout(
  result: OptimizeResult,
  slab: { width: number; height: number },
  pieces: readonly LayoutPiece[],
): ReadLayout {
  const sizes = new Map(pieces.map((piece) => [piece.productIndex, piece]));
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
      if (placement.outline !== undefined) piece.outline = placement.outline;
      if (placement.seam !== undefined) {
        const size = sizes.get(piece.productIndex);
        // The optimiser cuts a piece across its longer side (prepare-items.ts, splitAtSeams).
        const lengthAlongWidth = size === undefined || size.width >= size.depth;
        const along = lengthAlongWidth !== placement.rotated ? 'x' : 'y';
        piece.seam = { ...placement.seam, along };
      }
      return piece;
    });
    const covered = pieces.reduce(
      (sum, p) => sum + (p.outline ? outlineArea(p.outline) : p.width * p.depth),
      0,
    );
    return { index, pieces, efficiency: efficiencyPercent(covered, slabArea) };
  });
  const unplaced = new Map<number, UnplacedReason>();
  for (const { id, reason } of result.unplaced) {
    const { productIndex } = parsePieceId(id);
    if (!unplaced.has(productIndex)) unplaced.set(productIndex, reason);
  }
  return { slabs, unplaced };
}

/** Slabs of several layouts one after another, numbered again from 0. */
export function concatenateSlabs(layouts: ReadonlyArray<readonly EstimateSlab[]>): EstimateSlab[] {
  return layouts.flat().map((slab, index) => ({ ...slab, index }));
}

/** The slabs that hold at least one piece of the product. */
export function slabsOfProduct(slabs: readonly EstimateSlab[], productIndex: number): EstimateSlab[] {
  return slabs.filter((slab) => slab.pieces.some((piece) => piece.productIndex === productIndex));
}

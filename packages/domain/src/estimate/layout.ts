import type { OptimizeInput, OptimizeResult, Placement, Priority, UnplacedReason } from '../optimizer/types';
import { rectangleOutline, type Cutout } from '../shapes/cutouts';
import type { SeamAt } from '../shapes/inside-corner-seams';
import { cutoutBox } from '../shapes/seam-rules';
import { outlineArea, placeOutline, type Outline, type OutlinePoint } from '../shapes/outline';
import { efficiencyPercent } from './efficiency';
import { partInPiece, placedCutouts, seamLines, type Lying } from './piece-marks';
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
  /** Cut from every copy, in the piece's own coordinates; drawn on the layout where they lie. */
  cutouts?: readonly Cutout[] | null;
  /** Where the user placed the seams, in the piece's own coordinates (decision 127). */
  seamsAt?: readonly SeamAt[] | null;
}

export interface LayoutSettings {
  slab: { width: number; height: number };
  kerf: number;
  /** Minimum seam piece in inches, or null when pieces are never split. */
  minSeamPiece: number | null;
  /** How far a seam stays from any cutout, inches. Default 0: never through one. */
  cutoutClearance?: number;
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
        ...(piece.cutouts?.length ? { cutouts: piece.cutouts.map(cutoutBox) } : {}),
        ...(piece.seamsAt?.length ? { seamsAt: [...piece.seamsAt] } : {}),
        quantity: 1,
        priority: piece.priority,
      })),
    ),
  };
  if (settings.kerf > 0) input.kerf = settings.kerf;
  if (settings.minSeamPiece !== null)
    input.seams = {
      minPiece: settings.minSeamPiece,
      ...(settings.cutoutClearance ? { cutoutClearance: settings.cutoutClearance } : {}),
    };
  return input;
}

export function parsePieceId(id: string): { productIndex: number; pieceIndex: number } {
  const [product = '', copy = ''] = id.split(':');
  return { productIndex: Number(product), pieceIndex: Number(copy) };
}

export interface ReadLayout {
  slabs: EstimateSlab[];
  /** Products with at least one copy the optimiser could not place, with the first copy's reason. */
  unplaced: Map<number, UnplacedReason>;
}

/** The optimiser cuts a rectangle across its longer side (prepare-items.ts, splitAtSeams). */
const lengthAlongWidth = (piece: LayoutPiece | undefined): boolean =>
  piece === undefined || piece.width >= piece.depth;

/**
 * Where each part of a rectangle split at seams lay in its piece, by placement: the parts run
 * one after another along the piece's length, part 0 at its start. A shaped piece's parts carry
 * their own (`partOrigin`).
 */
function rectanglePartOrigins(
  placements: readonly Placement[],
  sizes: ReadonlyMap<number, LayoutPiece>,
): Map<Placement, OutlinePoint> {
  const copies = new Map<string, Placement[]>();
  for (const p of placements) if (p.seam && !p.partOrigin) copies.set(p.id, [...(copies.get(p.id) ?? []), p]);
  const origins = new Map<Placement, OutlinePoint>();
  for (const [id, parts] of copies) {
    const alongWidth = lengthAlongWidth(sizes.get(parsePieceId(id).productIndex));
    let start = 0;
    for (const part of [...parts].sort((a, b) => a.seam!.part - b.seam!.part)) {
      origins.set(part, alongWidth ? [start, 0] : [0, start]);
      // The part's length as it lay in the piece, before it was turned.
      start += alongWidth === part.rotated ? part.height : part.width;
    }
  }
  return origins;
}

/**
 * A placement as a piece of a layout: named by product and copy, its seams drawn where its part
 * meets the others and its cutouts where they lie on it. `piece` is its product's piece.
 */
export function slabPieceOf(
  placement: Placement,
  piece: LayoutPiece | undefined,
  partOrigin: OutlinePoint = [0, 0],
): SlabPiece {
  const slabPiece: SlabPiece = {
    ...parsePieceId(placement.id),
    x: placement.x,
    y: placement.y,
    width: placement.width,
    depth: placement.height,
    rotated: placement.rotated,
  };
  if (placement.outline !== undefined) slabPiece.outline = placement.outline;
  const lying: Lying = {
    x: placement.x,
    y: placement.y,
    width: placement.width,
    depth: placement.height,
    rotation: placement.rotation ?? (placement.rotated ? 90 : 0),
    partOrigin: placement.partOrigin ?? partOrigin,
    outline:
      placement.outline ??
      placeOutline(rectangleOutline(placement.width, placement.height), 0, placement.x, placement.y),
  };
  if (placement.seam !== undefined) {
    const along = lengthAlongWidth(piece) !== placement.rotated ? 'x' : 'y';
    const own = piece?.outline ?? (piece ? rectangleOutline(piece.width, piece.depth) : null);
    slabPiece.seam = {
      ...placement.seam,
      along,
      lines: own ? seamLines(lying, own) : [],
      inPiece: partInPiece(lying),
    };
  }
  const cutouts = piece?.cutouts ? placedCutouts(lying, piece.cutouts) : [];
  if (cutouts.length > 0) slabPiece.cutouts = cutouts;
  return slabPiece;
}

/**
 * The optimiser's slabs as estimate slabs: each piece named by product and copy, with efficiency.
 * `pieces` gives each product's size, outline and cutouts, to draw a seamed part's seams and the
 * cutouts where they lie.
 */
export function readLayout(
  result: OptimizeResult,
  slab: { width: number; height: number },
  pieces: readonly LayoutPiece[],
): ReadLayout {
  const sizes = new Map(pieces.map((piece) => [piece.productIndex, piece]));
  const origins = rectanglePartOrigins(
    result.slabs.flatMap((layout) => layout.placements),
    sizes,
  );
  const slabArea = slab.width * slab.height;
  const slabs = result.slabs.map((layout, index): EstimateSlab => {
    const placed = layout.placements.map((placement) =>
      slabPieceOf(placement, sizes.get(parsePieceId(placement.id).productIndex), origins.get(placement)),
    );
    const covered = placed.reduce(
      (sum, p) => sum + (p.outline ? outlineArea(p.outline) : p.width * p.depth),
      0,
    );
    return { index, pieces: placed, efficiency: efficiencyPercent(covered, slabArea) };
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

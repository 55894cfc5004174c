import type { Cutout } from '../shapes/cutouts';
import type { SeamAt } from '../shapes/inside-corner-seams';
import type { PieceShape } from '../shapes/piece-shape';
import { pieceAreaSqft } from './area';
import { looseKey } from './loose-match';
import { normalizeQuantity, parseDimension } from './piece-input';
import type { EstimateProduct, StoneSelection } from './types';

/** A piece of a Bulk group (spec 02 section 3, Group piece). */
export interface GroupPiece {
  customName?: string | null;
  roomType?: string | null;
  unitType?: string | null;
  width?: number | string | null;
  depth?: number | string | null;
  quantity?: number | string | null;
  edgeDetail?: string | null;
  note?: string | null;
  /** A rectangle, or an L or U whose leg A or back is `width` (issue 24), as on a Standard card. */
  shape?: PieceShape | null;
  /** Sinks, cooktops, faucet holes and outlets cut from each copy. */
  cutouts?: readonly Cutout[] | null;
  /** Where the user moved the piece's seams (decision 127), as on a Standard card; none: the rules place them. */
  seamsAt?: readonly SeamAt[] | null;
}

/** A Bulk group: one stone with many pieces (spec 02 section 3, Group). */
export interface StoneGroup extends StoneSelection {
  name?: string | null;
  pieces: readonly GroupPiece[];
}

export type GroupStatus = 'Ready' | 'Incomplete';

/** Status is Ready when brand, type and color are set, otherwise Incomplete. */
export function groupStatus(group: Pick<StoneGroup, 'brand' | 'type' | 'color'>): GroupStatus {
  return [group.brand, group.type, group.color].every((part) => looseKey(part) !== '')
    ? 'Ready'
    : 'Incomplete';
}

export interface GroupSummary {
  /** Pieces counted with their quantities. */
  totalPieces: number;
  /** True area in ft² (an L or U by its outline) of the pieces whose sizes make a piece. */
  totalAreaSqft: number;
  /** Rows of the piece table. */
  pieceTypes: number;
  status: GroupStatus;
}

/** The group card's summary: Total Pieces, Total Area in ft², Piece Types and Status. */
export function groupSummary(group: StoneGroup): GroupSummary {
  let totalPieces = 0;
  let totalAreaSqft = 0;
  for (const piece of group.pieces) {
    const quantity = normalizeQuantity(piece.quantity);
    totalPieces += quantity;
    const width = parseDimension(piece.width);
    const depth = parseDimension(piece.depth);
    if (width !== null && depth !== null)
      totalAreaSqft += pieceAreaSqft(width, depth, piece.shape, quantity) ?? 0;
  }
  return { totalPieces, totalAreaSqft, pieceTypes: group.pieces.length, status: groupStatus(group) };
}

/** Where a product of a flattened Bulk entry came from. */
export interface GroupOrigin {
  groupIndex: number;
  pieceIndex: number;
}

/**
 * Bulk groups as estimator products: one product per group piece with the group's stone, so
 * the estimate treats both interfaces alike; `origins[i]` names product i's group and piece.
 */
export function productsFromGroups(groups: readonly StoneGroup[]): {
  products: EstimateProduct[];
  origins: GroupOrigin[];
} {
  const products: EstimateProduct[] = [];
  const origins: GroupOrigin[] = [];
  groups.forEach((group, groupIndex) => {
    group.pieces.forEach((piece, pieceIndex) => {
      products.push({
        brand: group.brand ?? null,
        type: group.type ?? null,
        color: group.color ?? null,
        finish: group.finish ?? null,
        slabSize: group.slabSize ?? null,
        thickness: group.thickness ?? null,
        width: piece.width ?? null,
        depth: piece.depth ?? null,
        quantity: piece.quantity ?? null,
        edgeDetail: piece.edgeDetail ?? null,
        customName: piece.customName ?? null,
        pieceType: piece.unitType ?? null,
        shape: piece.shape ?? null,
        cutouts: piece.cutouts ?? null,
        seamsAt: piece.seamsAt ?? null,
      });
      origins.push({ groupIndex, pieceIndex });
    });
  });
  return { products, origins };
}

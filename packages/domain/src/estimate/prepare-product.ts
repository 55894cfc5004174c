import type { Priority } from '../optimizer/types';
import { boundingBox, isRectangle, outlineArea, type Outline } from '../shapes/outline';
import { pieceOutline } from '../shapes/piece-shape';
import {
  cutoutLines,
  cutoutProblems,
  DEFAULT_CUTOUT_PRICES,
  rectangleOutline,
  type Cutout,
  type CutoutLine,
  type CutoutPrices,
} from '../shapes/cutouts';
import { DEFAULT_MIN_SEAM_PART, type SeamAt } from '../shapes/inside-corner-seams';
import { DEFAULT_CUTOUT_CLEARANCE, seamProblems, type SeamRules } from '../shapes/seam-rules';
import { MISSING_SLAB_COST } from './errors';
import { edgeUpchargeCentsPerSqft, fabricationRateCentsPerSqft, normalizeEdgeDetail } from './fabrication';
import { looseKey } from './loose-match';
import { findStone, normalizeStoneRow, stoneLabel } from './normalize-stone';
import { normalizeQuantity, parseDimension, piecePriority } from './piece-input';
import type { EstimateProduct, FabricationRate, NormalizedStone } from './types';

/** A product with its stone found and its inputs read, ready to lay out and price. */
export interface PreparedProduct {
  index: number;
  stone: NormalizedStone;
  label: string;
  /** The piece's bounding box (an L's two legs, a U's back and longer arm), inches. */
  width: number;
  depth: number;
  /** An L's or U's outline, nested by its true shape; null for a plain rectangle. */
  outline: Outline | null;
  quantity: number;
  priority: Priority;
  edgeDetail: string;
  /** The true area of every copy (an L's legs, not its bounding box), square inches. */
  areaSqIn: number;
  fabricationRateCentsPerSqft: number;
  /** Of that rate, what the edge profile adds over the standard Eased edge. */
  edgeUpchargeCentsPerSqft: number;
  /** Cut from every copy, in the piece's own coordinates. */
  cutouts: readonly Cutout[];
  /** Where the user placed the seams (decision 127); empty when the seam rules place them. */
  seamsAt: readonly SeamAt[];
  /** The cutouts of every copy, a line per type at the fabricator's prices. */
  cutoutLines: CutoutLine[];
  /**
   * MISSING_SLAB_COST when the stone has no slab cost, or why the piece's legs make no L or U, a
   * cutout cannot be cut (naming the piece and the cutout) or a seam the user placed breaks the
   * seam rules (naming the seam); such products are not laid out.
   */
  error: string | null;
}

/**
 * Reads a product for the estimate. No result (null: 'Unable to calculate - Missing stone
 * selection or dimensions') without brand, type and colour, without a catalogue row for
 * them, or without a width and depth above 0. Quantity is at least 1. Cutouts are priced from
 * `prices`, the fabricator's list; seams the user placed are held to `rules`.
 */
export function prepareProduct(
  product: EstimateProduct,
  index: number,
  catalogue: readonly NormalizedStone[],
  fabricationPricing: readonly FabricationRate[],
  prices: CutoutPrices = DEFAULT_CUTOUT_PRICES,
  rules: SeamRules = { minPart: DEFAULT_MIN_SEAM_PART, cutoutClearance: DEFAULT_CUTOUT_CLEARANCE },
): PreparedProduct | null {
  const length = parseDimension(product.width);
  const runDepth = parseDimension(product.depth);
  if (length === null || runDepth === null) return null;
  if ([product.brand, product.type, product.color].some((part) => looseKey(part) === '')) return null;
  const stone =
    product.stoneData !== null && product.stoneData !== undefined
      ? normalizeStoneRow(product.stoneData)
      : findStone(catalogue, product);
  if (stone === null) return null;
  const quantity = normalizeQuantity(product.quantity);
  const edgeDetail = normalizeEdgeDetail(product.edgeDetail);
  const cutouts = product.cutouts ?? [];
  const pieceName = product.customName?.trim() || `Type ${index + 1}`;
  const shaped = pieceOutline(length, runDepth, product.shape);
  const outline = shaped.ok ? shaped.outline : rectangleOutline(length, runDepth);
  const box = boundingBox(outline);
  const seamsAt = product.seamsAt ?? [];
  const cutoutError = shaped.ok
    ? [
        ...cutoutProblems(pieceName, outline, cutouts),
        ...(seamsAt.length > 0 ? seamProblems(pieceName, outline, cutouts, seamsAt, rules) : []),
      ].join('; ') || null
    : `${pieceName}: ${shaped.reason}`;
  const fabricationRow = {
    stoneType: stone.type,
    thickness: stone.thickness || (product.thickness ?? ''),
    edgeDetail,
  };
  return {
    index,
    stone,
    label: stoneLabel(stone),
    width: box.x1 - box.x0,
    depth: box.y1 - box.y0,
    outline: isRectangle(outline) ? null : outline,
    quantity,
    priority: piecePriority(product),
    edgeDetail,
    areaSqIn: outlineArea(outline) * quantity,
    fabricationRateCentsPerSqft: fabricationRateCentsPerSqft(
      { fabCostCentsPerSqft: stone.fabCostCentsPerSqft, ...fabricationRow },
      fabricationPricing,
    ),
    edgeUpchargeCentsPerSqft: edgeUpchargeCentsPerSqft(fabricationRow, fabricationPricing),
    cutouts,
    seamsAt,
    cutoutLines: cutoutLines(cutouts, quantity, prices),
    error: cutoutError ?? (stone.slabCostCents === null ? MISSING_SLAB_COST : null),
  };
}

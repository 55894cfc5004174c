import type { Priority } from '../optimizer/types';
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
  width: number;
  depth: number;
  quantity: number;
  priority: Priority;
  edgeDetail: string;
  /** width × depth × quantity, square inches. */
  areaSqIn: number;
  fabricationRateCentsPerSqft: number;
  /** Of that rate, what the edge profile adds over the standard Eased edge. */
  edgeUpchargeCentsPerSqft: number;
  /** MISSING_SLAB_COST when the stone has no slab cost; such products are not laid out. */
  error: string | null;
}

/**
 * Reads a product for the estimate. No result (null: 'Unable to calculate - Missing stone
 * selection or dimensions') without brand, type and colour, without a catalogue row for
 * them, or without a width and depth above 0. Quantity is at least 1.
 */
export function prepareProduct(
  product: EstimateProduct,
  index: number,
  catalogue: readonly NormalizedStone[],
  fabricationPricing: readonly FabricationRate[],
): PreparedProduct | null {
  const width = parseDimension(product.width);
  const depth = parseDimension(product.depth);
  if (width === null || depth === null) return null;
  if ([product.brand, product.type, product.color].some((part) => looseKey(part) === '')) return null;
  const stone =
    product.stoneData !== null && product.stoneData !== undefined
      ? normalizeStoneRow(product.stoneData)
      : findStone(catalogue, product);
  if (stone === null) return null;
  const quantity = normalizeQuantity(product.quantity);
  const edgeDetail = normalizeEdgeDetail(product.edgeDetail);
  const fabricationRow = {
    stoneType: stone.type,
    thickness: stone.thickness || (product.thickness ?? ''),
    edgeDetail,
  };
  return {
    index,
    stone,
    label: stoneLabel(stone),
    width,
    depth,
    quantity,
    priority: piecePriority(product),
    edgeDetail,
    areaSqIn: width * depth * quantity,
    fabricationRateCentsPerSqft: fabricationRateCentsPerSqft(
      { fabCostCentsPerSqft: stone.fabCostCentsPerSqft, ...fabricationRow },
      fabricationPricing,
    ),
    edgeUpchargeCentsPerSqft: edgeUpchargeCentsPerSqft(fabricationRow, fabricationPricing),
    error: stone.slabCostCents === null ? MISSING_SLAB_COST : null,
  };
}

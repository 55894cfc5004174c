import { productsFromGroups, type StoneGroup } from './bulk-groups';
import type { EstimateProduct, EstimateSettings } from './types';

/** The fields of a product the engine prices from (and names it by). */
type PricedProductFields = Pick<
  EstimateProduct,
  | 'brand'
  | 'type'
  | 'color'
  | 'finish'
  | 'slabSize'
  | 'thickness'
  | 'width'
  | 'depth'
  | 'quantity'
  | 'edgeDetail'
  | 'priority'
  | 'pieceType'
  | 'customName'
  | 'cutouts'
  | 'shape'
  | 'seamsAt'
>;

/**
 * What the estimator priced, as a saved quote holds it (spec 02 section 3): the Standard products,
 * or the Bulk groups of pieces, by the entry mode. Other fields a product carries are the screen's.
 */
export interface QuoteEntry {
  entryMode: 'standard' | 'bulk';
  products: readonly PricedProductFields[];
  groups: readonly StoneGroup[];
}

/**
 * The estimate's products as the engine reads them: Standard products, or Bulk groups
 * flattened. Only the fields the engine prices from are passed, never a client price row.
 */
export function estimateProductsOf(entry: QuoteEntry): EstimateProduct[] {
  if (entry.entryMode === 'bulk') return productsFromGroups(entry.groups).products;
  return entry.products.map((p) => ({
    brand: p.brand ?? null,
    type: p.type ?? null,
    color: p.color ?? null,
    finish: p.finish ?? null,
    slabSize: p.slabSize ?? null,
    thickness: p.thickness ?? null,
    width: p.width ?? null,
    depth: p.depth ?? null,
    quantity: p.quantity ?? null,
    edgeDetail: p.edgeDetail ?? null,
    priority: p.priority ?? null,
    pieceType: p.pieceType ?? null,
    customName: p.customName ?? null,
    cutouts: p.cutouts ?? null,
    shape: p.shape ?? null,
    seamsAt: p.seamsAt ?? null,
  }));
}

/** How the estimate's products are named: custom name, else "Type n" (Bulk: "Group – Piece n"). */
export function estimateProductNamesOf(entry: QuoteEntry): string[] {
  if (entry.entryMode === 'bulk') {
    return entry.groups.flatMap((group, g) =>
      group.pieces.map(
        (piece, i) =>
          piece.customName?.trim() || `${group.name?.trim() || `Stone Group ${g + 1}`} – Piece ${i + 1}`,
      ),
    );
  }
  return entry.products.map((p, i) => p.customName?.trim() || `Type ${i + 1}`);
}

/** The engine's settings from the panel's (showVisualLayouts is the screen's alone). */
export function estimateSettingsOf(settings: EstimateSettings): EstimateSettings {
  return {
    multiProductOptimization: settings.multiProductOptimization ?? null,
    breakageBuffer: settings.breakageBuffer ?? null,
    kerfWidth: settings.kerfWidth ?? null,
    includeFabrication: settings.includeFabrication ?? null,
    includeInstallation: settings.includeInstallation ?? null,
    allowSeams: settings.allowSeams ?? null,
    minSeamPart: settings.minSeamPart ?? null,
    cutoutClearance: settings.cutoutClearance ?? null,
    useRemnantsFirst: settings.useRemnantsFirst ?? null,
  };
}

import type {
  TCustomerData,
  TQuoteDataInput,
  TQuoteGroup,
  TQuoteProduct,
  TSavedQuote,
} from '@stonetool/contracts/quotes';
import { centsToDollars } from '@stonetool/domain/money';
import type { QuoteEstimate } from '@stonetool/domain/estimate/types';
import {
  DEFAULT_SETTINGS,
  newGroup,
  newGroupPiece,
  newProduct,
  type AiOrigin,
  type EntryMode,
  type EstimatorSettings,
  type GroupDraft,
  type ProductDraft,
} from './estimator-model';
import type { UserInfo } from './saved-quotes';

export interface EstimatorSnapshot {
  entryMode: EntryMode;
  products: ProductDraft[];
  groups: GroupDraft[];
  settings: EstimatorSettings;
}

/** The customer as the quote calls take it. */
export function customerDataOf(user: UserInfo): TCustomerData {
  return { first_name: user.firstName, last_name: user.lastName, email: user.email, phone: user.phone };
}

/**
 * Multi-type optimisation data per stone label (spec 02 section 3). Two stones can share a label
 * (brand, type and colour) yet differ in finish or size: the second is keyed by its full stone key.
 */
export function optimizationDataOf(
  estimate: QuoteEstimate,
): NonNullable<TQuoteDataInput['optimization_data']> {
  const data: NonNullable<TQuoteDataInput['optimization_data']> = {};
  for (const stone of estimate.stones) {
    const key = stone.label in data ? stone.key : stone.label;
    data[key] = {
      totalSlabs: stone.totalSlabs,
      averageEfficiency: stone.averageEfficiency,
      slabs: stone.slabs.map((slab) => ({
        index: slab.index,
        efficiency: slab.efficiency,
        pieces: slab.pieces.map((piece) => ({ ...piece })),
      })),
      error: stone.error,
    };
  }
  return data;
}

/** The estimate's totals in dollars, as quote_data carries them. */
export function totalsOf(estimate: QuoteEstimate) {
  const t = estimate.totals;
  return {
    totalPrice: centsToDollars(t.totalPrice),
    totalSlabs: t.totalSlabs,
    averageEfficiency: t.averageEfficiency,
    materialCost: centsToDollars(t.materialCost),
    fabricationCost: centsToDollars(t.fabricationCost),
    installationCost: centsToDollars(t.installationCost),
    cutoutCost: centsToDollars(t.cutoutCost),
    rawCost: centsToDollars(t.rawCost),
    usableAreaSqft: t.usableAreaSqft,
  };
}

/** quote_data (spec 02 section 7): products, settings, optimisation data and totals, plus the entry mode and groups. */
export function quoteDataOf(
  snapshot: EstimatorSnapshot,
  estimate: QuoteEstimate | null,
  name?: string,
): TQuoteDataInput {
  return {
    ...(name ? { name } : {}),
    entryMode: snapshot.entryMode,
    products: snapshot.products,
    groups: snapshot.groups,
    settings: snapshot.settings,
    optimization_data: estimate ? optimizationDataOf(estimate) : null,
    totals: estimate ? totalsOf(estimate) : null,
  };
}

const str = (value: string | number | null | undefined, fallback = ''): string =>
  value === null || value === undefined ? fallback : String(value);

/** A saved row's AI origin and confidence; a row saved without them was typed in. */
const aiOriginOf = (row: Pick<TQuoteProduct, keyof AiOrigin>): AiOrigin => ({
  aiExtracted: row.aiExtracted ?? false,
  aiParsed: row.aiParsed ?? false,
  confidence: row.confidence ?? null,
});

function productDraftOf(product: TQuoteProduct): ProductDraft {
  const base = newProduct();
  return {
    ...base,
    ...(product.id ? { id: product.id } : {}),
    brand: str(product.brand),
    type: str(product.type),
    color: str(product.color),
    finish: str(product.finish),
    slabSize: str(product.slabSize),
    thickness: str(product.thickness),
    stone: str(product.stone),
    width: str(product.width),
    depth: str(product.depth),
    quantity: str(product.quantity, '1') || '1',
    edgeDetail: str(product.edgeDetail, base.edgeDetail) || base.edgeDetail,
    customName: str(product.customName),
    priority: product.priority ?? 'normal',
    note: str(product.note),
    ...aiOriginOf(product),
    pieceType: str(product.pieceType, base.pieceType) || base.pieceType,
    cutouts: product.cutouts ?? [],
    shape: product.shape ?? base.shape,
    seamsAt: product.seamsAt ?? [],
  };
}

function groupDraftOf(group: TQuoteGroup, index: number): GroupDraft {
  const base = newGroup(index + 1);
  return {
    ...base,
    ...(group.id ? { id: group.id } : {}),
    name: str(group.name, base.name) || base.name,
    brand: str(group.brand),
    type: str(group.type),
    color: str(group.color),
    finish: str(group.finish),
    slabSize: str(group.slabSize),
    thickness: str(group.thickness),
    stone: str(group.stone),
    collapsed: false,
    pieces: group.pieces.map((piece) => {
      const pieceBase = newGroupPiece();
      return {
        ...pieceBase,
        ...(piece.id ? { id: piece.id } : {}),
        customName: str(piece.customName),
        roomType: str(piece.roomType, pieceBase.roomType) || pieceBase.roomType,
        unitType: str(piece.unitType, pieceBase.unitType) || pieceBase.unitType,
        width: str(piece.width),
        depth: str(piece.depth),
        quantity: str(piece.quantity, '1') || '1',
        edgeDetail: str(piece.edgeDetail, pieceBase.edgeDetail) || pieceBase.edgeDetail,
        note: str(piece.note),
        ...aiOriginOf(piece),
        cutouts: piece.cutouts ?? [],
        shape: piece.shape ?? pieceBase.shape,
        seamsAt: piece.seamsAt ?? [],
      };
    }),
  };
}

/** The estimator's state from a saved server quote. */
export function snapshotOfSavedQuote(quote: Pick<TSavedQuote, 'quote_data'>): EstimatorSnapshot {
  const data = quote.quote_data;
  const s = data.settings;
  const products = data.products.map(productDraftOf);
  const groups = data.groups.map(groupDraftOf);
  return {
    entryMode: data.entryMode,
    products: products.length > 0 ? products : [newProduct()],
    groups: groups.length > 0 ? groups : [newGroup(1)],
    settings: {
      multiProductOptimization: s.multiProductOptimization ?? DEFAULT_SETTINGS.multiProductOptimization,
      breakageBuffer: s.breakageBuffer ?? DEFAULT_SETTINGS.breakageBuffer,
      showVisualLayouts: s.showVisualLayouts ?? DEFAULT_SETTINGS.showVisualLayouts,
      kerfWidth: s.kerfWidth ?? DEFAULT_SETTINGS.kerfWidth,
      includeFabrication: s.includeFabrication ?? DEFAULT_SETTINGS.includeFabrication,
      includeInstallation: s.includeInstallation ?? DEFAULT_SETTINGS.includeInstallation,
      useRemnantsFirst: s.useRemnantsFirst ?? DEFAULT_SETTINGS.useRemnantsFirst,
      minSeamPart: s.minSeamPart ?? DEFAULT_SETTINGS.minSeamPart,
      cutoutClearance: s.cutoutClearance ?? DEFAULT_SETTINGS.cutoutClearance,
    },
  };
}

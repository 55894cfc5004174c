import { productsFromGroups } from '@stonetool/domain/estimate/bulk-groups';
import { DEFAULT_SETTINGS_BREAKAGE_BUFFER } from '@stonetool/domain/estimate/buffer';
import { DEFAULT_EDGE_DETAIL } from '@stonetool/domain/estimate/fabrication';
import { pieceLengthError, pieceQuantityError } from '@stonetool/domain/estimate/piece-input';
import type { EstimateProduct, EstimateSettings } from '@stonetool/domain/estimate/types';
import type { Priority } from '@stonetool/domain/optimizer/types';
import {
  cutoutProblems,
  DEFAULT_CUTOUT_SIZES,
  type Cutout,
  type CutoutType,
} from '@stonetool/domain/shapes/cutouts';
import { parseDimension } from '@stonetool/domain/estimate/piece-input';
import { DEFAULT_MIN_SEAM_PART, type SeamAt } from '@stonetool/domain/shapes/inside-corner-seams';
import { pieceOutline, type PieceShape } from '@stonetool/domain/shapes/piece-shape';
import { DEFAULT_CUTOUT_CLEARANCE, seamProblems } from '@stonetool/domain/shapes/seam-rules';
import { EMPTY_STONE_SELECTION, type StoneSelection } from './stone-cascade';

/** Where a row's values came from when the AI import filled them; the banner shows until dismissed. */
export type AiOrigin = {
  /** Came from a drawing. */
  aiExtracted: boolean;
  /** Came from the AI text import. */
  aiParsed: boolean;
  /** 0..1 as the AI import reports it; null for a row typed in. */
  confidence: number | null;
};

/**
 * What the card says when the import priced a slab the list did not name (no thickness given,
 * or one the stone lacks), until the user confirms or picks another; null otherwise.
 */
export type SlabAssumption = { stoneAssumption: string | null };

/** A product row of the Standard interface (spec 02 section 3, Product); inputs kept as typed. */
export type ProductDraft = StoneSelection &
  AiOrigin &
  SlabAssumption & {
    id: string;
    width: string;
    depth: string;
    quantity: string;
    edgeDetail: string;
    customName: string;
    priority: Priority;
    note: string;
    pieceType: string;
    /** Sinks, cooktops, faucet holes and outlets cut from each copy (inches, from the lower-left corner). */
    cutouts: Cutout[];
    /** A rectangle, or an L or U whose leg A or back is `width` and whose runs are `depth` deep. */
    shape: PieceShape;
    /** Where the user moved the piece's seams on the results (decision 127); empty: the rules place them. */
    seamsAt: SeamAt[];
  };

/**
 * A piece of a Bulk group (spec 02 section 3, Group piece), with the AI import's origin and
 * confidence as a Standard product carries them.
 */
export type GroupPieceDraft = AiOrigin & {
  id: string;
  customName: string;
  roomType: string;
  unitType: string;
  width: string;
  depth: string;
  quantity: string;
  edgeDetail: string;
  note: string;
  /** As on a Standard card: cutouts from the piece's lower-left corner, its shape and its moved seams. */
  cutouts: Cutout[];
  shape: PieceShape;
  seamsAt: SeamAt[];
};

/** A Bulk group: one stone with many pieces (spec 02 section 3, Group). */
export type GroupDraft = StoneSelection &
  SlabAssumption & {
    id: string;
    name: string;
    pieces: GroupPieceDraft[];
    collapsed: boolean;
  };

export type EntryMode = 'standard' | 'bulk';

/** The settings side panel (spec 02 section 3, Settings). */
export type EstimatorSettings = {
  multiProductOptimization: boolean;
  breakageBuffer: number;
  showVisualLayouts: boolean;
  kerfWidth: number;
  includeFabrication: boolean;
  includeInstallation: boolean;
  /** Place pieces on the business's matching remnants before new slabs (decision 118). */
  useRemnantsFirst: boolean;
  /** The shortest part of a seamed piece, inches (issue 24). */
  minSeamPart: number;
  /** How far a seam stays from any cutout, inches (issue 24). */
  cutoutClearance: number;
};

/**
 * Settings as the panel starts: multi-product optimisation on, breakage buffer 0 % ("default in
 * settings: 0"), visual layouts shown, kerf 0, fabrication included, installation not, remnants
 * not used, seamed parts of at least 12 in with seams 6 in or more from a cutout (issue 24).
 */
export const DEFAULT_SETTINGS: EstimatorSettings = {
  multiProductOptimization: true,
  breakageBuffer: DEFAULT_SETTINGS_BREAKAGE_BUFFER,
  showVisualLayouts: true,
  kerfWidth: 0,
  includeFabrication: true,
  includeInstallation: false,
  useRemnantsFirst: false,
  minSeamPart: DEFAULT_MIN_SEAM_PART,
  cutoutClearance: DEFAULT_CUTOUT_CLEARANCE,
};

/** Piece types the Bulk table's Unit column and the AI import use; countertop by default. */
export const PIECE_TYPES = [
  'countertop',
  'island',
  'perimeter',
  'vanity',
  'backsplash',
  'waterfall',
  'bar top',
] as const;
export const DEFAULT_PIECE_TYPE = 'countertop';

export const ROOM_TYPES = ['Kitchen', 'Bathroom', 'Laundry', 'Bar', 'Outdoor', 'Other'] as const;

export function newId(): string {
  return crypto.randomUUID();
}

export function newProduct(overrides: Partial<ProductDraft> = {}): ProductDraft {
  return {
    id: newId(),
    ...EMPTY_STONE_SELECTION,
    width: '',
    depth: '',
    quantity: '1',
    edgeDetail: DEFAULT_EDGE_DETAIL,
    customName: '',
    priority: 'normal',
    note: '',
    aiExtracted: false,
    aiParsed: false,
    confidence: null,
    pieceType: DEFAULT_PIECE_TYPE,
    stoneAssumption: null,
    cutouts: [],
    shape: { kind: 'rectangle' },
    seamsAt: [],
    ...overrides,
  };
}

/** A new cutout of the type at its usual size, in the piece's lower-left corner, 2 in from both edges. */
export function newCutout(type: CutoutType): Cutout {
  return { type, ...DEFAULT_CUTOUT_SIZES[type], x: 2, y: 2 };
}

/**
 * A change the cutouts editor makes to a piece's cutouts, by the cutout's place in the list; the
 * reducer's actions for a card's cutouts are these, with the card's id.
 */
export type CutoutEdit =
  | { type: 'cutout/add'; cutout: Cutout }
  | { type: 'cutout/patch'; index: number; patch: Partial<Cutout> }
  | { type: 'cutout/remove'; index: number };

/** A piece's cutouts after `edit`, a Standard card's and a Bulk row's alike. */
export function editedCutouts(cutouts: readonly Cutout[], edit: CutoutEdit): Cutout[] {
  switch (edit.type) {
    case 'cutout/add':
      return [...cutouts, edit.cutout];
    case 'cutout/patch':
      return cutouts.map((cutout, i) => (i === edit.index ? { ...cutout, ...edit.patch } : cutout));
    case 'cutout/remove':
      return cutouts.filter((_, i) => i !== edit.index);
  }
}

/** What a piece's drawing is made of, on a Standard card or a Bulk row. */
export type ShapedPieceDraft = Pick<ProductDraft, 'width' | 'depth' | 'shape' | 'cutouts'>;

/**
 * Why the piece's cutouts cannot be cut (outside the piece, overlapping, no size), each naming the
 * piece by `title` and the cutout; none while the piece's size is not read yet.
 */
export function pieceCutoutProblems(piece: ShapedPieceDraft, title: string): string[] {
  const width = parseDimension(piece.width);
  const depth = parseDimension(piece.depth);
  if (width === null || depth === null || piece.cutouts.length === 0) return [];
  const shaped = pieceOutline(width, depth, piece.shape);
  if (!shaped.ok) return [];
  return cutoutProblems(title, shaped.outline, piece.cutouts);
}

/**
 * Why seams placed at `seamsAt` on a piece (a card's or a Bulk row's) break the seam rules of the
 * settings (through or near a cutout, a part too short, not across the piece), each naming the piece
 * by `title` and the seam, as the saved quote's check names them.
 */
export function pieceSeamProblems(
  piece: ShapedPieceDraft,
  title: string,
  settings: Pick<EstimatorSettings, 'minSeamPart' | 'cutoutClearance'>,
  seamsAt: readonly SeamAt[],
): string[] {
  const width = parseDimension(piece.width);
  const depth = parseDimension(piece.depth);
  if (width === null || depth === null) return [];
  const shaped = pieceOutline(width, depth, piece.shape);
  if (!shaped.ok) return [];
  return seamProblems(title, shaped.outline, piece.cutouts, seamsAt, {
    minPart: settings.minSeamPart,
    cutoutClearance: settings.cutoutClearance,
  });
}

/**
 * A change to a piece's fields; one to its length, depth or shape also puts its moved seams back
 * where the rules place them (a seam moved on the old piece means nothing on the new one), on a
 * Standard card and a Bulk row alike.
 */
export function pieceChange<T extends Pick<ProductDraft, 'width' | 'depth' | 'shape' | 'seamsAt'>>(
  patch: Partial<T>,
): Partial<T> {
  const reshaped = patch.width !== undefined || patch.depth !== undefined || patch.shape !== undefined;
  return reshaped ? { seamsAt: [], ...patch } : patch;
}

/** Why an L's or U's legs make no such piece, named by `title`; none while a length is not read. */
export function pieceShapeProblems(piece: ShapedPieceDraft, title: string): string[] {
  const width = parseDimension(piece.width);
  const depth = parseDimension(piece.depth);
  if (width === null || depth === null) return [];
  const shaped = pieceOutline(width, depth, piece.shape);
  return shaped.ok ? [] : [`${title}: ${shaped.reason}`];
}

/** A Bulk row as its messages name it: "Kitchen, piece 2". */
export const groupPieceTitle = (group: Pick<GroupDraft, 'name'>, index: number): string =>
  `${group.name}, piece ${index + 1}`;

export function newGroupPiece(overrides: Partial<GroupPieceDraft> = {}): GroupPieceDraft {
  return {
    id: newId(),
    customName: '',
    roomType: 'Kitchen',
    unitType: DEFAULT_PIECE_TYPE,
    width: '',
    depth: '',
    quantity: '1',
    edgeDetail: DEFAULT_EDGE_DETAIL,
    note: '',
    aiExtracted: false,
    aiParsed: false,
    confidence: null,
    cutouts: [],
    shape: { kind: 'rectangle' },
    seamsAt: [],
    ...overrides,
  };
}

export function newGroup(index: number, overrides: Partial<GroupDraft> = {}): GroupDraft {
  return {
    id: newId(),
    ...EMPTY_STONE_SELECTION,
    name: `Stone Group ${index}`,
    pieces: [newGroupPiece()],
    collapsed: false,
    stoneAssumption: null,
    ...overrides,
  };
}

/** A copy of a group with new ids, named "(Copy)", placed after the original. */
export function duplicateGroup(group: GroupDraft): GroupDraft {
  return {
    ...group,
    id: newId(),
    name: `${group.name} (Copy)`,
    pieces: group.pieces.map((piece) => ({ ...piece, id: newId() })),
  };
}

/** A product row as the estimate engine reads it. */
export function toEstimateProduct(product: ProductDraft): EstimateProduct {
  return {
    brand: product.brand,
    type: product.type,
    color: product.color,
    finish: product.finish,
    slabSize: product.slabSize,
    thickness: product.thickness,
    width: product.width,
    depth: product.depth,
    quantity: product.quantity,
    edgeDetail: product.edgeDetail,
    priority: product.priority,
    pieceType: product.pieceType,
    customName: product.customName,
    cutouts: product.cutouts,
    shape: product.shape,
    seamsAt: product.seamsAt,
  };
}

/** What the estimate is computed from: the Standard products, or the Bulk groups flattened. */
export function estimateProducts(
  mode: EntryMode,
  products: readonly ProductDraft[],
  groups: readonly GroupDraft[],
): EstimateProduct[] {
  return mode === 'standard' ? products.map(toEstimateProduct) : productsFromGroups(groups).products;
}

/** The engine's settings from the panel's. */
export function toEngineSettings(settings: EstimatorSettings): EstimateSettings {
  return {
    multiProductOptimization: settings.multiProductOptimization,
    breakageBuffer: settings.breakageBuffer,
    kerfWidth: settings.kerfWidth,
    includeFabrication: settings.includeFabrication,
    includeInstallation: settings.includeInstallation,
    useRemnantsFirst: settings.useRemnantsFirst,
    minSeamPart: settings.minSeamPart,
    cutoutClearance: settings.cutoutClearance,
  };
}

/** How a product is named in results and layouts: its custom name, else "Type n". */
export function productTitle(product: Pick<ProductDraft, 'customName'>, index: number): string {
  return product.customName.trim() || `Type ${index + 1}`;
}

/** A piece of the estimate, by its place among the estimate's products, and how the results name it. */
export type EstimatePiece = { title: string; piece: ProductDraft | GroupPieceDraft };

/** The estimate's pieces in order, for either interface: the Standard cards, or every group's rows. */
export function estimatePieces(
  mode: EntryMode,
  products: readonly ProductDraft[],
  groups: readonly GroupDraft[],
): EstimatePiece[] {
  if (mode === 'standard')
    return products.map((piece, index) => ({ title: productTitle(piece, index), piece }));
  return groups.flatMap((group) =>
    group.pieces.map((piece, index) => ({
      title: piece.customName.trim() || `${group.name} – Piece ${index + 1}`,
      piece,
    })),
  );
}

/** The names of the estimate's products, in order, for either interface. */
export function estimateProductNames(
  mode: EntryMode,
  products: readonly ProductDraft[],
  groups: readonly GroupDraft[],
): string[] {
  return estimatePieces(mode, products, groups).map(({ title }) => title);
}

/**
 * The form with the seams of the piece `pieceId` (a card in Standard, a row in Bulk) moved to
 * `seamsAt`; empty puts them back where the rules place them.
 */
export function withMovedSeams<
  F extends { entryMode: EntryMode; products: ProductDraft[]; groups: GroupDraft[] },
>(form: F, pieceId: string, seamsAt: SeamAt[]): F {
  const moved = <P extends { id: string; seamsAt: SeamAt[] }>(piece: P): P =>
    piece.id === pieceId ? { ...piece, seamsAt } : piece;
  if (form.entryMode === 'standard') return { ...form, products: form.products.map(moved) };
  return { ...form, groups: form.groups.map((group) => ({ ...group, pieces: group.pieces.map(moved) })) };
}

/** The messages of one piece's fields that cannot be read, each after the field's label. */
function fieldProblems(fields: [label: string, error: string | null][]): string[] {
  return fields.flatMap(([label, error]) => (error === null ? [] : [`${label}: ${error}`]));
}

/**
 * Every piece field Calculate cannot read, named as the screen names it ("Type 2, Quantity: …"),
 * so a refused entry is never priced as something else (2.5 pieces as 2).
 */
export function pieceFieldProblems(
  mode: EntryMode,
  products: readonly ProductDraft[],
  groups: readonly GroupDraft[],
): string[] {
  if (mode === 'standard') {
    return products.flatMap((product, index) =>
      fieldProblems([
        [`${productTitle(product, index)}, Piece D`, pieceLengthError(product.depth)],
        [`${productTitle(product, index)}, Piece L`, pieceLengthError(product.width)],
        [`${productTitle(product, index)}, Quantity`, pieceQuantityError(product.quantity)],
      ]).concat(
        pieceShapeProblems(product, productTitle(product, index)),
        pieceCutoutProblems(product, productTitle(product, index)),
      ),
    );
  }
  return groups.flatMap((group) =>
    group.pieces.flatMap((piece, index) =>
      fieldProblems([
        [`${group.name}, Width of piece ${index + 1}`, pieceLengthError(piece.width)],
        [`${group.name}, Depth of piece ${index + 1}`, pieceLengthError(piece.depth)],
        [`${group.name}, Qty of piece ${index + 1}`, pieceQuantityError(piece.quantity)],
      ]).concat(
        pieceShapeProblems(piece, groupPieceTitle(group, index)),
        pieceCutoutProblems(piece, groupPieceTitle(group, index)),
      ),
    ),
  );
}

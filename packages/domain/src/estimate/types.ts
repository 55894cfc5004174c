/**
 * Shapes of the Expert Mode estimate (spec 02 section 3). Money is integer cents here; the
 * API edge converts to the dollars the spec's JSON carries. Lengths are inches, areas square
 * feet.
 */

import type { Priority } from '../optimizer/types';
import type { Cutout, CutoutLine, CutoutType } from '../shapes/cutouts';
import type { SeamAt } from '../shapes/inside-corner-seams';
import type { PieceShape } from '../shapes/piece-shape';

/** The stone a product or a Bulk group names through the estimator's cascade; any part may be unset. */
export interface StoneSelection {
  brand?: string | null;
  type?: string | null;
  color?: string | null;
  finish?: string | null;
  /** As the form shows it: "63 x 126" (height by width, inches). Narrows the stone choice. */
  slabSize?: string | null;
  thickness?: string | null;
}

/** A product row of the estimator (Standard interface; a Bulk group piece flattens to one). */
export interface EstimateProduct extends StoneSelection {
  /** Piece width and depth in inches; the form may hand over its text. */
  width?: number | string | null;
  depth?: number | string | null;
  quantity?: number | string | null;
  /** Default Eased. */
  edgeDetail?: string | null;
  /** Default normal; islands are always high. */
  priority?: Priority | null;
  /** Default countertop. */
  pieceType?: string | null;
  customName?: string | null;
  /** The price-sheet row the form selected, when it has one; else it is looked up in `stones`. */
  stoneData?: object | null;
  /** Sinks, cooktops, faucet holes and outlets cut from each copy of the piece. */
  cutouts?: readonly Cutout[] | null;
  /** An L's second leg or a U's arms; `width` is then leg A or the back. A rectangle when absent. */
  shape?: PieceShape | null;
  /**
   * Where the user moved the piece's seams (decision 127), in its own coordinates; every copy is cut
   * there when it fits no slab whole. Absent: the seam rules place them.
   */
  seamsAt?: readonly SeamAt[] | null;
}

/** The estimator's settings panel (spec 02 section 3, Settings). */
export interface EstimateSettings {
  /** Pack different products of the same stone together. Default true. */
  multiProductOptimization?: boolean | null;
  /** Breakage buffer percent (0, 3, 5, 7, 10). Missing means 10 (see buffer.ts). */
  breakageBuffer?: number | null;
  /** Saw kerf in inches, applied only when above 0. Default 0. */
  kerfWidth?: number | null;
  /** Default true. */
  includeFabrication?: boolean | null;
  /** Default false. */
  includeInstallation?: boolean | null;
  /** Split pieces longer than the slab at seams. Default true. */
  allowSeams?: boolean | null;
  /** The shortest part of a seamed piece, inches (1 to 120). Default 12. */
  minSeamPart?: number | null;
  /** How far a seam stays from any cutout, inches (0 to 24). Default 6. */
  cutoutClearance?: number | null;
  /** Place pieces on the business's matching remnants before opening slabs (decision 118). Default false. */
  useRemnantsFirst?: boolean | null;
}

/** A remnant the business keeps, as the estimate matches it to a stone (inches; width along x). */
export interface RemnantStock {
  id: string;
  brand: string;
  color: string;
  thickness: string;
  /** When set, only a stone of this finish is cut from the remnant. */
  finish?: string | null;
  width: number;
  height: number;
  location?: string | null;
  /**
   * The number of another accepted quote that reserved the remnant (decision 123): the estimate
   * never places a piece on it, and names it when it matches a stone of the quote. Null or absent
   * when it is free for this quote.
   */
  heldBy?: string | null;
}

/** A remnant the estimate used, with the pieces placed on it in its own coordinates. */
export interface UsedRemnant extends RemnantStock {
  pieces: SlabPiece[];
}

/** What "Use remnants first" did, so the card can say it (present only when the setting is on). */
export interface RemnantsUse {
  /** Cents per sq ft of piece area on a remnant (0: the slab was already paid). */
  rateCentsPerSqft: number;
  /** The remnants that hold at least one piece. */
  used: UsedRemnant[];
  /** How many of the business's free remnants matched a stone of the quote (0: none did). */
  matched: number;
  /** Remnants that match a stone of the quote but another accepted quote reserved (not used). */
  held: RemnantStock[];
  /** Material on remnants, cents, part of the products' material cost. */
  materialCost: number;
}

/**
 * A row of the fabrication pricing table as GET /api/fabrication/pricing carries it (dollars).
 * The engine also reads the database's rows (`stoneType`, `edgeDetail`, `pricePerSfCents`).
 */
export interface FabricationPriceRow {
  stone_type: string;
  thickness: string;
  edge_detail: string;
  /** Dollars per square foot, a number or a currency string. */
  price_per_sf: number | string;
}

/** A fabrication pricing row with its names resolved and its price in cents per sq ft. */
export interface FabricationRate {
  stoneType: string;
  thickness: string;
  edgeDetail: string;
  pricePerSfCents: number;
}

/** A price-sheet row with its loosely named fields resolved (normalize-stone.ts). */
export interface NormalizedStone {
  brand: string;
  type: string;
  color: string;
  finish: string;
  thickness: string;
  /** Inches; default 126 by 63. */
  slabWidth: number;
  slabHeight: number;
  /** Null when the sheet has no usable slab cost: 'Missing slab cost in database'. */
  slabCostCents: number | null;
  /** Fabrication cost per square foot; null when the sheet has none. */
  fabCostCentsPerSqft: number | null;
  availability: string | null;
  /** Multiplier applied to material, fabrication and installation. Default 1. */
  markUp: number;
}

/** A line segment [x1, y1, x2, y2] of a drawing. */
export type Segment = [number, number, number, number];

/** A cutout as the layouts draw it: where it lies on the slab (inches; a quarter turn keeps it a box). */
export interface PlacedCutout {
  type: CutoutType;
  /** "Undermount sink 1": the cutout's name among its piece's (cutoutNames). */
  name: string;
  x: number;
  y: number;
  width: number;
  depth: number;
  /** True when a seam runs through the cutout: the part holds only what is given here. */
  acrossSeam: boolean;
}

/** A piece on a slab of a layout (spec 02 section 3, multi-type data). */
export interface SlabPiece {
  /** Index of the product in the estimate's input. */
  productIndex: number;
  /** Which copy of the product (0 .. quantity - 1). */
  pieceIndex: number;
  /** Lower-left corner, inches. */
  x: number;
  y: number;
  /** As placed (swapped when rotated); an L's or U's bounding box. */
  width: number;
  depth: number;
  rotated: boolean;
  /** An L or U as placed, in slab coordinates (inches), counter-clockwise. */
  outline?: Array<[number, number]>;
  /**
   * Present on the parts of a piece split at seams: which part, of how many, the slab axis the
   * piece's length runs along as placed (its seams cross that axis), and where the part meets the
   * piece's other parts (slab coordinates, inches, y up). `inPiece` is the part as it lay in the
   * piece, in the piece's own coordinates (where the seams are worded from); a layout read back
   * from the client's page or a saved quote may not carry it.
   */
  seam?: {
    part: number;
    of: number;
    along: 'x' | 'y';
    lines: Segment[];
    inPiece?: Array<[number, number]>;
  };
  /** The piece's cutouts (on a seamed part, those it holds), turned with it; absent when none. */
  cutouts?: PlacedCutout[];
}

/**
 * A piece no slab holds whole, as the layout split it, in the piece's own coordinates (inches,
 * as `pieceOutline` draws it: the front edge at y = 0, the left end at x = 0).
 */
export interface PieceSeams {
  /** The piece's outline: a rectangle's four corners, an L's six, a U's eight. */
  outline: Array<[number, number]>;
  /** The parts in order (a, b, …), each as it lies in the piece (not as placed). */
  parts: Array<Array<[number, number]>>;
  /** Where the parts meet, each seam once, from left to right and front to back. */
  cuts: Segment[];
}

export interface EstimateSlab {
  /** Position of the slab in its layout (0-based): "Slab n of m" shows index + 1. */
  index: number;
  pieces: SlabPiece[];
  /** Percent of the slab covered by pieces, one decimal. */
  efficiency: number;
}

/** The result per product (spec 02 section 3). All money in cents. */
export interface ProductEstimate {
  /** The stone's label (brand, type and colour). */
  stone: string;
  /** The finish and thickness of the catalogue row priced, so every line says which slab it is. */
  finish: string;
  thickness: string;
  usableAreaSqft: number;
  /** Naive uniform grid: identical pieces one slab holds. */
  topsPerSlab: number;
  /** Naive uniform grid: ceil(quantity / topsPerSlab). */
  totalSlabsNeeded: number;
  efficiency: number;
  /**
   * What one slab of the stone costs the business before buffer and mark-up (the catalogue's
   * price per slab as given to the engine; the server gives the business's wholesale price).
   */
  slabCost: number;
  materialCost: number;
  fabricationCost: number;
  installationCost: number;
  /** The same three costs before the stone's mark-up. */
  rawCost: number;
  /** materialCost + fabricationCost + installationCost + cutoutCost. */
  finalPrice: number;
  multiProductOptimized: boolean;
  /** Slabs of the optimised layout this product is priced on (its stone's, when shared). */
  actualTotalSlabs: number;
  /** This product's share of its stone's piece area, 0..1 (1 when optimised alone). */
  areaRatio: number;
  /** The layout slabs holding this product's pieces. */
  placementDetails: EstimateSlab[];
  /** The edge profile and what it adds per sq ft (cents) over the standard Eased edge. */
  edgeDetail: string;
  edgeUpchargePerSqft: number;
  /** How a piece longer than any slab was split at seams (seamNotice words it); null when whole. */
  seams: PieceSeams | null;
  /** The cutouts of every copy, a line per type at the fabricator's prices. */
  cutouts: CutoutLine[];
  /** Those lines summed (cents), part of finalPrice and rawCost, never marked up. */
  cutoutCost: number;
  /** Set when the product could not be priced; its money fields are then 0. */
  error: string | null;
}

/** Multi-type optimisation data for one stone (spec 02 section 3). */
export interface StoneOptimization {
  /** Unique per stone: brand, type, colour, finish, thickness and slab size. */
  key: string;
  /** Brand, type and colour, as the spec labels a stone. */
  label: string;
  slabWidth: number;
  slabHeight: number;
  /** Products of this stone; those with an error of their own are listed but not laid out. */
  productIndexes: number[];
  totalSlabs: number;
  averageEfficiency: number;
  slabs: EstimateSlab[];
  /** True when laying each product out alone needed fewer slabs than packing them together. */
  packedSeparately: boolean;
  /** Cost of this stone's material for all its products, in cents. */
  materialCost: number;
  /** Price per stone: the final prices of its products summed, in cents. */
  totalPrice: number;
  /** Set when none of the stone's products could be laid out (e.g. 'Missing slab cost in database'). */
  error: string | null;
}

export type EfficiencyBadge = 'high' | 'medium' | 'low';

export interface QuoteTotals {
  totalPrice: number;
  materialCost: number;
  fabricationCost: number;
  installationCost: number;
  cutoutCost: number;
  rawCost: number;
  totalSlabs: number;
  usableAreaSqft: number;
  averageEfficiency: number;
  efficiencyBadge: EfficiencyBadge;
}

export interface QuoteEstimate {
  /** One entry per input product, in order; null when it could not be calculated. */
  products: Array<ProductEstimate | null>;
  /** Per-stone layouts in multi-product mode; empty otherwise. */
  stones: StoneOptimization[];
  totals: QuoteTotals;
  multiProductOptimized: boolean;
  /** True when any product has no result or a result with an error. */
  someProductsNotCalculated: boolean;
  /** Present when "Use remnants first" is on. */
  remnants?: RemnantsUse;
}

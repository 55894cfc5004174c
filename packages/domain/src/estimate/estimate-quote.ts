import { allocateCents, sumCents } from '../money';
import { naiveSlabs, piecesPerSlab } from '../optimizer/naive-grid';
import { optimize as defaultOptimize } from '../optimizer/optimize';
import type { OptimizeInput, OptimizeResult, UnplacedReason } from '../optimizer/types';
import { outlineArea } from '../shapes/outline';
import { SQ_IN_PER_SQFT } from './area';
import { efficiencyBadge, efficiencyPercent } from './efficiency';
import { normalizeFabricationRow } from './fabrication';
import { concatenateSlabs, readLayout, slabsOfProduct, toOptimizeInput, type LayoutSettings } from './layout';
import { normalizeStoneRow, stoneKey } from './normalize-stone';
import { prepareProduct, type PreparedProduct } from './prepare-product';
import { priceProduct } from './product-pricing';
import { seamsOf, unplacedNotice } from './seams';
import { cutoutCostCents, DEFAULT_CUTOUT_PRICES, type CutoutPrices } from '../shapes/cutouts';
import {
  DEFAULT_REMNANT_RATE_CENTS_PER_SQFT,
  readRemnants,
  remnantCostByProduct,
  remnantMatches,
  remnantSpecs,
} from './remnants-first';
import { resolveSettings, type ResolvedSettings } from './settings';
import { materialCostCents } from './stone-price';
import type {
  EstimateProduct,
  EstimateSettings,
  EstimateSlab,
  FabricationRate,
  ProductEstimate,
  QuoteEstimate,
  QuoteTotals,
  RemnantStock,
  StoneOptimization,
  UsedRemnant,
} from './types';

export interface EstimateQuoteInput {
  products: readonly EstimateProduct[];
  /** Price-sheet rows as they come, field names loose (see normalizeStoneRow). */
  stones?: readonly object[];
  settings?: EstimateSettings | null;
  /** GET /api/fabrication/pricing rows (FabricationPriceRow), or the database's rows. */
  fabricationPricing?: readonly object[];
  /** The fabricator's price per cutout type; the defaults when not given. */
  cutoutPrices?: CutoutPrices;
  /**
   * The business's remnants; used only when the settings' useRemnantsFirst is on, and never one
   * another accepted quote holds (`heldBy`).
   */
  remnants?: readonly RemnantStock[];
  /** What material on a remnant costs, cents per sq ft; default 0 (the slab was already paid). */
  remnantRateCentsPerSqft?: number;
}

export interface EstimateQuoteOptions {
  /** The slab layout optimiser; the domain's own by default. Tests pass a faster or fixed one. */
  optimize?: (input: OptimizeInput) => OptimizeResult;
  /**
   * The caller's safety net over every layout search of the estimate (see
   * SEARCH_SAFETY_NET_MS): the searches are bounded by work, so the same job gives the same
   * estimate on any machine unless this fires first.
   */
  shouldStop?: () => boolean;
}

type Optimize = (input: OptimizeInput) => OptimizeResult;

const slabAreaOf = (p: PreparedProduct): number => p.stone.slabWidth * p.stone.slabHeight;

function layoutSettings(p: PreparedProduct, settings: ResolvedSettings): LayoutSettings {
  return {
    slab: { width: p.stone.slabWidth, height: p.stone.slabHeight },
    kerf: settings.kerfWidth,
    minSeamPiece: settings.allowSeams ? settings.minSeamPart : null,
    cutoutClearance: settings.cutoutClearance,
  };
}

/**
 * The remnants of one estimate: those still free, taken by the first stone (or product) whose
 * pieces land on them, and the rate their material is priced at.
 */
interface RemnantPool {
  free: RemnantStock[];
  used: UsedRemnant[];
  matched: Set<string>;
  /** Remnants other accepted quotes reserved: never placed, named when they match a stone. */
  held: RemnantStock[];
  heldMatching: Map<string, RemnantStock>;
  rate: number;
}

/**
 * Takes from the pool the free remnants that match the stone (recording the match, and the
 * reserved ones that match it too).
 */
function matchingRemnants(pool: RemnantPool | null, p: PreparedProduct): RemnantStock[] {
  if (pool === null) return [];
  for (const r of pool.held) if (remnantMatches(r, p.stone)) pool.heldMatching.set(r.id, r);
  const matching = pool.free.filter((r) => remnantMatches(r, p.stone));
  for (const r of matching) pool.matched.add(r.id);
  return matching;
}

/**
 * Lays out the pieces of products that share one stone; with remnants, pieces go on them first
 * and `remnants` names the ones used.
 */
function layOut(
  products: readonly PreparedProduct[],
  settings: ResolvedSettings,
  optimize: Optimize,
  stock: readonly RemnantStock[] = [],
) {
  const first = products[0];
  if (first === undefined)
    return { slabs: [], unplaced: new Map<number, UnplacedReason>(), remnants: [] as UsedRemnant[] };
  const lsettings = layoutSettings(first, settings);
  const pieces = products.map((p) => ({
    productIndex: p.index,
    width: p.width,
    depth: p.depth,
    outline: p.outline,
    quantity: p.quantity,
    priority: p.priority,
    cutouts: p.cutouts,
    seamsAt: p.seamsAt,
  }));
  const input = toOptimizeInput(pieces, lsettings);
  if (stock.length > 0) input.remnants = remnantSpecs(stock);
  const result = optimize(input);
  return { ...readLayout(result, lsettings.slab, pieces), remnants: readRemnants(result, stock, pieces) };
}

/**
 * Lays the products out on the matching free remnants and the slabs, when that puts a piece on
 * a remnant and takes no more than `maxSlabs` slabs; else null. The remnants used leave the pool.
 */
function layOutOnRemnants(
  products: readonly PreparedProduct[],
  settings: ResolvedSettings,
  optimize: Optimize,
  pool: RemnantPool | null,
  maxSlabs: number,
) {
  const stock = products.length > 0 ? matchingRemnants(pool, products[0]!) : [];
  if (pool === null || stock.length === 0) return null;
  const layout = layOut(products, settings, optimize, stock);
  if (layout.remnants.length === 0 || layout.unplaced.size > 0 || layout.slabs.length > maxSlabs) return null;
  const taken = new Set(layout.remnants.map((r) => r.id));
  pool.free = pool.free.filter((r) => !taken.has(r.id));
  pool.used.push(...layout.remnants);
  return layout;
}

/** A result with the naive grid fields and area filled, its money still 0. */
function baseResult(p: PreparedProduct, settings: ResolvedSettings): ProductEstimate {
  const slab = { width: p.stone.slabWidth, height: p.stone.slabHeight };
  const piece = { width: p.width, depth: p.depth, quantity: p.quantity };
  return {
    stone: p.label,
    finish: p.stone.finish,
    thickness: p.stone.thickness,
    usableAreaSqft: p.areaSqIn / SQ_IN_PER_SQFT,
    topsPerSlab: piecesPerSlab(slab, piece, settings.kerfWidth),
    totalSlabsNeeded: naiveSlabs(slab, piece, settings.kerfWidth) ?? 0,
    efficiency: 0,
    slabCost: p.stone.slabCostCents ?? 0,
    materialCost: 0,
    fabricationCost: 0,
    installationCost: 0,
    rawCost: 0,
    finalPrice: 0,
    multiProductOptimized: false,
    actualTotalSlabs: 0,
    areaRatio: 0,
    placementDetails: [],
    edgeDetail: p.edgeDetail,
    edgeUpchargePerSqft: p.edgeUpchargeCentsPerSqft,
    seams: null,
    cutouts: p.cutoutLines,
    cutoutCost: 0,
    error: p.error,
  };
}

function price(
  p: PreparedProduct,
  settings: ResolvedSettings,
  materialCost: number,
  rawMaterialCost: number,
) {
  return priceProduct({
    materialCost,
    rawMaterialCost,
    // An L or U is priced on its own area; a rectangle on width × depth exactly as before.
    piece: {
      width: p.width,
      depth: p.depth,
      quantity: p.quantity,
      ...(p.outline ? { areaSqIn: outlineArea(p.outline) } : {}),
    },
    fabricationRateCentsPerSqft: p.fabricationRateCentsPerSqft,
    markUp: p.stone.markUp,
    includeFabrication: settings.includeFabrication,
    includeInstallation: settings.includeInstallation,
    cutoutCost: cutoutCostCents(p.cutoutLines),
  });
}

/** Material for `slabs` slabs of the product's stone, with and without its mark-up. */
function stoneMaterial(p: PreparedProduct, slabs: number, settings: ResolvedSettings) {
  const material = {
    slabCostCents: p.stone.slabCostCents ?? 0,
    slabs,
    bufferPercent: settings.breakageBuffer,
    markUp: p.stone.markUp,
  };
  return { cost: materialCostCents(material), raw: materialCostCents({ ...material, markUp: 1 }) };
}

/**
 * Without multi-product optimisation each product is laid out alone and priced on its own
 * slabs.
 */
function priceAlone(
  p: PreparedProduct,
  alone: EstimateSlab[],
  settings: ResolvedSettings,
  base: ProductEstimate,
  optimize: Optimize,
  pool: RemnantPool | null,
): ProductEstimate {
  const onRemnants = layOutOnRemnants([p], settings, optimize, pool, alone.length);
  const slabs = onRemnants?.slabs ?? alone;
  const remnantCost = remnantCostByProduct(onRemnants?.remnants ?? [], pool?.rate ?? 0).get(p.index) ?? 0;
  const material = stoneMaterial(p, slabs.length, settings);
  return {
    ...base,
    ...price(p, settings, material.cost + remnantCost, material.raw + remnantCost),
    efficiency: efficiencyPercent(p.areaSqIn, slabs.length * slabAreaOf(p)),
    actualTotalSlabs: slabs.length,
    areaRatio: 1,
    placementDetails: slabs,
  };
}

/** A stone's data before layout: its products, no slabs, the error when it has one. */
function stoneData(group: readonly PreparedProduct[], error: string | null): StoneOptimization {
  const first = group[0]!;
  return {
    key: stoneKey(first.stone),
    label: first.label,
    slabWidth: first.stone.slabWidth,
    slabHeight: first.stone.slabHeight,
    productIndexes: group.map((p) => p.index),
    totalSlabs: 0,
    averageEfficiency: 0,
    slabs: [],
    packedSeparately: false,
    materialCost: 0,
    totalPrice: 0,
    error,
  };
}

/**
 * With multi-product optimisation the products of one stone (brand, type, colour, finish,
 * thickness, slab size) are laid out together, unless laying each out alone needs fewer
 * slabs (the optimiser is a heuristic); the stone's material is then split between its
 * products by area share, to the cent (largest remainder), so the shares sum to the stone's
 * material exactly. Products of the stone with an error of their own are listed, not laid out;
 * when none can be laid out the stone carries their error. With remnants first, the products go
 * together on the matching remnants and the slabs, and each pays for its pieces on remnants at
 * the remnant rate, never marked up.
 */
function priceStone(
  group: readonly PreparedProduct[],
  alone: ReadonlyMap<number, EstimateSlab[]>,
  settings: ResolvedSettings,
  optimize: Optimize,
  results: Array<ProductEstimate | null>,
  pool: RemnantPool | null,
): StoneOptimization {
  const laidOut = group.filter((p) => alone.has(p.index));
  const first = laidOut[0];
  if (first === undefined) return stoneData(group, results[group[0]!.index]!.error);
  const separate = concatenateSlabs(laidOut.map((p) => alone.get(p.index) ?? []));
  // The optimiser never takes more slabs with remnants than for the job together without them;
  // bounding by the separate layouts keeps the stone at no more slabs than without remnants.
  const onRemnants = layOutOnRemnants(laidOut, settings, optimize, pool, separate.length);
  const together = onRemnants ?? (laidOut.length > 1 ? layOut(laidOut, settings, optimize) : null);
  const packedSeparately =
    onRemnants === null &&
    (together === null || together.unplaced.size > 0 || separate.length < together.slabs.length);
  const slabs = packedSeparately || together === null ? separate : together.slabs;
  const remnantCosts = remnantCostByProduct(onRemnants?.remnants ?? [], pool?.rate ?? 0);
  const remnantCost = (p: PreparedProduct) => remnantCosts.get(p.index) ?? 0;
  const material = stoneMaterial(first, slabs.length, settings);
  const weights = laidOut.map((p) => p.areaSqIn);
  const shares = allocateCents(material.cost, weights);
  const rawShares = allocateCents(material.raw, weights);
  const stoneArea = weights.reduce((a, b) => a + b, 0);
  const averageEfficiency = efficiencyPercent(stoneArea, slabs.length * slabAreaOf(first));
  const prices = laidOut.map((p, k) => {
    const result: ProductEstimate = {
      ...results[p.index]!,
      ...price(p, settings, (shares[k] ?? 0) + remnantCost(p), (rawShares[k] ?? 0) + remnantCost(p)),
      efficiency: averageEfficiency,
      multiProductOptimized: true,
      actualTotalSlabs: slabs.length,
      areaRatio: stoneArea > 0 ? p.areaSqIn / stoneArea : 0,
      placementDetails: slabsOfProduct(slabs, p.index),
    };
    results[p.index] = result;
    return result.finalPrice;
  });
  return {
    ...stoneData(group, null),
    totalSlabs: slabs.length,
    averageEfficiency,
    slabs,
    packedSeparately: laidOut.length > 1 && packedSeparately,
    materialCost: material.cost + sumCents(laidOut.map(remnantCost)),
    totalPrice: sumCents(prices),
  };
}

function groupByStone(products: readonly PreparedProduct[]): PreparedProduct[][] {
  const groups = new Map<string, PreparedProduct[]>();
  for (const p of products) {
    const key = stoneKey(p.stone);
    const group = groups.get(key);
    if (group === undefined) groups.set(key, [p]);
    else group.push(p);
  }
  return [...groups.values()];
}

/**
 * Totals: sums of the products that have a price (no error); slabs from the per-stone data
 * with multi-product optimisation, else summed across products; average efficiency is all
 * piece area over all slab area.
 */
function totalsOf(
  results: ReadonlyArray<ProductEstimate | null>,
  prepared: ReadonlyArray<PreparedProduct | null>,
  stones: readonly StoneOptimization[],
  multi: boolean,
): QuoteTotals {
  const priced = results.flatMap((r, i) => (r !== null && r.error === null ? [{ r, p: prepared[i]! }] : []));
  const sum = (pick: (r: ProductEstimate) => number) => sumCents(priced.map(({ r }) => pick(r)));
  const pieceArea = priced.reduce((a, { p }) => a + p.areaSqIn, 0);
  const slabArea = multi
    ? stones.reduce((a, s) => a + s.totalSlabs * s.slabWidth * s.slabHeight, 0)
    : priced.reduce((a, { r, p }) => a + r.actualTotalSlabs * slabAreaOf(p), 0);
  const averageEfficiency = efficiencyPercent(pieceArea, slabArea);
  return {
    totalPrice: sum((r) => r.finalPrice),
    materialCost: sum((r) => r.materialCost),
    fabricationCost: sum((r) => r.fabricationCost),
    installationCost: sum((r) => r.installationCost),
    cutoutCost: sum((r) => r.cutoutCost),
    rawCost: sum((r) => r.rawCost),
    totalSlabs: multi
      ? stones.reduce((a, s) => a + s.totalSlabs, 0)
      : priced.reduce((a, { r }) => a + r.actualTotalSlabs, 0),
    usableAreaSqft: priced.reduce((a, { r }) => a + r.usableAreaSqft, 0),
    averageEfficiency,
    efficiencyBadge: efficiencyBadge(averageEfficiency),
  };
}

/**
 * The Expert Mode estimate (spec 02 sections 3, 4 and 9): a result per product (null when it
 * cannot be calculated), the per-stone layouts of multi-product optimisation, and totals.
 * Pure: the same input gives the same estimate.
 */
export function estimateQuote(input: EstimateQuoteInput, options: EstimateQuoteOptions = {}): QuoteEstimate {
  const search = options.optimize ?? defaultOptimize;
  const { shouldStop } = options;
  const optimize: Optimize = shouldStop ? (layout) => search({ ...layout, shouldStop }) : search;
  const settings = resolveSettings(input.settings);
  const catalogue = (input.stones ?? []).map((row) => normalizeStoneRow(row));
  const table = (input.fabricationPricing ?? [])
    .map((row) => normalizeFabricationRow(row))
    .filter((row): row is FabricationRate => row !== null);
  const prices = input.cutoutPrices ?? DEFAULT_CUTOUT_PRICES;
  const prepared = input.products.map((product, index) =>
    prepareProduct(product, index, catalogue, table, prices, {
      minPart: settings.minSeamPart,
      cutoutClearance: settings.cutoutClearance,
    }),
  );
  const results: Array<ProductEstimate | null> = prepared.map((p) =>
    p === null ? null : baseResult(p, settings),
  );

  // Every priceable product is laid out alone: to find pieces no slab holds, to price it
  // without multi-product optimisation, and as the yardstick the shared layout must beat.
  const alone = new Map<number, EstimateSlab[]>();
  for (const p of prepared) {
    if (p === null || p.error !== null) continue;
    const layout = layOut([p], settings, optimize);
    const reason = layout.unplaced.get(p.index);
    if (reason !== undefined) {
      const slab = { width: p.stone.slabWidth, height: p.stone.slabHeight };
      const seams = {
        allowSeams: settings.allowSeams,
        minSeamPiece: settings.minSeamPart,
        cutoutClearance: settings.cutoutClearance,
      };
      results[p.index] = { ...results[p.index]!, error: unplacedNotice(p.index + 1, p, slab, reason, seams) };
    } else {
      alone.set(p.index, layout.slabs);
      results[p.index]!.seams = seamsOf(p.index, p, layout.slabs);
    }
  }
  const ready = prepared.filter((p): p is PreparedProduct => p !== null && alone.has(p.index));
  for (const p of ready) {
    const base = results[p.index]!;
    // A piece only seams can hold has no naive grid: its naive count is its own layout's.
    if (base.topsPerSlab === 0) base.totalSlabsNeeded = alone.get(p.index)!.length;
  }

  const pool: RemnantPool | null = settings.useRemnantsFirst
    ? {
        free: (input.remnants ?? []).filter((r) => !r.heldBy),
        used: [],
        matched: new Set(),
        held: (input.remnants ?? []).filter((r) => r.heldBy),
        heldMatching: new Map(),
        rate: input.remnantRateCentsPerSqft ?? DEFAULT_REMNANT_RATE_CENTS_PER_SQFT,
      }
    : null;
  const multi = settings.multiProductOptimization;
  const stones: StoneOptimization[] = [];
  if (multi) {
    const known = prepared.filter((p): p is PreparedProduct => p !== null);
    for (const group of groupByStone(known))
      stones.push(priceStone(group, alone, settings, optimize, results, pool));
  } else {
    for (const p of ready)
      results[p.index] = priceAlone(p, alone.get(p.index)!, settings, results[p.index]!, optimize, pool);
  }

  const estimate: QuoteEstimate = {
    products: results,
    stones,
    totals: totalsOf(results, prepared, stones, multi),
    multiProductOptimized: multi,
    someProductsNotCalculated: results.some((r) => r === null || r.error !== null),
  };
  if (pool !== null) {
    const costs = remnantCostByProduct(pool.used, pool.rate);
    estimate.remnants = {
      rateCentsPerSqft: pool.rate,
      used: pool.used,
      matched: pool.matched.size,
      held: [...pool.heldMatching.values()],
      materialCost: sumCents([...costs.values()]),
    };
  }
  return estimate;
}

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sumCents } from '../money';
import { optimize, SEARCH_SAFETY_NET_MS, stopAfter } from '../optimizer/optimize';
import type { OptimizeInput, OptimizeResult } from '../optimizer/types';
import { MISSING_SLAB_COST } from './errors';
import { estimateQuote, type EstimateQuoteInput } from './estimate-quote';
import { seamNotice } from './seams';
import type { EstimateProduct, FabricationPriceRow } from './types';

/** A price sheet as it arrives: names vary, prices are currency strings. */
const stones = [
  {
    Brand: 'MSI',
    Type: 'Quartz',
    Color: 'Frost',
    Finish: 'Polished',
    Thickness: '3cm',
    'Slab Cost': '$1,200.00',
    'Fab Cost': '45',
    'Mark Up': 1.2,
  },
  {
    brand: 'MSI',
    type: 'Granite',
    color: 'Black Pearl',
    finish: 'Polished',
    thickness: '3cm',
    slab_cost: '',
  },
  {
    brand: 'Caesarstone',
    type: 'Quartz',
    color: 'Nuvo',
    thickness: '2cm',
    slabCost: 1500,
    slabSize: '65 x 130',
  },
];

const fabricationPricing: FabricationPriceRow[] = [
  { stone_type: 'Quartz', thickness: '2cm', edge_detail: 'Eased', price_per_sf: 30 },
  { stone_type: 'Quartz', thickness: '2cm', edge_detail: 'Ogee', price_per_sf: 42 },
];

const frost: EstimateProduct = { brand: 'MSI', type: 'Quartz', color: 'Frost' };
const nuvo: EstimateProduct = { brand: 'Caesarstone', type: 'Quartz', color: 'Nuvo' };

function estimate(products: EstimateProduct[], settings: EstimateQuoteInput['settings'] = {}, opts = {}) {
  return estimateQuote(
    { products, stones, settings: { breakageBuffer: 10, ...settings }, fabricationPricing },
    opts,
  );
}

describe('estimateQuote, one product alone', () => {
  it('prices 4 tops of 96 × 25.5 in on 2 slabs at $1,200 with 10 % buffer and mark-up 1.2', () => {
    const quote = estimate([{ ...frost, width: 96, depth: 25.5, quantity: 4 }], {
      multiProductOptimization: false,
    });
    expect(quote.products[0]).toMatchObject({
      stone: 'MSI Quartz Frost',
      usableAreaSqft: 68,
      topsPerSlab: 2,
      totalSlabsNeeded: 2,
      actualTotalSlabs: 2,
      efficiency: 61.7, // 9792 / 15876 sq in
      materialCost: 316_800, // $1,200 × 2 × 1.10 × 1.2
      fabricationCost: 367_200, // 68 sq ft × $45 × 1.2
      installationCost: 0,
      rawCost: 264_000 + 306_000,
      finalPrice: 684_000,
      multiProductOptimized: false,
      areaRatio: 1,
      error: null,
    });
    expect(quote.products[0]?.placementDetails).toHaveLength(2);
    expect(quote.totals).toMatchObject({ totalPrice: 684_000, totalSlabs: 2, averageEfficiency: 61.7 });
    expect(quote.totals.efficiencyBadge).toBe('medium');
    expect(quote.stones).toEqual([]);
    expect(quote.someProductsNotCalculated).toBe(false);
  });

  it('adds installation at $15 per sq ft × mark-up when the settings include it', () => {
    const quote = estimate([{ ...frost, width: 96, depth: 25.5, quantity: 4 }], {
      multiProductOptimization: false,
      includeInstallation: true,
    });
    expect(quote.products[0]?.installationCost).toBe(122_400); // 68 × $15 × 1.2
    expect(quote.products[0]?.finalPrice).toBe(684_000 + 122_400);
  });

  it('leaves fabrication out when the settings do', () => {
    const quote = estimate([{ ...frost, width: 96, depth: 25.5, quantity: 4 }], {
      includeFabrication: false,
    });
    expect(quote.products[0]?.fabricationCost).toBe(0);
    expect(quote.products[0]?.finalPrice).toBe(316_800);
  });

  it('prices with a 10 % buffer when no buffer is set at all, and with none when 0 is chosen', () => {
    const products = [{ ...frost, width: 96, depth: 25.5, quantity: 2 }];
    const unset = estimateQuote({ products, stones, settings: {} });
    const zero = estimateQuote({ products, stones, settings: { breakageBuffer: 0 } });
    expect(unset.products[0]?.materialCost).toBe(158_400); // $1,200 × 1.10 × 1.2
    expect(zero.products[0]?.materialCost).toBe(144_000); // $1,200 × 1.2
  });

  it('prices fabrication from the table when the stone has no Fab Cost', () => {
    // 30 × 30 in × 2 = 12.5 sq ft at the Ogee row's $42, mark-up 1
    const quote = estimate([{ ...nuvo, width: 30, depth: 30, quantity: 2, edgeDetail: 'Ogee' }]);
    expect(quote.products[0]?.fabricationCost).toBe(52_500);
  });

  it('uses the price-sheet row a product carries', () => {
    const quote = estimateQuote({
      products: [{ ...frost, width: 30, depth: 30, stoneData: { 'SLAB COST': '$500', color: 'Frost' } }],
      settings: { breakageBuffer: 0, includeFabrication: false },
    });
    expect(quote.products[0]?.finalPrice).toBe(50_000);
  });
});

describe('estimateQuote, cutouts', () => {
  const sink = { type: 'undermount_sink' as const, width: 30, depth: 16, x: 33, y: 5 };
  const faucet = { type: 'faucet_hole' as const, width: 1.5, depth: 1.5, x: 47, y: 22 };

  it("adds each copy's cutouts at the fabricator's prices to the product and the totals", () => {
    const top = { ...frost, width: 96, depth: 25.5, quantity: 2 };
    const without = estimate([top], { multiProductOptimization: false });
    const withCutouts = estimateQuote({
      products: [{ ...top, cutouts: [sink, faucet] }],
      stones,
      fabricationPricing,
      settings: { breakageBuffer: 10, multiProductOptimization: false },
      cutoutPrices: {
        undermount_sink: 30_000,
        drop_in_sink: 15_000,
        cooktop: 15_000,
        faucet_hole: 4_000,
        outlet: 4_500,
      },
    });
    const product = withCutouts.products[0]!;
    expect(product.cutouts).toEqual([
      {
        type: 'undermount_sink',
        label: 'Undermount sink',
        count: 2,
        unitPriceCents: 30_000,
        totalCents: 60_000,
      },
      { type: 'faucet_hole', label: 'Faucet hole', count: 2, unitPriceCents: 4_000, totalCents: 8_000 },
    ]);
    expect(product.cutoutCost).toBe(68_000);
    expect(product.finalPrice).toBe(without.products[0]!.finalPrice + 68_000);
    expect(withCutouts.totals.cutoutCost).toBe(68_000);
    expect(withCutouts.totals.totalPrice).toBe(without.totals.totalPrice + 68_000);
  });

  it('prices cutouts at the defaults when the fabricator has no list', () => {
    const quote = estimate([{ ...frost, width: 96, depth: 25.5, cutouts: [sink] }]);
    expect(quote.products[0]!.cutoutCost).toBe(25_000);
  });

  it('refuses a cutout outside its piece, naming the piece and the cutout, and leaves it out of the totals', () => {
    const quote = estimate([
      { ...frost, width: 96, depth: 25.5, customName: 'Sink run', cutouts: [{ ...sink, x: 80 }] },
    ]);
    expect(quote.products[0]!.error).toBe(
      'Sink run: Undermount sink 1 (30 × 16 in at 80, 5) lies outside the piece',
    );
    expect(quote.totals.totalPrice).toBe(0);
  });
});

describe('estimateQuote, L and U pieces', () => {
  const lRun: EstimateProduct = { ...frost, width: 120, depth: 25.5, shape: { kind: 'l', legB: 96 } };

  it('prices an L on its true area, not its bounding box, seamed at its inside corner to fit the slab', () => {
    const quote = estimate([lRun], { multiProductOptimization: false });
    const product = quote.products[0]!;
    // Legs of 120 and 96 at 25.5 deep: 4,857.75 in², 33.73 ft² (its box would be 80 ft²).
    expect(product.usableAreaSqft).toBeCloseTo(4_857.75 / 144, 10);
    // Fab Cost $45/ft² × mark-up 1.2 on 4,857.75 in²: $1,821.66 (to the cent, rounded once).
    expect(product.fabricationCost).toBe(182_166);
    expect(product.error).toBeNull();
    // No 126 × 63 slab holds the L whole: its two parts, cut at the inside corner, share one slab.
    const parts = product.placementDetails[0]!.pieces;
    expect(parts.map((part) => part.seam?.of)).toEqual([2, 2]);
    expect(parts.every((part) => part.outline !== undefined)).toBe(true);
    expect(seamNotice(1, product.seams!)).toBe(
      'Piece 1 (L-shaped 120 × 96, 25.5 deep) has 1 seam across leg B at the inside corner: parts 120 × 25.5 + 25.5 × 70.5',
    );
  });

  it('names an L whose legs make no L', () => {
    const quote = estimate([{ ...lRun, customName: 'Corner', shape: { kind: 'l', legB: 20 } }]);
    expect(quote.products[0]!.error).toBe("Corner: leg B (20) must be longer than leg A's depth (25.5)");
  });

  it("refuses a sink in an L's notch", () => {
    const sink = { type: 'undermount_sink' as const, width: 30, depth: 16, x: 40, y: 40 };
    const quote = estimate([{ ...lRun, cutouts: [sink] }]);
    expect(quote.products[0]!.error).toBe(
      'Type 1: Undermount sink 1 (30 × 16 in at 40, 40) lies outside the piece',
    );
  });
});

describe('estimateQuote, errors', () => {
  it('has no result without a stone selection or dimensions', () => {
    const quote = estimate([
      { brand: 'MSI', type: 'Quartz', width: 30, depth: 30 },
      { ...frost, width: 0, depth: 30 },
      { ...frost, width: 30, depth: -1 },
      { ...frost, width: 'abc', depth: 30 },
      { brand: 'MSI', type: 'Quartz', color: 'Unknown', width: 30, depth: 30 },
    ]);
    expect(quote.products).toEqual([null, null, null, null, null]);
    expect(quote.someProductsNotCalculated).toBe(true);
    expect(quote.totals.totalPrice).toBe(0);
    expect(quote.totals.totalSlabs).toBe(0);
  });

  it("carries 'Missing slab cost in database' and leaves the product out of the totals", () => {
    const quote = estimate([
      { brand: 'MSI', type: 'Granite', color: 'Black Pearl', width: 30, depth: 30 },
      { ...frost, width: 96, depth: 25.5, quantity: 2 },
    ]);
    expect(quote.products[0]).toMatchObject({
      error: MISSING_SLAB_COST,
      finalPrice: 0,
      usableAreaSqft: 6.25,
    });
    expect(quote.products[1]?.error).toBeNull();
    expect(quote.totals.totalPrice).toBe(quote.products[1]?.finalPrice);
    expect(quote.totals.totalSlabs).toBe(1);
    expect(quote.someProductsNotCalculated).toBe(true);
    expect(quote.stones[0]).toMatchObject({
      label: 'MSI Granite Black Pearl',
      error: MISSING_SLAB_COST,
      totalSlabs: 0,
    });
    expect(quote.stones[1]).toMatchObject({ label: 'MSI Quartz Frost', error: null, totalSlabs: 1 });
  });

  it('counts a quantity below 1 as 1', () => {
    const quote = estimate([{ ...frost, width: 96, depth: 25.5, quantity: 0 }]);
    expect(quote.products[0]?.usableAreaSqft).toBe(17);
  });

  it('splits a piece longer than the slab at seams, or reports it when seams are off', () => {
    const long = { ...frost, width: 140, depth: 25.5 };
    const seamed = estimate([long]);
    expect(seamed.products[0]).toMatchObject({
      error: null,
      topsPerSlab: 0,
      totalSlabsNeeded: 1,
      actualTotalSlabs: 1,
    });
    expect(seamed.products[0]?.placementDetails[0]?.pieces.map((p) => p.seam?.of)).toEqual([2, 2]);
    expect(seamNotice(1, seamed.products[0]!.seams!)).toBe(
      'Piece 1 (140 × 25.5) has 1 seam at 70 in from the left end: parts 70 × 25.5 + 70 × 25.5',
    );
    const refused = estimate([long], { allowSeams: false });
    expect(refused.products[0]).toMatchObject({
      error:
        'Piece 1 (140 × 25.5) does not fit the 126 × 63 slab whole and seams are off in Settings: turn seams on or shorten the piece.',
      finalPrice: 0,
    });
  });

  it('seams an L whose leg is longer than the slab across that leg, and says where', () => {
    const quote = estimate([{ ...frost, width: 200, depth: 25.5, shape: { kind: 'l', legB: 60 } }]);
    expect(quote.products[0]?.error).toBeNull();
    // One seam across leg A leaves an L that fits the 126 × 63 slab and a run as long as the slab.
    expect(seamNotice(1, quote.products[0]!.seams!)).toBe(
      'Piece 1 (L-shaped 200 × 60, 25.5 deep) has 1 seam at 74 in from the left end: parts L-shaped 74 × 60, 25.5 deep + 126 × 25.5',
    );
  });

  it('keeps a seam 6 in from the sink, or as far as the fabricator sets, and cuts where the user moved it', () => {
    const sink = { type: 'undermount_sink' as const, width: 30, depth: 18, x: 55, y: 4 };
    const run = { ...frost, width: 140, depth: 25.5, cutouts: [sink] };
    // The equal split would cut at 70, through the sink: the nearest place 6 in clear is 49.
    expect(seamNotice(1, estimate([run]).products[0]!.seams!)).toBe(
      'Piece 1 (140 × 25.5) has 1 seam at 49 in from the left end: parts 49 × 25.5 + 91 × 25.5',
    );
    expect(seamNotice(1, estimate([run], { cutoutClearance: 10 }).products[0]!.seams!)).toBe(
      'Piece 1 (140 × 25.5) has 1 seam at 45 in from the left end: parts 45 × 25.5 + 95 × 25.5',
    );
    const moved = estimate([{ ...run, seamsAt: [{ axis: 'x', at: 100 }] }]);
    expect(seamNotice(1, moved.products[0]!.seams!)).toBe(
      'Piece 1 (140 × 25.5) has 1 seam at 100 in from the left end: parts 100 × 25.5 + 40 × 25.5',
    );
  });

  it('names a moved seam that breaks the rules, and a piece no seam position keeps clear of its cutouts', () => {
    const sink = { type: 'undermount_sink' as const, width: 30, depth: 18, x: 55, y: 4 };
    const run = { ...frost, customName: 'Kitchen run', width: 140, depth: 25.5, cutouts: [sink] };
    expect(estimate([{ ...run, seamsAt: [{ axis: 'x', at: 60 }] }]).products[0]!.error).toBe(
      'Kitchen run: the seam at 60 in from the left end passes through Undermount sink 1',
    );
    expect(estimate([{ ...run, seamsAt: [{ axis: 'x', at: 13 }] }]).products[0]!.error).toBe(
      'Piece 1 (140 × 25.5) cannot be cut at the seams placed on it: a part would not fit the 126 × 63 slab. Move a seam or put the seams back where the rules place them.',
    );
    const wide = { type: 'cooktop' as const, width: 120, depth: 18, x: 10, y: 4 };
    expect(estimate([{ ...run, cutouts: [wide] }]).products[0]!.error).toBe(
      'Piece 1 (140 × 25.5) cannot be seamed: every seam position would pass through or within 6 in of Cooktop 1.',
    );
  });

  it('names a piece too deep for any slab, and the slab, instead of seaming it', () => {
    const quote = estimate([
      { ...frost, width: 60, depth: 25.5 },
      { ...frost, width: 140, depth: 130 },
    ]);
    expect(quote.products[0]).toMatchObject({ error: null, seams: null });
    expect(quote.products[1]).toMatchObject({
      error:
        'Piece 2 (140 × 130) is too deep for the 126 × 63 slab: no slab holds its 130 in depth, even turned.',
      finalPrice: 0,
    });
  });
});

describe('estimateQuote, multi-product optimisation', () => {
  const products = [
    { ...frost, width: 96, depth: 25.5, quantity: 1 },
    { ...frost, width: 30, depth: 25.5, quantity: 1 },
    { ...nuvo, width: 50, depth: 30, quantity: 1 },
  ];

  it('packs the products of one stone on shared slabs and splits the material by area', () => {
    const quote = estimate(products);
    expect(quote.multiProductOptimized).toBe(true);
    const [frostStone, nuvoStone] = quote.stones;
    expect(frostStone).toMatchObject({
      label: 'MSI Quartz Frost',
      productIndexes: [0, 1],
      totalSlabs: 1,
      averageEfficiency: 40.5, // 3213 / 7938
      materialCost: 158_400,
      packedSeparately: false,
    });
    expect(nuvoStone).toMatchObject({ label: 'Caesarstone Quartz Nuvo', slabWidth: 130, slabHeight: 65 });
    // $1,584.00 split 2448 : 765 sq in = 1206.857… : 377.142… → 1206.86 + 377.14
    expect(quote.products[0]).toMatchObject({
      materialCost: 120_686,
      multiProductOptimized: true,
      actualTotalSlabs: 1,
    });
    expect(quote.products[1]).toMatchObject({ materialCost: 37_714, areaRatio: 765 / 3213 });
    expect(quote.products[0]?.placementDetails).toEqual(frostStone?.slabs);
    const pieces = frostStone?.slabs[0]?.pieces.map((p) => [p.productIndex, p.pieceIndex]);
    expect(pieces).toEqual(
      expect.arrayContaining([
        [0, 0],
        [1, 0],
      ]),
    );
    expect(quote.totals.totalSlabs).toBe(2);
  });

  it('needs fewer slabs than laying each product out alone', () => {
    const single = estimate(products, { multiProductOptimization: false });
    expect(single.totals.totalSlabs).toBe(3);
    expect(estimate(products).totals.totalSlabs).toBe(2);
  });

  it('keeps the separate layouts when packing together would need more slabs', () => {
    /** An optimiser that wastes a slab per piece whenever products are mixed. */
    const clumsy = (input: OptimizeInput): OptimizeResult => {
      const mixed = new Set(input.pieces.map((p) => p.id.split(':')[0])).size > 1;
      return mixed
        ? {
            slabs: input.pieces.map((p) => ({
              placements: [{ id: p.id, x: 0, y: 0, width: p.width, height: p.depth, rotated: false }],
              utilisation: 0,
              guillotine: true,
            })),
            unplaced: [],
            lowerBound: 1,
            iterations: 0,
          }
        : optimize(input);
    };
    const quote = estimate(
      [
        { ...frost, width: 20, depth: 20, quantity: 3 },
        { ...frost, width: 20, depth: 20, quantity: 3 },
      ],
      {},
      { optimize: clumsy },
    );
    expect(quote.stones[0]).toMatchObject({ packedSeparately: true, totalSlabs: 2 });
    expect(quote.stones[0]?.slabs.map((s) => s.index)).toEqual([0, 1]);
  });

  it('hands islands to the optimiser with priority high', () => {
    const seen: OptimizeInput[] = [];
    const spy = (input: OptimizeInput) => {
      seen.push(input);
      return optimize(input);
    };
    estimate([{ ...frost, width: 80, depth: 40, pieceType: 'island' }], {}, { optimize: spy });
    expect(seen[0]?.pieces[0]?.priority).toBe('high');
  });

  it('applies the kerf only when above 0', () => {
    const seen: OptimizeInput[] = [];
    const spy = (input: OptimizeInput) => {
      seen.push(input);
      return optimize(input);
    };
    estimate([{ ...frost, width: 30, depth: 30 }], { kerfWidth: 0.125 }, { optimize: spy });
    estimate([{ ...frost, width: 30, depth: 30 }], { kerfWidth: 0 }, { optimize: spy });
    expect(seen.map((s) => s.kerf)).toEqual([0.125, undefined]);
  });
});

describe('estimateQuote, properties', () => {
  const product = fc.record({
    stone: fc.constantFrom(frost, nuvo, { brand: 'MSI', type: 'Granite', color: 'Black Pearl' }),
    width: fc.integer({ min: 12, max: 120 }).map((n) => n / 2 + 6),
    depth: fc.integer({ min: 12, max: 60 }).map((n) => n / 2),
    quantity: fc.integer({ min: 1, max: 3 }),
    edgeDetail: fc.constantFrom('Eased', 'Ogee', 'Bullnose'),
  });
  const input = fc.record({
    products: fc.array(product, { minLength: 1, maxLength: 5 }),
    breakageBuffer: fc.constantFrom(0, 3, 5, 7, 10),
    kerfWidth: fc.constantFrom(0, 0.125, 0.25),
    includeInstallation: fc.boolean(),
  });
  const toProducts = (
    ps: Array<{ stone: EstimateProduct; width: number; depth: number; quantity: number }>,
  ) => ps.map(({ stone, ...rest }) => ({ ...stone, ...rest }));

  it('totals equal the sum of their parts exactly, and nothing is negative', () => {
    fc.assert(
      fc.property(input, fc.boolean(), ({ products, ...settings }, multiProductOptimization) => {
        const quote = estimate(toProducts(products), { ...settings, multiProductOptimization });
        const priced = quote.products.filter((r) => r !== null && r.error === null);
        for (const r of quote.products) {
          if (r === null) continue;
          for (const value of [
            r.materialCost,
            r.fabricationCost,
            r.installationCost,
            r.rawCost,
            r.finalPrice,
          ]) {
            expect(Number.isSafeInteger(value)).toBe(true);
            expect(value).toBeGreaterThanOrEqual(0);
          }
          expect(r.finalPrice).toBe(r.materialCost + r.fabricationCost + r.installationCost);
        }
        const { totals } = quote;
        expect(totals.totalPrice).toBe(sumCents(priced.map((r) => r!.finalPrice)));
        expect(totals.totalPrice).toBe(
          totals.materialCost + totals.fabricationCost + totals.installationCost,
        );
        if (multiProductOptimization) {
          expect(totals.materialCost).toBe(sumCents(quote.stones.map((s) => s.materialCost)));
          expect(totals.totalSlabs).toBe(quote.stones.reduce((a, s) => a + s.totalSlabs, 0));
          expect(totals.totalPrice).toBe(sumCents(quote.stones.map((s) => s.totalPrice)));
        }
      }),
      { numRuns: 40 },
    );
  });

  it('multi-product optimisation never needs more slabs than products laid out one by one', () => {
    fc.assert(
      fc.property(input, ({ products, ...settings }) => {
        const together = estimate(toProducts(products), { ...settings, multiProductOptimization: true });
        const alone = estimate(toProducts(products), { ...settings, multiProductOptimization: false });
        expect(together.totals.totalSlabs).toBeLessThanOrEqual(alone.totals.totalSlabs);
      }),
      { numRuns: 40 },
    );
  });
});

describe('estimateQuote, same job, same answer', () => {
  it('gives the same layouts and prices under the safety net, however slow the clock runs', () => {
    const kitchen: EstimateProduct[] = [
      { ...frost, width: 118, depth: 25.5, quantity: 2 },
      { ...frost, width: 74, depth: 42, quantity: 1, priority: 'high' },
      { ...frost, width: 31, depth: 25.5, quantity: 3 },
      { ...nuvo, width: 96, depth: 25.5, quantity: 3 },
      { ...nuvo, width: 48, depth: 4, quantity: 6 },
    ];
    // A clock 0.1 ms later at every reading, as if each search move took that long.
    let ms = 0;
    const slowClock = (): number => (ms += 0.1);
    const netted = estimate(kitchen, {}, { shouldStop: stopAfter(SEARCH_SAFETY_NET_MS, slowClock) });
    expect(ms).toBeLessThan(SEARCH_SAFETY_NET_MS);
    expect(netted).toEqual(estimate(kitchen));
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { estimateQuote } from './estimate-quote';
import { normalizeStoneRow } from './normalize-stone';
import {
  clientRemnantName,
  heldByAnotherQuote,
  remnantMatches,
  remnantMaterialCents,
  remnantName,
  remnantOfferedTo,
  remnantPiecesNotice,
} from './remnants-first';
import type { EstimateProduct, RemnantStock, UsedRemnant } from './types';
import { arbitraryRemnantSizes, arbitraryTops } from './testing';

const stones = [
  {
    brand: 'MSI',
    type: 'Quartz',
    color: 'Frost',
    finish: 'Polished',
    thickness: '3cm',
    slabCost: 1200,
    fabCost: 45,
  },
  { brand: 'MSI', type: 'Quartz', color: 'Frost', finish: 'Honed', thickness: '3cm', slabCost: 1300 },
];
const frost: EstimateProduct = {
  brand: 'MSI',
  type: 'Quartz',
  color: 'Frost',
  finish: 'Polished',
  thickness: '3cm',
};
const frostStone = normalizeStoneRow(stones[0]!);

const remnant = (over: Partial<RemnantStock> = {}): RemnantStock => ({
  id: 'r1',
  brand: 'MSI',
  color: 'Frost',
  thickness: '3cm',
  finish: null,
  width: 40,
  height: 30,
  location: 'Rack B',
  ...over,
});

describe('remnantMatches', () => {
  it('matches brand, colour and thickness loosely, and any finish when the remnant names none', () => {
    expect(remnantMatches(remnant({ brand: 'msi', color: ' FROST ', thickness: '3 CM' }), frostStone)).toBe(
      true,
    );
    expect(remnantMatches(remnant({ finish: 'polished' }), frostStone)).toBe(true);
  });

  it('refuses another brand, colour, thickness, or a finish the remnant names otherwise', () => {
    expect(remnantMatches(remnant({ brand: 'Cambria' }), frostStone)).toBe(false);
    expect(remnantMatches(remnant({ color: 'Calacatta' }), frostStone)).toBe(false);
    expect(remnantMatches(remnant({ thickness: '2cm' }), frostStone)).toBe(false);
    expect(remnantMatches(remnant({ finish: 'Honed' }), frostStone)).toBe(false);
  });
});

describe('remnantMaterialCents', () => {
  it('prices the pieces’ area at the rate per sq ft, to the cent', () => {
    const piece = { productIndex: 0, pieceIndex: 0, x: 0, y: 0, width: 24, depth: 18, rotated: false };
    expect(remnantMaterialCents([piece], 0)).toBe(0);
    expect(remnantMaterialCents([piece], 1000)).toBe(3000);
    expect(remnantMaterialCents([piece, piece], 333)).toBe(1998);
  });
});

describe('remnantPiecesNotice', () => {
  const on = (over: Partial<RemnantStock>, pieces: Array<[number, number]>): UsedRemnant => ({
    ...remnant(over),
    pieces: pieces.map(([productIndex, pieceIndex]) => ({
      productIndex,
      pieceIndex,
      x: 0,
      y: 0,
      width: 20,
      depth: 18,
      rotated: false,
    })),
  });
  const r1 = on({ id: '7d0c5a1e-0000', width: 52.25, height: 30 }, [
    [0, 0],
    [1, 2],
    [1, 0],
  ]);
  const r2 = on({ id: '0a1b2c3d-0000', location: null, width: 40, height: 30 }, [[1, 1]]);

  it('names the remnant a single piece is cut from, by rack for the fabricator and by id for the client', () => {
    expect(remnantPiecesNotice(0, 1, [r1, r2], remnantName)).toBe(
      'Cut from a remnant (stone left over from an earlier job), priced at the remnant rate: Remnant 7d0c5a1e (Rack B), 52.25" x 30".',
    );
    expect(remnantPiecesNotice(0, 1, [r1, r2], clientRemnantName)).toBe(
      'Cut from a remnant (stone left over from an earlier job), priced at the remnant rate: Remnant 7d0c5a1e, 52.25" x 30".',
    );
  });

  it('says which copies come from which remnant, and that the others are on new slabs', () => {
    expect(remnantPiecesNotice(1, 3, [r1, r2], clientRemnantName)).toBe(
      'Cut from remnants (stone left over from earlier jobs), priced at the remnant rate: pieces 1 and 3 of 3 from Remnant 7d0c5a1e, 52.25" x 30"; piece 2 of 3 from Remnant 0a1b2c3d, 40" x 30".',
    );
    expect(remnantPiecesNotice(1, 4, [r1], clientRemnantName)).toBe(
      'Cut from a remnant (stone left over from an earlier job), priced at the remnant rate: pieces 1 and 3 of 4 from Remnant 7d0c5a1e, 52.25" x 30". The other pieces are cut from new slabs.',
    );
  });

  it('is null for a product with no piece on a remnant', () => {
    expect(remnantPiecesNotice(2, 1, [r1, r2], clientRemnantName)).toBeNull();
    expect(remnantPiecesNotice(0, 1, [], clientRemnantName)).toBeNull();
  });
});

describe('heldByAnotherQuote', () => {
  const reservation = { quoteId: 'quote-a', quoteNumber: 'Q-2026-001042' };

  it('holds a reserved remnant from a new quote and from any other saved quote, naming the holder', () => {
    expect(heldByAnotherQuote(reservation, null)).toBe('Q-2026-001042');
    expect(heldByAnotherQuote(reservation, { id: null, revisionOf: null })).toBe('Q-2026-001042');
    expect(heldByAnotherQuote(reservation, { id: 'quote-b', revisionOf: 'quote-c' })).toBe('Q-2026-001042');
  });

  it('offers it to the quote that reserved it and to a revision of that quote', () => {
    expect(heldByAnotherQuote(reservation, { id: 'quote-a', revisionOf: null })).toBeNull();
    expect(heldByAnotherQuote(reservation, { id: null, revisionOf: 'quote-a' })).toBeNull();
    expect(heldByAnotherQuote(reservation, { id: 'quote-r', revisionOf: 'quote-a' })).toBeNull();
  });

  it('offers a remnant no quote reserved to every quote', () => {
    expect(heldByAnotherQuote(null, null)).toBeNull();
  });
});

describe('remnantOfferedTo', () => {
  const onRack = { sourceQuoteId: null, cutForQuoteId: null };

  it('offers a remnant on the rack to every estimate', () => {
    expect(remnantOfferedTo(onRack, null)).toBe(true);
    expect(remnantOfferedTo(onRack, { id: 'quote-a', revisionOf: null })).toBe(true);
  });

  it('offers a remnant cut for a job only to that job: its quote and a revision of it', () => {
    const cut = { ...onRack, cutForQuoteId: 'quote-a' };
    expect(remnantOfferedTo(cut, { id: 'quote-a', revisionOf: null })).toBe(true);
    expect(remnantOfferedTo(cut, { id: 'quote-r', revisionOf: 'quote-a' })).toBe(true);
    expect(remnantOfferedTo(cut, { id: 'quote-b', revisionOf: null })).toBe(false);
    expect(remnantOfferedTo(cut, null)).toBe(false);
  });

  it('never offers a job its own offcuts, and offers them to every other job', () => {
    const offcut = { ...onRack, sourceQuoteId: 'quote-a' };
    expect(remnantOfferedTo(offcut, { id: 'quote-a', revisionOf: null })).toBe(false);
    expect(remnantOfferedTo(offcut, { id: null, revisionOf: 'quote-a' })).toBe(false);
    expect(remnantOfferedTo(offcut, { id: 'quote-b', revisionOf: null })).toBe(true);
    expect(remnantOfferedTo(offcut, null)).toBe(true);
  });
});

describe('estimateQuote with remnants first', () => {
  const products = [
    { ...frost, width: 120, depth: 25.5, quantity: 1, customName: 'Run' },
    { ...frost, width: 30, depth: 20, quantity: 1, customName: 'Vanity' },
  ];
  const run = (settings: object, remnants: RemnantStock[], rate?: number) =>
    estimateQuote({
      products,
      stones,
      settings: { breakageBuffer: 0, ...settings },
      remnants,
      ...(rate === undefined ? {} : { remnantRateCentsPerSqft: rate }),
    });

  it('leaves the estimate as it was when the setting is off, whatever remnants the business has', () => {
    const without = estimateQuote({ products, stones, settings: { breakageBuffer: 0 } });
    const off = run({}, [remnant()]);
    expect(off).toEqual(without);
    expect(off.remnants).toBeUndefined();
  });

  it('puts the small piece on the matching remnant at rate 0 by default, and names it', () => {
    const quote = run({ useRemnantsFirst: true }, [remnant()]);
    expect(quote.remnants).toMatchObject({ rateCentsPerSqft: 0, matched: 1, materialCost: 0 });
    expect(quote.remnants!.used).toHaveLength(1);
    expect(quote.remnants!.used[0]).toMatchObject({ id: 'r1', location: 'Rack B' });
    expect(quote.remnants!.used[0]!.pieces.map((p) => p.productIndex)).toEqual([1]);
    const slabPieces = quote.stones.flatMap((s) => s.slabs.flatMap((slab) => slab.pieces));
    expect(slabPieces.map((p) => p.productIndex)).toEqual([0]);
  });

  it('prices remnant material at the fabricator’s rate, never marked up, in the product and the totals', () => {
    const free = run({ useRemnantsFirst: true, multiProductOptimization: false }, [remnant()]);
    const paid = run({ useRemnantsFirst: true, multiProductOptimization: false }, [remnant()], 1000);
    // 30 × 20 in is 600/144 sq ft: $41.67 at $10 per sq ft.
    expect(paid.remnants!.materialCost).toBe(4167);
    expect(paid.products[1]!.materialCost - free.products[1]!.materialCost).toBe(4167);
    expect(paid.totals.materialCost - free.totals.materialCost).toBe(4167);
  });

  it('says no remnant matched when none is of the stone, and uses none of another finish', () => {
    const quote = run({ useRemnantsFirst: true }, [
      remnant({ finish: 'Honed' }),
      remnant({ id: 'r2', color: 'Nuvo' }),
    ]);
    expect(quote.remnants).toMatchObject({ matched: 0, used: [] });
  });

  it('never places a piece on a remnant another accepted quote holds, and names it as held', () => {
    const quote = run({ useRemnantsFirst: true }, [
      remnant({ heldBy: 'Q-2026-001042' }),
      remnant({ id: 'r2', color: 'Nuvo', heldBy: 'Q-2026-001043' }),
    ]);
    expect(quote.remnants).toMatchObject({ matched: 0, used: [] });
    expect(quote.remnants!.held.map((r) => r.id)).toEqual(['r1']);
    expect(quote.totals.totalSlabs).toBe(1);
  });

  it('never lets two stones count on one remnant', () => {
    const both = [...products, { ...frost, finish: 'Honed', width: 30, depth: 20, quantity: 1 }];
    const quote = estimateQuote({
      products: both,
      stones,
      settings: { useRemnantsFirst: true },
      remnants: [remnant()],
    });
    expect(quote.remnants!.used).toHaveLength(1);
    expect(quote.remnants!.used[0]!.pieces).toHaveLength(1);
  });

  it('never takes more slabs than without remnants (property)', () => {
    fc.assert(
      fc.property(
        arbitraryTops(110, 50),
        arbitraryRemnantSizes({ min: 10, width: 80, height: 50 }, 0),
        (pieces, sizes) => {
          const input = {
            products: pieces.map((p) => ({ ...frost, ...p, quantity: 1 })),
            stones,
            remnants: sizes.map((s, i) => remnant({ ...s, id: `r${i}` })),
          };
          const without = estimateQuote({ ...input, settings: {} });
          const withRemnants = estimateQuote({ ...input, settings: { useRemnantsFirst: true } });
          const onRemnants = withRemnants.remnants!.used.flatMap((r) => r.pieces).length;
          const onSlabs = withRemnants.stones.flatMap((s) => s.slabs.flatMap((slab) => slab.pieces)).length;
          expect(onRemnants + onSlabs).toBeGreaterThanOrEqual(pieces.length);
          expect(withRemnants.totals.totalSlabs).toBeLessThanOrEqual(without.totals.totalSlabs);
        },
      ),
      { numRuns: 15 },
    );
  });
});

import fc from 'fast-check';
import { optimize } from '../optimizer/optimize';
import { lOutline } from '../shapes/l-and-u';
import { outlineOf } from '../shapes/testing';
import { readLayout, toOptimizeInput, type LayoutPiece } from './layout';
import type { EstimateSlab, PlacedCutout, RemnantStock, SlabPiece } from './types';

/** Helpers for the tests of layouts and their drawings; imported by tests only. */

/** A kitchen L: legs of 120 in and 96 in, 25.5 in deep. */
export const L = outlineOf(lOutline({ legA: 120, legB: 96, depth: 25.5 }));

/** The L with its cutouts, one piece of it. */
export const lPiece = (cutouts: LayoutPiece['cutouts']): LayoutPiece => ({
  productIndex: 0,
  width: 120,
  depth: 96,
  outline: L,
  quantity: 1,
  priority: 'normal',
  cutouts,
});

/** The first slab of a drawn layout, holding `pieces`. */
export const firstSlab = (efficiency: number, pieces: SlabPiece[]): EstimateSlab => ({
  index: 0,
  efficiency,
  pieces,
});

/** The first copy of the first product, in the slab's corner unless `piece` says otherwise. */
export const firstPiece = (
  piece: Omit<SlabPiece, 'productIndex' | 'pieceIndex' | 'x' | 'y'> & Partial<SlabPiece>,
): SlabPiece => ({
  productIndex: 0,
  pieceIndex: 0,
  x: 0,
  y: 0,
  ...piece,
});

/** A sink along leg A and a cooktop on leg B, each whole on its part once the L is cut. */
export const SINK_ON_LEG_A = { type: 'undermount_sink', width: 30, depth: 16, x: 40, y: 4 } as const;
export const COOKTOP_ON_LEG_B = { type: 'cooktop', width: 19, depth: 30, x: 3, y: 50 } as const;

/** A slab of 126 × 63, too short for the L whole: the L is laid out cut at its inside corner. */
export const SEAM_SLAB = { width: 126, height: 63 };

/** The piece laid out on slabs of 126 × 63 with the standard kerf and 12 in shortest part. */
export function layOutOnSeamSlab(piece: LayoutPiece): EstimateSlab[] {
  const settings = { slab: SEAM_SLAB, kerf: 0.125, minSeamPiece: 12 };
  return readLayout(optimize(toOptimizeInput([piece], settings)), SEAM_SLAB, [piece]).slabs;
}

/** The sink along leg A as it lies once the L is turned a quarter counter-clockwise at the slab's corner. */
export const SINK_ON_L_TURNED: PlacedCutout = {
  type: 'undermount_sink',
  name: 'Undermount sink 1',
  x: 76,
  y: 40,
  width: 16,
  depth: 30,
  acrossSeam: false,
};

/** One to four rectangular tops in whole inches, from 10 in up to `width` by `depth`. */
export const arbitraryTops = (width: number, depth: number) =>
  fc.array(
    fc.record({ width: fc.integer({ min: 10, max: width }), depth: fc.integer({ min: 10, max: depth }) }),
    { minLength: 1, maxLength: 4 },
  );

/** Up to three remnants in whole inches, `min` up to `width` by `height`, at least `minLength` of them. */
export const arbitraryRemnantSizes = (
  { min, width, height }: { min: number; width: number; height: number },
  minLength: number,
) =>
  fc.array(fc.record({ width: fc.integer({ min, max: width }), height: fc.integer({ min, max: height }) }), {
    minLength,
    maxLength: 3,
  });

/** MSI Quartz Frost, 3cm polished: the stone the remnant tests cut. */
export const frost = { brand: 'MSI', type: 'Quartz', color: 'Frost', finish: 'Polished', thickness: '3cm' };

/** A remnant of Frost, `width` x `height` in, kept at `location`. */
export const frostRemnant = (
  id: string,
  width: number,
  height: number,
  location: string | null,
): RemnantStock => ({
  id,
  brand: 'MSI',
  color: 'Frost',
  thickness: '3cm',
  width,
  height,
  location,
});

import { MaxRectsBin } from './max-rects-bin';
import type { PackedBin } from './bin';

/** The spec's waste penalty for a leftover under 12 inches. */
export const WASTE_PENALTY = 100;

/** A leftover narrower than this (inches) in either direction is waste, not a usable remnant. */
export const MIN_USABLE_LEFTOVER = 12;

/**
 * The spec's waste penalty: 100 for every leftover under 12 inches, where the leftovers of
 * a slab are its maximal empty rectangles (sizes in packing units; `minLeftover` is 12 in
 * plus one kerf, the room a 12-inch remnant needs).
 */
export function leftoverPenalty(
  bins: readonly PackedBin[],
  binW: number,
  binH: number,
  minLeftover: number,
): number {
  let penalty = 0;
  for (const packed of bins) {
    const bin = new MaxRectsBin(binW, binH, 'bssf');
    packed.items.forEach((item, k) =>
      bin.placeAt(item, packed.xs[k]!, packed.ys[k]!, packed.ws[k]!, packed.hs[k]!),
    );
    bin.forEachFree((_x, _y, w, h) => {
      if (Math.min(w, h) < minLeftover) penalty += WASTE_PENALTY;
    });
  }
  return penalty;
}

/**
 * How layouts with the same number of slabs rank: the smaller waste penalty first, then
 * the one whose slabs are filled more unevenly (sum of squared fill), which gathers the
 * spare stone into one large remnant on the last slab. Lower is better.
 */
export function layoutCost(
  bins: readonly PackedBin[],
  binW: number,
  binH: number,
  minLeftover: number,
): [penalty: number, spread: number] {
  let squares = 0;
  for (const bin of bins) {
    let used = 0;
    for (let k = 0; k < bin.items.length; k++) used += bin.ws[k]! * bin.hs[k]!;
    const fill = used / (binW * binH);
    squares += fill * fill;
  }
  return [leftoverPenalty(bins, binW, binH, minLeftover), -squares];
}

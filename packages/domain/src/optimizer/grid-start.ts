import { gridPlacements } from './naive-grid';
import type { PackingProblem } from './prepare-items';
import type { PackedBin } from './bin';
import type { OptimizeInput } from './types';

/**
 * The spec's naive layout as a starting candidate: each product alone on its slabs in its
 * best uniform grid, and each part of a seamed piece on a slab of its own. The search keeps
 * the best layout it sees, so it never needs more slabs than the naive method. Returns
 * undefined when the grid, turned into packing units, does not fit exactly (lengths that
 * are not whole units), since the candidate must be valid as it stands.
 */
export function gridStart(input: OptimizeInput, problem: PackingProblem): PackedBin[] | undefined {
  const { items, scale, binW, binH, trim } = problem;
  const byPiece = new Map<number, number[]>();
  items.forEach((item, index) => {
    if (item.of > 1) return;
    const list = byPiece.get(item.piece) ?? [];
    list.push(index);
    byPiece.set(item.piece, list);
  });
  const bins: PackedBin[] = [];
  const toUnits = (length: number): number => Math.round((length - trim) * scale.factor);
  for (const [piece, copies] of byPiece) {
    const spots = gridPlacements(input.slab, input.pieces[piece]!, input.kerf ?? 0);
    if (spots.length === 0) return undefined;
    for (let first = 0; first < copies.length; first += spots.length) {
      const bin: PackedBin = { items: [], xs: [], ys: [], ws: [], hs: [] };
      copies.slice(first, first + spots.length).forEach((index, k) => {
        const item = items[index]!;
        const spot = spots[k]!;
        bin.items.push(index);
        bin.xs.push(toUnits(spot.x));
        bin.ys.push(toUnits(spot.y));
        bin.ws.push(spot.rotated ? item.h : item.w);
        bin.hs.push(spot.rotated ? item.w : item.h);
      });
      if (!fitsApart(bin, binW, binH)) return undefined;
      bins.push(bin);
    }
  }
  items.forEach((item, index) => {
    if (item.of === 1) return;
    const upright = item.w <= binW && item.h <= binH;
    bins.push({
      items: [index],
      xs: [0],
      ys: [0],
      ws: [upright ? item.w : item.h],
      hs: [upright ? item.h : item.w],
    });
  });
  return bins;
}

/** Every item inside the bin and no two overlapping, in packing units (kerf included). */
function fitsApart(bin: PackedBin, binW: number, binH: number): boolean {
  const n = bin.items.length;
  for (let a = 0; a < n; a++) {
    const ax = bin.xs[a]!;
    const ay = bin.ys[a]!;
    const aw = bin.ws[a]!;
    const ah = bin.hs[a]!;
    if (ax < 0 || ay < 0 || ax + aw > binW || ay + ah > binH) return false;
    for (let b = a + 1; b < n; b++) {
      const bx = bin.xs[b]!;
      const by = bin.ys[b]!;
      if (ax < bx + bin.ws[b]! && bx < ax + aw && ay < by + bin.hs[b]! && by < ay + ah) return false;
    }
  }
  return true;
}

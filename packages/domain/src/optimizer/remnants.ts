import type { Bin } from './bin';
import { GuillotineBin } from './guillotine-bin';
import { isGuillotine } from './is-guillotine';
import { MaxRectsBin } from './max-rects-bin';
import { copiesOf, RANKS } from './prepare-items';
import { chooseScale, pieceUnits, slabUnits } from './scale';
import type { OptimizeInput, OptimizeResult, PieceSpec, Placement, RemnantLayout, SlabLayout } from './types';

const positive = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

/** One whole copy of a rectangular piece that may go on a remnant, in packing units grown by the kerf. */
interface RemnantItem {
  piece: number;
  w: number;
  h: number;
  rotatable: boolean;
  area: number;
  rank: number;
}

/**
 * Remnants first (issue 25, decision 117): whole copies of rectangular pieces, largest first
 * (then by priority, then in input order), each go on the first remnant, smallest first, where a
 * maximal-rectangles packer (a guillotine one in guillotine mode) finds them a spot; the kerf is
 * kept between pieces and none at a remnant's edge (its edges are already sawn, so no trim). A
 * remnant is used only when a piece fits it. Pieces given an outline and pieces that do not fit
 * the usable slab whole (they need seams) stay on the slabs. Returns every remnant in input
 * order, with its placements (none when unused), and how many copies of each piece it took.
 */
export function fillRemnants(input: OptimizeInput): { remnants: RemnantLayout[]; taken: number[] } {
  const remnants = input.remnants ?? [];
  const kerf = input.kerf ?? 0;
  const trim = input.slab.trim ?? 0;
  const usableW = input.slab.width - 2 * trim;
  const usableH = input.slab.height - 2 * trim;
  const fitsSlab = (piece: PieceSpec): boolean =>
    (piece.width <= usableW && piece.depth <= usableH) ||
    (piece.rotate !== false && piece.depth <= usableW && piece.width <= usableH);
  const candidate = (piece: PieceSpec): boolean =>
    piece.outline === undefined && positive(piece.width) && positive(piece.depth) && fitsSlab(piece);

  const lengths = [kerf];
  for (const remnant of remnants)
    if (positive(remnant.width) && positive(remnant.height)) lengths.push(remnant.width, remnant.height);
  for (const piece of input.pieces) if (candidate(piece)) lengths.push(piece.width, piece.depth);
  const scale = chooseScale(lengths);
  const kerfU = pieceUnits(kerf, scale);

  const items: RemnantItem[] = [];
  input.pieces.forEach((piece, index) => {
    if (!candidate(piece)) return;
    for (let c = 0; c < copiesOf(piece); c++) {
      items.push({
        piece: index,
        w: pieceUnits(piece.width, scale) + kerfU,
        h: pieceUnits(piece.depth, scale) + kerfU,
        rotatable: piece.rotate !== false,
        area: piece.width * piece.depth,
        rank: RANKS[piece.priority ?? 'normal'] ?? 1,
      });
    }
  });
  items.sort((a, b) => b.area - a.area || a.rank - b.rank || a.piece - b.piece);

  const order = remnants
    .map((remnant, index) => ({ remnant, index }))
    .filter(({ remnant }) => positive(remnant.width) && positive(remnant.height))
    .sort(
      (a, b) => a.remnant.width * a.remnant.height - b.remnant.width * b.remnant.height || a.index - b.index,
    );
  const bins = new Map<number, Bin>();
  for (const { remnant, index } of order) {
    const w = slabUnits(remnant.width, scale) + kerfU;
    const h = slabUnits(remnant.height, scale) + kerfU;
    bins.set(
      index,
      input.guillotine === true ? new GuillotineBin(w, h, 'bssf', 'sla') : new MaxRectsBin(w, h, 'bssf'),
    );
  }

  const taken = input.pieces.map(() => 0);
  items.forEach((item, k) => {
    for (const { index } of order) {
      const bin = bins.get(index)!;
      if (!bin.find(item.w, item.h, item.rotatable)) continue;
      bin.commit(k);
      taken[item.piece]!++;
      return;
    }
  });

  const layouts = remnants.map((remnant, index): RemnantLayout => {
    const bin = bins.get(index);
    const placements: Placement[] = [];
    for (let k = 0; bin && k < bin.size; k++) {
      const item = items[bin.items[k]!]!;
      const piece = input.pieces[item.piece]!;
      const rotated = bin.ws[k] !== item.w;
      placements.push({
        id: piece.id,
        x: bin.xs[k]! / scale.factor,
        y: bin.ys[k]! / scale.factor,
        width: rotated ? piece.depth : piece.width,
        height: rotated ? piece.width : piece.depth,
        rotated,
      });
    }
    return { id: remnant.id, placements };
  });
  return { remnants: layouts, taken };
}

/**
 * Lays out a job with remnants: pieces go on the remnants first (fillRemnants), the slabs take
 * the rest. The rest is laid out afresh, and also read off the layout of the whole job without
 * remnants with the copies the remnants took lifted out (a valid layout less some pieces is
 * still valid); whichever has fewer slabs is kept (the fresh one on a tie), so a job never takes
 * more slabs with remnants than without.
 */
export function optimizeWithRemnants(
  input: OptimizeInput,
  optimizeSlabs: (input: OptimizeInput) => OptimizeResult,
): OptimizeResult {
  const withoutRemnants = { ...input };
  delete withoutRemnants.remnants;
  const { remnants, taken } = fillRemnants(input);
  if (taken.every((count) => count === 0)) return { ...optimizeSlabs(withoutRemnants), remnants };

  const rest: OptimizeInput = {
    ...withoutRemnants,
    pieces: input.pieces
      .map((piece, index) => ({ ...piece, quantity: copiesOf(piece) - taken[index]! }))
      .filter((piece) => piece.quantity > 0),
  };
  const fresh = optimizeSlabs(rest);
  const whole = optimizeSlabs(withoutRemnants);
  const lifted = liftOut(input, whole.slabs, taken);
  const slabs = lifted.length < fresh.slabs.length ? lifted : fresh.slabs;
  return {
    slabs,
    unplaced: fresh.unplaced,
    lowerBound: fresh.lowerBound,
    iterations: fresh.iterations + whole.iterations,
    remnants,
  };
}

/** The slabs with `taken[i]` copies of piece i lifted out; slabs left empty are dropped. */
function liftOut(input: OptimizeInput, slabs: readonly SlabLayout[], taken: readonly number[]): SlabLayout[] {
  const left = [...taken];
  const trim = input.slab.trim ?? 0;
  const usableArea = (input.slab.width - 2 * trim) * (input.slab.height - 2 * trim);
  const isCopyOf = (p: Placement, piece: PieceSpec): boolean =>
    p.id === piece.id &&
    p.seam === undefined &&
    (p.rotated
      ? p.width === piece.depth && p.height === piece.width
      : p.width === piece.width && p.height === piece.depth);
  const kept: SlabLayout[] = [];
  for (const slab of slabs) {
    const placements = slab.placements.filter((p) => {
      const index = input.pieces.findIndex((piece, i) => left[i]! > 0 && isCopyOf(p, piece));
      if (index < 0) return true;
      left[index]!--;
      return false;
    });
    if (placements.length === slab.placements.length) kept.push(slab);
    else if (placements.length > 0) {
      const placedArea = placements.reduce((sum, p) => sum + p.width * p.height, 0);
      kept.push({
        placements,
        utilisation: placedArea / usableArea,
        guillotine: isGuillotine(placements, input.kerf ?? 0),
      });
    }
  }
  return kept;
}

import { MaxRectsPacker, PACKING_LOGIC, Rectangle } from 'maxrects-packer/dist/maxrects-packer.mjs';
import { gridPlacements } from '@stonetool/domain/optimizer/naive-grid';
import { optimize } from '@stonetool/domain/optimizer/optimize';
import type { OptimizeInput, PieceSpec } from '@stonetool/domain/optimizer/types';
import type { CheckedLayout, CheckedPlacement } from './check-layout';

/** The methods compared, in the order the report shows them. */
export const METHODS = ['free', 'guillotine', 'maxrects', 'naive'] as const;
export type Method = (typeof METHODS)[number];

export interface MethodRun {
  layout: CheckedLayout;
  /** Compute time in milliseconds. */
  ms: number;
}

/** Whether one copy of the piece fits an empty usable slab in an allowed orientation. */
export function fitsSlab(input: OptimizeInput, piece: PieceSpec): boolean {
  const trim = input.slab.trim ?? 0;
  const W = input.slab.width - 2 * trim;
  const H = input.slab.height - 2 * trim;
  return (
    (piece.width <= W && piece.depth <= H) || (piece.rotate !== false && piece.depth <= W && piece.width <= H)
  );
}

const copiesOf = (pieces: PieceSpec[]) =>
  pieces.flatMap((p) => Array.from({ length: p.quantity }, () => p.id));

/** This optimiser with its default work limits, in free or guillotine mode. */
export function runOptimizer(input: OptimizeInput, guillotine: boolean): MethodRun {
  const started = performance.now();
  const result = optimize({ ...input, guillotine });
  return {
    layout: { slabs: result.slabs, unplaced: result.unplaced.map((u) => u.id) },
    ms: performance.now() - started,
  };
}

/**
 * maxrects-packer with its best options for this instance: every combination of its
 * packing logics (max area, max edge, fill width) and smart sizing on or off, with power-of-
 * two and square sizing off, rotation on (off per piece whose grain locks it) and no tags;
 * the fewest slabs wins. The kerf is its `padding` (it pads each rectangle and the bin by
 * it, exactly the kerf model); the trim shrinks the bin and shifts the placements.
 */
export function runMaxrects(input: OptimizeInput): MethodRun {
  const started = performance.now();
  const trim = input.slab.trim ?? 0;
  const kerf = input.kerf ?? 0;
  const W = input.slab.width - 2 * trim;
  const H = input.slab.height - 2 * trim;
  const fitting = input.pieces.filter((p) => fitsSlab(input, p));
  const unplaced = copiesOf(input.pieces.filter((p) => !fitsSlab(input, p)));
  let best: CheckedLayout['slabs'] | null = null;
  for (const logic of [PACKING_LOGIC.MAX_AREA, PACKING_LOGIC.MAX_EDGE, PACKING_LOGIC.FILL_WIDTH]) {
    for (const smart of [true, false]) {
      const packer = new MaxRectsPacker<Rectangle>(W, H, kerf, {
        smart,
        pot: false,
        square: false,
        allowRotation: true,
        tag: false,
        border: 0,
        logic,
      });
      const rects = fitting.flatMap((piece) =>
        Array.from({ length: piece.quantity }, () => {
          const rect = new Rectangle(piece.width, piece.depth, 0, 0, false, piece.rotate !== false);
          rect.data = { id: piece.id };
          return rect;
        }),
      );
      packer.addArray(rects);
      const slabs = packer.bins.map((bin) => ({
        placements: bin.rects.map((rect): CheckedPlacement => ({
          id: (rect.data as { id: string }).id,
          x: rect.x + trim,
          y: rect.y + trim,
          width: rect.width,
          height: rect.height,
          rotated: rect.rot,
        })),
      }));
      if (best === null || slabs.length < best.length) best = slabs;
    }
  }
  return { layout: { slabs: best ?? [], unplaced }, ms: performance.now() - started };
}

/**
 * The spec's naive method: each product on its own slabs, each slab the product's best
 * uniform grid (the last slab holding what is left). Pieces that fit no slab are reported.
 */
export function runNaive(input: OptimizeInput): MethodRun {
  const started = performance.now();
  const slabs: CheckedLayout['slabs'] = [];
  const unplaced: string[] = [];
  for (const piece of input.pieces) {
    const grid = gridPlacements(input.slab, piece, input.kerf ?? 0);
    if (grid.length === 0) {
      unplaced.push(...copiesOf([piece]));
      continue;
    }
    for (let left = piece.quantity; left > 0; left -= grid.length) {
      slabs.push({ placements: grid.slice(0, left).map((cell) => ({ id: piece.id, ...cell })) });
    }
  }
  return { layout: { slabs, unplaced }, ms: performance.now() - started };
}

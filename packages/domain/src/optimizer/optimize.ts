import { gridStart } from './grid-start';
import { isGuillotine } from './is-guillotine';
import { MIN_USABLE_LEFTOVER } from './leftover-penalty';
import { LINE_BOUND_WORK } from './line-bound';
import { stagedLowerBound } from './lower-bound';
import { prepareItems, type PackItem } from './prepare-items';
import { createRng } from './prng';
import { pieceUnits } from './scale';
import { search } from './search';
import { boundingBoxJob, nestShapes } from './nest-shapes';
import { optimizeWithRemnants } from './remnants';
import { orderByPriority } from './slab-order';
import type { OptimizeInput, OptimizeResult, PieceSpec, Placement, SlabLayout } from './types';

const DEFAULT_SEED = 1;

/**
 * The line bound's work per item when the optimiser refines its bound. The refined bound only
 * lets the search stop early, never improves a layout, so it must cost the search little: at
 * 200,000 for every job it took the time a 12-piece job needed on a loaded machine, and on the
 * literature classes (where it never rose) it took search time from 100-item instances.
 */
const LINE_WORK_PER_ITEM = 1000;

/**
 * Default work limit of the improvement moves, in iterations (see OptimizeInput.maxIterations):
 * it alone decides when the search stops short of the lower bound, so the same job gets the
 * same layout on any machine. Sized so that a 60-piece countertop job finishes in about half a
 * second on a loaded 2-core machine (the tuning history is in bench/README.md).
 */
export function defaultMaxIterations(items: number): number {
  return 2000 + 1750 * items;
}

const neverStop = (): boolean => false;

/**
 * The wall-clock cap the product's callers put on one estimate's layout searches. The
 * longest job of the benchmark (100 literature items) finishes its work in under a second of
 * CPU on a loaded 2-core machine, so only a machine many times slower, or a runaway input,
 * reaches it; below it, the same job gets the same layout everywhere.
 */
export const SEARCH_SAFETY_NET_MS = 30_000;

/**
 * A safety net for OptimizeInput.shouldStop: true once `ms` have passed on the caller's clock.
 * The clock is the caller's, so the domain never reads the time itself.
 */
export function stopAfter(ms: number, now: () => number): () => boolean {
  const at = now() + ms;
  return () => now() > at;
}

/**
 * Lays out all pieces of one stone on as few slabs of one size as it can. Deterministic for
 * the same input (see OptimizeInput.maxIterations); stops early when it reaches the lower
 * bound on slabs. Pieces given an outline (L, U) are nested by their true shape, starting from
 * the layout of their bounding boxes; a job of rectangles only takes the rectangle path alone.
 * Given remnants, pieces go on them first and the slabs take the rest (optimizeWithRemnants).
 */
export function optimize(input: OptimizeInput): OptimizeResult {
  if (input.remnants !== undefined) return optimizeWithRemnants(input, optimizeSlabs);
  return optimizeSlabs(input);
}

function optimizeSlabs(input: OptimizeInput): OptimizeResult {
  if (input.pieces.every((piece) => piece.outline === undefined)) return optimizeRectangles(input);
  const job = boundingBoxJob(input);
  return nestShapes(input, job, optimizeRectangles(job.boxes));
}

function optimizeRectangles(input: OptimizeInput): OptimizeResult {
  const problem = prepareItems(input);
  const { items, binW, binH, scale } = problem;
  const ws = items.map((item) => item.w);
  const hs = items.map((item) => item.h);
  const rotatable = items.map((item) => item.rotatable);
  const ranks = items.map((item) => item.rank);
  const bound = items.length === 0 ? { quick: 0, refine: () => 0 } : boundOf(input, items);
  const found = search(
    { ws, hs, rotatable, ranks },
    {
      binW,
      binH,
      guillotine: input.guillotine === true,
      rng: createRng(input.seed ?? DEFAULT_SEED),
      lowerBound: bound.quick,
      refineBound: bound.refine,
      maxIterations: input.maxIterations ?? defaultMaxIterations(items.length),
      initial: gridStart(input, problem),
      minLeftover: pieceUnits(MIN_USABLE_LEFTOVER, scale) + pieceUnits(input.kerf ?? 0, scale),
      shouldStop: input.shouldStop ?? neverStop,
    },
  );

  const kerf = input.kerf ?? 0;
  const usableArea = (input.slab.width - 2 * problem.trim) * (input.slab.height - 2 * problem.trim);
  const toLength = (units: number): number => problem.trim + units / scale.factor;
  const slabs: SlabLayout[] = orderByPriority(found.bins, (bin) => bin.items.map((i) => items[i]!.rank)).map(
    (bin) => {
      const placements = bin.items.map((index, k): Placement => {
        const item = items[index]!;
        const rotated = bin.ws[k] !== item.w;
        const placement: Placement = {
          id: input.pieces[item.piece]!.id,
          x: toLength(bin.xs[k]!),
          y: toLength(bin.ys[k]!),
          width: rotated ? item.depth : item.width,
          height: rotated ? item.width : item.depth,
          rotated,
        };
        if (item.of > 1) placement.seam = { part: item.part, of: item.of };
        return placement;
      });
      const placedArea = placements.reduce((sum, p) => sum + p.width * p.height, 0);
      return {
        placements,
        utilisation: placedArea / usableArea,
        guillotine: isGuillotine(placements, kerf),
      };
    },
  );
  return {
    slabs,
    unplaced: problem.unplaced,
    lowerBound: found.lowerBound,
    iterations: found.iterations,
  };
}

/**
 * The lower bound on slabs for the copies and seamed parts actually packed (identical ones
 * merged), so that parts of pieces split at seams count too.
 */
function boundOf(input: OptimizeInput, items: PackItem[]): ReturnType<typeof stagedLowerBound> {
  const merged = new Map<string, PieceSpec>();
  for (const item of items) {
    const key = `${item.width}x${item.depth}:${item.rotatable}`;
    const known = merged.get(key);
    if (known) known.quantity++;
    else
      merged.set(key, { id: key, width: item.width, depth: item.depth, quantity: 1, rotate: item.rotatable });
  }
  return stagedLowerBound(
    { slab: input.slab, kerf: input.kerf, pieces: [...merged.values()] },
    Math.min(LINE_BOUND_WORK, LINE_WORK_PER_ITEM * items.length),
  );
}

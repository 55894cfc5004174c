import {
  boundingBox,
  checkOutline,
  isRectangle,
  outlineArea,
  outlineBoxes,
  placeOutline,
  type Outline,
  type Rotation,
} from '../shapes/outline';
import { cutAtSeams, splitAtInsideCorners, type Seam } from '../shapes/inside-corner-seams';
import { boxNearSeam, splitAcrossRuns } from '../shapes/seam-rules';
import { isGuillotine } from './is-guillotine';
import { createRng } from './prng';
import { orderByPriority } from './slab-order';
import { chooseScale, type Scale } from './scale';
import type { ShapeItem, ShapeWay } from './shape-bin';
import { searchShapes, type PackedShapes } from './shape-search';
import { RANKS } from './prepare-items';
import type {
  OptimizeInput,
  OptimizeResult,
  PieceSpec,
  Placement,
  SeamOptions,
  SlabLayout,
  UnplacedPiece,
} from './types';

/**
 * Default limit of the true-shape improvement moves. A move re-packs a few slabs with every
 * pair of boxes tested at every contact position, tens of times a rectangle move's work: sized
 * so that a 40-copy kitchen stays well under a second on a loaded 2-core machine.
 */
export function defaultShapeMoves(items: number): number {
  return 200 + 100 * items;
}

/**
 * A shape behind a bounding box: its piece's id, its outline and, for a part, which part and
 * where the part lay in the piece (the lower-left corner of its bounding box, piece coordinates).
 */
export interface BoxedShape {
  id: string;
  outline: Outline;
  seam?: { part: number; of: number };
  partOrigin?: [number, number];
}

/** The job with every outline replaced by its bounding box, and what the outlines were. */
export interface BoundingBoxJob {
  boxes: OptimizeInput;
  /**
   * The shapes by the id their box carries: a piece's own id, or for each part of a piece cut at
   * inside corners an id of its own. Outlines are moved so their bounding box starts at the origin.
   */
  shapes: Map<string, BoxedShape>;
  /** Copies of pieces whose outline is not valid or fits no slab. */
  unplaced: UnplacedPiece[];
}

const QUARTER_TURNS: readonly Rotation[] = [0, 90, 180, 270];

/** Turns allowed to a piece: a locked grain still allows a half turn, which keeps its direction. */
const turnsOf = (piece: PieceSpec): readonly Rotation[] =>
  piece.rotate === false ? [0, 180] : QUARTER_TURNS;

/**
 * A shaped piece too large for the slab cut at seams: where the user placed them (`seamsAt`,
 * checked against the rules before), else at inside corners, each seam clear of the cutouts, and
 * when no cut at inside corners will do (the cutouts stand in the way, a part is too short, or a
 * leg is longer than the slab even once cut there), straight across its runs wherever the rules
 * allow; when that fails too, the inside corners' reason is given.
 */
function splitShape(
  piece: PieceSpec,
  outline: Outline,
  fits: (part: Outline) => boolean,
  seams: SeamOptions,
): { ok: true; parts: Outline[] } | { ok: false; reason: UnplacedPiece['reason'] } {
  if (fits(outline)) return { ok: true, parts: [outline] };
  if (piece.seamsAt !== undefined && piece.seamsAt.length > 0) {
    const cut = cutAtSeams(outline, piece.seamsAt);
    if (!cut.ok) return { ok: false, reason: 'invalid_dimensions' };
    return cut.parts.every(fits) ? cut : { ok: false, reason: 'seam_part_too_large' };
  }
  const boxes = piece.cutouts ?? [];
  const clearance = seams.cutoutClearance ?? 0;
  const clear = (seam: Seam): boolean => boxNearSeam(seam, boxes, clearance) < 0;
  const split = splitAtInsideCorners(outline, fits, seams.minPiece, clear);
  if (split.ok) return split;
  const across = splitAcrossRuns(outline, fits, seams.minPiece, clear);
  return across ? { ok: true, parts: across.parts } : split;
}

/**
 * Sets the outlines aside: a valid one becomes its bounding box for the rectangle optimiser;
 * an invalid one is reported unplaced, and so is one that fits the usable slab in no allowed
 * turn, unless seams are on and cutting it at inside corners gives parts that fit (each then
 * has a box of its own).
 */
export function boundingBoxJob(input: OptimizeInput): BoundingBoxJob {
  const trim = input.slab.trim ?? 0;
  const usableW = input.slab.width - 2 * trim;
  const usableH = input.slab.height - 2 * trim;
  const shapes = new Map<string, BoxedShape>();
  const unplaced: UnplacedPiece[] = [];
  const pieces: PieceSpec[] = [];
  for (const piece of input.pieces) {
    if (piece.outline === undefined) {
      pieces.push(piece);
      continue;
    }
    const copies = Math.max(0, Math.floor(piece.quantity));
    const report = (reason: UnplacedPiece['reason']): void => {
      for (let c = 0; c < copies; c++) unplaced.push({ id: piece.id, reason });
    };
    if (!checkOutline(piece.outline).ok) {
      report('invalid_dimensions');
      continue;
    }
    const fits = (outline: Outline): boolean => {
      const box = boundingBox(outline);
      const [w, h] = [box.x1 - box.x0, box.y1 - box.y0];
      return turnsOf(piece).some((turn) =>
        turn % 180 === 0 ? w <= usableW && h <= usableH : h <= usableW && w <= usableH,
      );
    };
    const split = input.seams
      ? splitShape(piece, piece.outline, fits, input.seams)
      : fits(piece.outline)
        ? { ok: true as const, parts: [piece.outline] }
        : { ok: false as const, reason: 'too_large' as const };
    if (!split.ok) {
      report(split.reason);
      continue;
    }
    const { outline: _outline, cutouts: _cutouts, seamsAt: _seamsAt, ...rest } = piece;
    split.parts.forEach((part, k) => {
      const outline = placeOutline(part, 0, 0, 0);
      const box = boundingBox(outline);
      const { x0, y0 } = boundingBox(part);
      const of = split.parts.length;
      // A NUL cannot be typed into an id, so a part's own id never meets another piece's.
      const boxId = of === 1 ? piece.id : `${piece.id}\u0000${k}`;
      shapes.set(boxId, {
        id: piece.id,
        outline,
        ...(of > 1 ? { seam: { part: k, of }, partOrigin: [x0, y0] } : {}),
      });
      pieces.push({ ...rest, id: boxId, width: box.x1, depth: box.y1 });
    });
  }
  return { boxes: { ...input, pieces }, shapes, unplaced };
}

/** A copy or seamed part as the rectangle optimiser placed it, with its outline if it has one. */
interface Source {
  id: string;
  /** Unturned size in input units. */
  width: number;
  depth: number;
  seam?: Placement['seam'];
  outline?: Outline;
  partOrigin?: [number, number];
}

function waysOf(source: Source, piece: PieceSpec | undefined, scale: Scale, kerfU: number): ShapeWay[] {
  const f = scale.factor;
  const outline: Outline = source.outline?.map(([x, y]) => [x * f, y * f] as const) ?? [
    [0, 0],
    [source.width * f, 0],
    [source.width * f, source.depth * f],
    [0, source.depth * f],
  ];
  const turns: readonly Rotation[] = source.outline
    ? turnsOf(piece!)
    : piece?.rotate === false
      ? [0]
      : [0, 90];
  const ways: ShapeWay[] = [];
  const seen = new Set<string>();
  for (const rotation of turns) {
    const boxes = outlineBoxes(placeOutline(outline, rotation, 0, 0)).map((b) => ({
      x0: Math.round(b.x0),
      y0: Math.round(b.y0),
      x1: Math.round(b.x1) + kerfU,
      y1: Math.round(b.y1) + kerfU,
    }));
    const key = JSON.stringify(boxes);
    if (seen.has(key)) continue;
    seen.add(key);
    ways.push({
      rotation,
      w: Math.max(...boxes.map((b) => b.x1)),
      h: Math.max(...boxes.map((b) => b.y1)),
      boxes,
      lefts: [...new Set(boxes.map((b) => b.x0))],
      bottoms: [...new Set(boxes.map((b) => b.y0))],
    });
  }
  return ways;
}

/**
 * Nests the job by the pieces' true shapes, starting from the layout the rectangle optimiser
 * found for their bounding boxes (`boxes`): the result keeps that layout unless the search finds
 * one with fewer slabs, so it never takes more slabs than bounding boxes. Guillotine mode keeps
 * the bounding boxes: an L's inside corner is no edge-to-edge cut.
 */
export function nestShapes(input: OptimizeInput, job: BoundingBoxJob, boxes: OptimizeResult): OptimizeResult {
  const trim = input.slab.trim ?? 0;
  const kerf = input.kerf ?? 0;
  const usableW = input.slab.width - 2 * trim;
  const usableH = input.slab.height - 2 * trim;
  const pieces = new Map(input.pieces.map((piece) => [piece.id, piece]));
  const sources: Source[] = [];
  const initialInches = boxes.slabs.map((slab) =>
    slab.placements.map((p) => {
      const shape = job.shapes.get(p.id);
      const seam = shape?.seam ?? p.seam;
      sources.push({
        id: shape?.id ?? p.id,
        width: p.rotated ? p.height : p.width,
        depth: p.rotated ? p.width : p.height,
        ...(seam ? { seam } : {}),
        ...(shape ? { outline: shape.outline } : {}),
        ...(shape?.partOrigin ? { partOrigin: shape.partOrigin } : {}),
      });
      const rotation: Rotation = p.rotated ? 90 : 0;
      return { index: sources.length - 1, x: p.x - trim, y: p.y - trim, rotation };
    }),
  );
  const lengths = [usableW, usableH, kerf];
  for (const s of sources) lengths.push(s.width, s.depth, ...(s.outline?.flat() ?? []));
  for (const slab of initialInches) for (const p of slab) lengths.push(p.x, p.y);
  const scale = chooseScale(lengths.filter((length) => length > 0));
  const f = scale.factor;
  const kerfU = Math.round(kerf * f);
  const binW = Math.round(usableW * f) + kerfU;
  const binH = Math.round(usableH * f) + kerfU;
  const items: ShapeItem[] = sources.map((s) => ({
    ways: waysOf(s, pieces.get(s.id), scale, kerfU),
    area: Math.round((s.outline ? outlineArea(s.outline) : s.width * s.depth) * f * f),
    rank: RANKS[pieces.get(s.id)?.priority ?? 'normal'] ?? 1,
  }));
  const totalArea = items.reduce((sum, item) => sum + item.area, 0);
  const areaBound = items.length === 0 ? 0 : Math.ceil(totalArea / ((binW - kerfU) * (binH - kerfU)));

  let bins: PackedShapes[] | null = null;
  let moves = 0;
  if (scale.exact && input.guillotine !== true && boxes.slabs.length > areaBound) {
    const initial = initialInches.map((slab) => ({
      items: slab.map((p) => p.index),
      ways: slab.map((p) =>
        Math.max(
          0,
          items[p.index]!.ways.findIndex((w) => w.rotation === p.rotation),
        ),
      ),
      xs: slab.map((p) => Math.round(p.x * f)),
      ys: slab.map((p) => Math.round(p.y * f)),
    }));
    const found = searchShapes(items, {
      binW,
      binH,
      rng: createRng(input.seed ?? 1),
      lowerBound: areaBound,
      maxMoves: input.maxIterations ?? defaultShapeMoves(items.length),
      initial,
      shouldStop: input.shouldStop ?? (() => false),
    });
    moves = found.moves;
    if (found.bins.length < boxes.slabs.length) bins = found.bins;
  }
  const placed: Placement[][] = bins
    ? bins.map((bin) =>
        bin.items.map((index, k) => {
          const way = items[index]!.ways[bin.ways[k]!]!;
          return placementOf(sources[index]!, way.rotation, trim + bin.xs[k]! / f, trim + bin.ys[k]! / f);
        }),
      )
    : initialInches.map((slab) =>
        slab.map((p) => placementOf(sources[p.index]!, p.rotation, trim + p.x, trim + p.y)),
      );
  return {
    slabs: orderByPriority(placed, (placements) =>
      placements.map((p) => RANKS[pieces.get(p.id)?.priority ?? 'normal'] ?? 1),
    ).map((placements) => slabLayout(placements, usableW * usableH, kerf)),
    unplaced: [...boxes.unplaced, ...job.unplaced],
    lowerBound: areaBound,
    iterations: moves,
  };
}

function placementOf(source: Source, rotation: Rotation, x: number, y: number): Placement {
  const turned = rotation === 90 || rotation === 270;
  const placement: Placement = {
    id: source.id,
    x,
    y,
    width: turned ? source.depth : source.width,
    height: turned ? source.width : source.depth,
    rotated: turned,
  };
  if (source.seam) placement.seam = source.seam;
  if (source.partOrigin) placement.partOrigin = source.partOrigin;
  if (source.outline) {
    placement.rotation = rotation;
    placement.outline = placeOutline(source.outline, rotation, x, y);
  }
  return placement;
}

function slabLayout(placements: Placement[], usableArea: number, kerf: number): SlabLayout {
  const area = placements.reduce(
    (sum, p) => sum + (p.outline ? outlineArea(p.outline) : p.width * p.height),
    0,
  );
  const shaped = placements.some((p) => p.outline && !isRectangle(p.outline));
  return {
    placements,
    utilisation: area / usableArea,
    guillotine: !shaped && isGuillotine(placements, kerf),
  };
}

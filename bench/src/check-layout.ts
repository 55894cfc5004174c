import type { OptimizeInput } from '@stonetool/domain/optimizer/types';

/**
 * An independent check of a layout, written for the benchmark from the contract alone
 * (issue 3, "Command-line contract"), so a bug shared with the optimiser's own validator
 * cannot hide. Every method's layouts — this optimiser's, maxrects-packer's, the naive
 * grid's — go through it.
 */

export interface CheckedPlacement {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
  rotated: boolean;
  /** A piece given an outline: its counter-clockwise quarter turn and the outline as placed. */
  rotation?: number;
  outline?: Array<[number, number]>;
}

type Point = readonly [number, number];

/** An axis-aligned rectangle by its corners. */
interface Rect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/**
 * The rectangles covering a rectilinear outline, as vertical strips between neighbouring corner
 * x values, each cut where the outline's horizontal sides cross it (even-odd). The optimiser cuts
 * outlines into horizontal bands instead, so the two cannot share a mistake.
 */
export function verticalStrips(outline: readonly Point[]): Rect[] {
  const xs = [...new Set(outline.map((p) => p[0]))].sort((a, b) => a - b);
  const strips: Rect[] = [];
  for (let i = 0; i + 1 < xs.length; i++) {
    const x0 = xs[i] as number;
    const x1 = xs[i + 1] as number;
    const middle = (x0 + x1) / 2;
    const ys = outline
      .map((p, k) => [p, outline[(k + 1) % outline.length] as Point] as const)
      .filter(([a, b]) => a[1] === b[1] && Math.min(a[0], b[0]) < middle && middle < Math.max(a[0], b[0]))
      .map(([a]) => a[1])
      .sort((a, b) => a - b);
    for (let k = 0; k + 1 < ys.length; k += 2)
      strips.push({ x0, x1, y0: ys[k] as number, y1: ys[k + 1] as number });
  }
  return strips;
}

/** The outline turned counter-clockwise by a quarter-turn count and moved to start at the origin. */
function turned(outline: readonly Point[], rotation: number): Point[] {
  let points: Point[] = [...outline];
  for (let q = 0; q < rotation / 90; q++) points = points.map(([x, y]) => [-y, x] as const);
  const minX = Math.min(...points.map((p) => p[0]));
  const minY = Math.min(...points.map((p) => p[1]));
  return points.map(([x, y]) => [x - minX, y - minY] as const);
}

/** The same points in the same cyclic order, within EPS, whatever point each list starts at. */
function sameCycle(a: readonly Point[], b: readonly Point[]): boolean {
  if (a.length !== b.length) return false;
  const close = (p: Point, q: Point) => Math.abs(p[0] - q[0]) <= EPS && Math.abs(p[1] - q[1]) <= EPS;
  return a.some((_, start) => a.every((p, k) => close(p, b[(start + k) % b.length] as Point)));
}

/** The problems of a placement of a piece given an outline (empty when it is right). */
function outlineErrors(
  where: string,
  piece: { outline?: readonly Point[]; rotate?: boolean },
  p: CheckedPlacement,
): string[] {
  if (!piece.outline) return p.outline ? [`${where}: placed with an outline, the piece has none`] : [];
  const rotation = p.rotation;
  if (!p.outline || rotation === undefined) return [`${where}: the piece has an outline, the placement none`];
  if (![0, 90, 180, 270].includes(rotation)) return [`${where}: rotation ${rotation} is no quarter turn`];
  const errors: string[] = [];
  if (piece.rotate === false && rotation % 180 !== 0)
    errors.push(`${where}: turned by ${rotation}, its grain is locked`);
  if (p.rotated !== (rotation % 180 !== 0)) errors.push(`${where}: rotated and rotation disagree`);
  const placed = p.outline;
  const minX = Math.min(...placed.map((q) => q[0]));
  const minY = Math.min(...placed.map((q) => q[1]));
  const maxX = Math.max(...placed.map((q) => q[0]));
  const maxY = Math.max(...placed.map((q) => q[1]));
  if (Math.abs(minX - p.x) > EPS || Math.abs(minY - p.y) > EPS)
    errors.push(`${where}: the outline does not start at the placement's corner`);
  if (Math.abs(maxX - minX - p.width) > EPS || Math.abs(maxY - minY - p.height) > EPS)
    errors.push(`${where}: the outline is not as wide and high as the placement`);
  const moved = placed.map(([x, y]) => [x - minX, y - minY] as const);
  if (!sameCycle(turned(piece.outline, rotation), moved))
    errors.push(`${where}: the outline is not the piece's outline turned by ${rotation}`);
  return errors;
}

export interface CheckedLayout {
  slabs: Array<{ placements: CheckedPlacement[]; guillotine?: boolean }>;
  /** One id per copy reported unplaced. */
  unplaced: string[];
}

/** Slack for decimal inch fractions in binary floating point; far below any saw's precision. */
const EPS = 1e-6;

/**
 * Every way the layout breaks the contract, as readable messages (empty when valid):
 * each placement inside the usable slab (inside the trim) with the piece's size in an
 * allowed orientation (a piece given an outline: that outline turned by its rotation, with its
 * bounding box as the placement's size, and every part of it kerf apart from the others); at least the kerf between any two pieces of a slab along x or y;
 * every copy placed once or reported; reported only when it fits an empty slab in neither
 * allowed orientation; no empty slabs; and, when `guillotine` is asked for (or a slab
 * claims it), every slab cuttable edge to edge.
 */
export function checkLayout(
  input: OptimizeInput,
  layout: CheckedLayout,
  options: { guillotine: boolean },
): string[] {
  const errors: string[] = [];
  const kerf = input.kerf !== undefined && input.kerf > 0 ? input.kerf : 0;
  const trim = input.slab.trim ?? 0;
  const right = input.slab.width - trim;
  const top = input.slab.height - trim;
  const pieces = new Map(input.pieces.map((p) => [p.id, p]));
  const seen = new Map<string, number>();
  const count = (id: string) => seen.set(id, (seen.get(id) ?? 0) + 1);

  layout.slabs.forEach((slab, s) => {
    if (slab.placements.length === 0) errors.push(`slab ${s + 1} is empty`);
    slab.placements.forEach((p) => {
      count(p.id);
      const piece = pieces.get(p.id);
      const where = `${p.id} on slab ${s + 1} at (${p.x}, ${p.y})`;
      if (!piece) {
        errors.push(`${where}: no such piece`);
        return;
      }
      const [w, h] = p.rotated ? [piece.depth, piece.width] : [piece.width, piece.depth];
      if (Math.abs(p.width - w) > EPS || Math.abs(p.height - h) > EPS) {
        errors.push(`${where}: placed ${p.width} x ${p.height}, piece is ${w} x ${h}`);
      }
      if (p.rotated && piece.rotate === false) errors.push(`${where}: turned, but its rotation is locked`);
      errors.push(...outlineErrors(where, piece, p));
      if (p.x < trim - EPS || p.y < trim - EPS || p.x + p.width > right + EPS || p.y + p.height > top + EPS) {
        errors.push(`${where}: outside the usable slab`);
      }
    });
    const sorted = [...slab.placements].sort((a, b) => a.x - b.x);
    const rectsOf = (p: CheckedPlacement): Rect[] =>
      p.outline ? verticalStrips(p.outline) : [{ x0: p.x, y0: p.y, x1: p.x + p.width, y1: p.y + p.height }];
    const apart = (a: Rect, b: Rect) =>
      b.x0 >= a.x1 + kerf - EPS ||
      a.x0 >= b.x1 + kerf - EPS ||
      b.y0 >= a.y1 + kerf - EPS ||
      a.y0 >= b.y1 + kerf - EPS;
    sorted.forEach((a, i) => {
      for (let j = i + 1; j < sorted.length; j++) {
        const b = sorted[j] as CheckedPlacement;
        if (b.x >= a.x + a.width + kerf - EPS) break;
        const ra = rectsOf(a);
        const rb = rectsOf(b);
        if (!ra.every((r) => rb.every((q) => apart(r, q))))
          errors.push(`slab ${s + 1}: ${a.id} and ${b.id} overlap or are closer than the kerf`);
      }
    });
    if ((options.guillotine || slab.guillotine === true) && !guillotineCuttable(slab.placements, kerf)) {
      errors.push(`slab ${s + 1} cannot be cut with edge-to-edge straight cuts`);
    }
  });

  for (const id of layout.unplaced) {
    count(id);
    const piece = pieces.get(id);
    if (!piece) {
      errors.push(`unplaced ${id}: no such piece`);
      continue;
    }
    const W = input.slab.width - 2 * trim;
    const H = input.slab.height - 2 * trim;
    const fits =
      (piece.width <= W + EPS && piece.depth <= H + EPS) ||
      (piece.rotate !== false && piece.depth <= W + EPS && piece.width <= H + EPS);
    if (fits) errors.push(`unplaced ${id}: it fits an empty slab`);
  }
  for (const piece of input.pieces) {
    const got = seen.get(piece.id) ?? 0;
    if (got !== piece.quantity)
      errors.push(`${piece.id}: ${piece.quantity} copies, ${got} placed or reported`);
  }
  return errors;
}

/**
 * True when the pieces can be separated by a sequence of edge-to-edge straight cuts, each
 * as wide as the kerf: some vertical or horizontal line crosses no piece (grown by the kerf
 * on its right and top), and each side is again cuttable. Taking any such line is safe:
 * pieces on one side of a guillotine layout are themselves a guillotine layout.
 */
export function guillotineCuttable(placements: CheckedPlacement[], kerf: number): boolean {
  if (placements.length <= 1) return true;
  const split = (lo: (p: CheckedPlacement) => number, size: (p: CheckedPlacement) => number) => {
    const sorted = [...placements].sort((a, b) => lo(a) - lo(b));
    let reach = -Infinity;
    for (let i = 0; i < sorted.length - 1; i++) {
      const p = sorted[i] as CheckedPlacement;
      reach = Math.max(reach, lo(p) + size(p) + kerf);
      if (reach <= lo(sorted[i + 1] as CheckedPlacement) + EPS)
        return [sorted.slice(0, i + 1), sorted.slice(i + 1)];
    }
    return null;
  };
  const parts =
    split(
      (p) => p.x,
      (p) => p.width,
    ) ??
    split(
      (p) => p.y,
      (p) => p.height,
    );
  return parts !== null && parts.every((part) => guillotineCuttable(part, kerf));
}

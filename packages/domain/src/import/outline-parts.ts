/** A corner of an outline, in drawing units. */
export interface OutlinePoint {
  x: number;
  y: number;
}

/** One rectangle of an outline cut at its seams; sides in drawing units. */
export interface OutlinePart {
  /** The longer side. */
  length: number;
  /** The shorter side. */
  depth: number;
}

/** Where two parts meet: their indexes in `parts` and the seam's length in drawing units. */
export interface OutlineSeam {
  between: [number, number];
  length: number;
}

export interface OutlineParts {
  /** L (6 corners), U (8 corners, the notch's two corners side by side), or stepped (any other). */
  shape: 'L' | 'U' | 'stepped';
  /** The outline's own area (drawing units squared), which its parts add up to. */
  area: number;
  parts: OutlinePart[];
  seams: OutlineSeam[];
}

/** Outlines with more corners are not cut up: the enumeration below grows fast with them. */
const MAX_CORNERS = 12;

const cross = (o: OutlinePoint, a: OutlinePoint, b: OutlinePoint) =>
  (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);

/** An outline's corners: points in the middle of a straight side (within the tolerance) are dropped. */
export function cornersOf<T extends OutlinePoint>(raw: readonly T[], tolerance: number): T[] {
  return raw.filter((p, i) => {
    const before = raw[(i + raw.length - 1) % raw.length] as OutlinePoint;
    const after = raw[(i + 1) % raw.length] as OutlinePoint;
    return Math.abs(cross(before, p, after)) > tolerance * Math.hypot(after.x - before.x, after.y - before.y);
  });
}

/** Shoelace area of a simple polygon. */
export function polygonArea(points: readonly OutlinePoint[]): number {
  let twice = 0;
  points.forEach((p, i) => {
    const q = points[(i + 1) % points.length] as OutlinePoint;
    twice += p.x * q.y - q.x * p.y;
  });
  return Math.abs(twice) / 2;
}

function inside(points: readonly OutlinePoint[], x: number, y: number): boolean {
  let odd = false;
  points.forEach((p, i) => {
    const q = points[(i + 1) % points.length] as OutlinePoint;
    if (p.y > y !== q.y > y && x < ((q.x - p.x) * (y - p.y)) / (q.y - p.y) + p.x) odd = !odd;
  });
  return odd;
}

/** Values closer than the tolerance are one grid line (CAD exports carry rounding noise). */
function gridLines(values: number[], tolerance: number): number[] {
  const lines: number[] = [];
  for (const v of [...values].sort((a, b) => a - b)) {
    if (lines.length === 0 || v - (lines[lines.length - 1] as number) > tolerance) lines.push(v);
  }
  return lines;
}

interface Cell {
  i0: number;
  j0: number;
  i1: number;
  j1: number;
}

/**
 * All partitions of the inside cells of a grid into the fewest rectangles of cells. The first
 * uncovered cell (row by row) must be the corner of the rectangle that covers it, so trying every
 * rectangle from that corner finds every partition.
 */
function fewestRectangles(filled: boolean[][]): Cell[][] {
  const columns = filled.length;
  const rows = filled[0]?.length ?? 0;
  const covered = filled.map((column) => column.map((isInside) => !isInside));
  let best: Cell[][] = [];
  let bestCount = Infinity;
  const chosen: Cell[] = [];
  const search = () => {
    if (chosen.length > bestCount) return;
    let start: [number, number] | null = null;
    for (let j = 0; j < rows && !start; j++)
      for (let i = 0; i < columns && !start; i++) if (!covered[i]?.[j]) start = [i, j];
    if (!start) {
      if (chosen.length < bestCount) {
        bestCount = chosen.length;
        best = [];
      }
      best.push([...chosen]);
      return;
    }
    const [i0, j0] = start;
    for (let i1 = i0; i1 < columns && !covered[i1]?.[j0]; i1++) {
      for (let j1 = j0; j1 < rows; j1++) {
        let free = true;
        for (let i = i0; i <= i1 && free; i++) free = !covered[i]?.[j1];
        if (!free) break;
        const cell = { i0, j0, i1, j1 };
        const mark = (value: boolean) => {
          for (let i = i0; i <= i1; i++) for (let j = j0; j <= j1; j++) (covered[i] as boolean[])[j] = value;
        };
        mark(true);
        chosen.push(cell);
        search();
        chosen.pop();
        mark(false);
      }
    }
  };
  search();
  return best;
}

/**
 * An outline whose corners are all right angles (an L, a U, a step), cut into the fewest
 * rectangles: one cut per inside corner, the seam running on from it. Of the ways to cut, the one
 * whose longest part is shortest wins, as parts that short fit a slab best. Returns null for a
 * rectangle, an outline with an angled or curved side, or one of more than 12 corners.
 */
export function outlineParts(raw: readonly OutlinePoint[], tolerance: number): OutlineParts | null {
  const points = cornersOf(raw, tolerance);
  if (points.length <= 4 || points.length > MAX_CORNERS || points.length % 2 === 1) return null;

  // The outline's own axes, from its first side, so a drawing rotated on the sheet is read too.
  const first = points[0] as OutlinePoint;
  const second = points[1] as OutlinePoint;
  const run = Math.hypot(second.x - first.x, second.y - first.y);
  const ux = (second.x - first.x) / run;
  const uy = (second.y - first.y) / run;
  const local = points.map((p) => ({
    x: (p.x - first.x) * ux + (p.y - first.y) * uy,
    y: -(p.x - first.x) * uy + (p.y - first.y) * ux,
  }));
  const rectilinear = local.every((p, i) => {
    const q = local[(i + 1) % local.length] as OutlinePoint;
    return Math.abs(p.x - q.x) <= tolerance || Math.abs(p.y - q.y) <= tolerance;
  });
  if (!rectilinear) return null;

  const xs = gridLines(
    local.map((p) => p.x),
    tolerance,
  );
  const ys = gridLines(
    local.map((p) => p.y),
    tolerance,
  );
  const filled = xs
    .slice(1)
    .map((x, i) =>
      ys.slice(1).map((y, j) => inside(local, ((xs[i] as number) + x) / 2, ((ys[j] as number) + y) / 2)),
    );
  const size = (c: Cell) => ({
    w: (xs[c.i1 + 1] as number) - (xs[c.i0] as number),
    h: (ys[c.j1 + 1] as number) - (ys[c.j0] as number),
  });
  const longest = (partition: Cell[]) => Math.max(...partition.map((c) => Math.max(size(c).w, size(c).h)));
  const partition = fewestRectangles(filled).reduce<Cell[] | null>(
    (best, candidate) => (best === null || longest(candidate) < longest(best) - tolerance ? candidate : best),
    null,
  );
  if (partition === null || partition.length < 2) return null;

  const seams: OutlineSeam[] = [];
  partition.forEach((a, p) => {
    partition.forEach((b, q) => {
      if (q <= p) return;
      const overlap = (lo1: number, hi1: number, lo2: number, hi2: number) =>
        Math.min(hi1, hi2) - Math.max(lo1, lo2);
      let length = 0;
      if (a.i1 + 1 === b.i0 || b.i1 + 1 === a.i0) {
        length = overlap(
          ys[a.j0] as number,
          ys[a.j1 + 1] as number,
          ys[b.j0] as number,
          ys[b.j1 + 1] as number,
        );
      } else if (a.j1 + 1 === b.j0 || b.j1 + 1 === a.j0) {
        length = overlap(
          xs[a.i0] as number,
          xs[a.i1 + 1] as number,
          xs[b.i0] as number,
          xs[b.i1 + 1] as number,
        );
      }
      if (length > tolerance) seams.push({ between: [p, q], length });
    });
  });

  // An inside corner turns against the outline's winding.
  const winding = Math.sign(
    local.reduce(
      (sum, p, i) => sum + cross({ x: 0, y: 0 }, p, local[(i + 1) % local.length] as OutlinePoint),
      0,
    ),
  );
  const reflex = local.flatMap((p, i) => {
    const before = local[(i + local.length - 1) % local.length] as OutlinePoint;
    const after = local[(i + 1) % local.length] as OutlinePoint;
    return Math.sign(cross(before, p, after)) === -winding ? [i] : [];
  });
  const [r0 = -1, r1 = -1] = reflex;
  const notchSideBySide = reflex.length === 2 && (r1 - r0 === 1 || (r0 === 0 && r1 === local.length - 1));
  const shape = points.length === 6 ? 'L' : points.length === 8 && notchSideBySide ? 'U' : 'stepped';

  return {
    shape,
    area: polygonArea(points),
    parts: partition.map((c) => {
      const { w, h } = size(c);
      return { length: Math.max(w, h), depth: Math.min(w, h) };
    }),
    seams,
  };
}

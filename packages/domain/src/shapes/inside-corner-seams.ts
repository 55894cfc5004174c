import { boundingBox, outlineBoxes, type Outline, type OutlinePoint } from './outline';

/** The trade's shortest part of a piece cut at a seam, in inches. */
export const DEFAULT_MIN_SEAM_PART = 12;

/** A seam: the straight cut between two parts, from an inside corner across the piece. */
export interface Seam {
  from: OutlinePoint;
  to: OutlinePoint;
}

export type InsideCornerSplit =
  { ok: true; parts: Outline[]; seams: Seam[] } | { ok: false; reason: 'too_large' | 'seam_too_short' };

type Cell = readonly [number, number];

/** The outline on the grid of its own corner coordinates: which cells lie inside it. */
interface Grid {
  xs: number[];
  ys: number[];
  inside: boolean[][];
}

function gridOf(outline: Outline): Grid {
  const xs = [...new Set(outline.map(([x]) => x))].sort((a, b) => a - b);
  const ys = [...new Set(outline.map(([, y]) => y))].sort((a, b) => a - b);
  const boxes = outlineBoxes(outline);
  const inside = xs.slice(1).map((x1, i) =>
    ys.slice(1).map((y1, j) => {
      const cx = (xs[i]! + x1) / 2;
      const cy = (ys[j]! + y1) / 2;
      return boxes.some((b) => b.x0 < cx && cx < b.x1 && b.y0 < cy && cy < b.y1);
    }),
  );
  return { xs, ys, inside };
}

const isInside = (grid: Grid, i: number, j: number): boolean => grid.inside[i]?.[j] === true;
const pairKey = (a: Cell, b: Cell): string =>
  [a, b]
    .map((c) => c.join(','))
    .sort()
    .join('|');

/**
 * The cut from an inside corner straight on along one of its sides, until it leaves the piece:
 * the pairs of cells it separates and where it ends. Null when it does not enter the piece.
 */
function cutFrom(
  grid: Grid,
  corner: OutlinePoint,
  dx: number,
  dy: number,
): { apart: Set<string>; end: OutlinePoint } | null {
  const apart = new Set<string>();
  if (dy === 0) {
    const j = grid.ys.indexOf(corner[1]);
    let i = grid.xs.indexOf(corner[0]) + (dx > 0 ? 0 : -1);
    while (isInside(grid, i, j) && isInside(grid, i, j - 1)) {
      apart.add(pairKey([i, j], [i, j - 1]));
      i += dx;
    }
    return apart.size === 0 ? null : { apart, end: [grid.xs[dx > 0 ? i : i + 1]!, corner[1]] };
  }
  const i = grid.xs.indexOf(corner[0]);
  let j = grid.ys.indexOf(corner[1]) + (dy > 0 ? 0 : -1);
  while (isInside(grid, i, j) && isInside(grid, i - 1, j)) {
    apart.add(pairKey([i, j], [i - 1, j]));
    j += dy;
  }
  return apart.size === 0 ? null : { apart, end: [corner[0], grid.ys[dy > 0 ? j : j + 1]!] };
}

/** The connected groups of inside cells, neighbours across the cut kept apart. */
function componentsOf(grid: Grid, apart: Set<string>): Cell[][] {
  const seen = new Set<string>();
  const components: Cell[][] = [];
  grid.inside.forEach((column, i) =>
    column.forEach((inside, j) => {
      if (!inside || seen.has(`${i},${j}`)) return;
      const component: Cell[] = [];
      const stack: Cell[] = [[i, j]];
      seen.add(`${i},${j}`);
      while (stack.length > 0) {
        const cell = stack.pop()!;
        component.push(cell);
        for (const [di, dj] of [
          [1, 0],
          [-1, 0],
          [0, 1],
          [0, -1],
        ] as const) {
          const next: Cell = [cell[0] + di, cell[1] + dj];
          const key = next.join(',');
          if (!isInside(grid, next[0], next[1]) || seen.has(key) || apart.has(pairKey(cell, next))) continue;
          seen.add(key);
          stack.push(next);
        }
      }
      components.push(component);
    }),
  );
  return components;
}

/**
 * The outline around a group of cells, counter-clockwise from its lowest, then leftmost corner:
 * every cell side facing no cell of the group, chained end to start, straight runs joined.
 */
function outlineAround(grid: Grid, cells: Cell[]): Outline {
  const member = new Set(cells.map((c) => c.join(',')));
  const next = new Map<string, OutlinePoint>();
  const point = (i: number, j: number): OutlinePoint => [grid.xs[i]!, grid.ys[j]!];
  for (const [i, j] of cells) {
    const sides: Array<[boolean, OutlinePoint, OutlinePoint]> = [
      [!member.has(`${i},${j - 1}`), point(i, j), point(i + 1, j)],
      [!member.has(`${i + 1},${j}`), point(i + 1, j), point(i + 1, j + 1)],
      [!member.has(`${i},${j + 1}`), point(i + 1, j + 1), point(i, j + 1)],
      [!member.has(`${i - 1},${j}`), point(i, j + 1), point(i, j)],
    ];
    for (const [open, from, to] of sides) if (open) next.set(from.join(','), to);
  }
  const start = [...next.keys()]
    .map((key) => key.split(',').map(Number) as [number, number])
    .sort((a, b) => a[1] - b[1] || a[0] - b[0])[0]!;
  const chain: OutlinePoint[] = [start];
  for (let at = next.get(start.join(','))!; at.join(',') !== start.join(','); at = next.get(at.join(','))!)
    chain.push(at);
  return chain.filter((p, k) => {
    const before = chain[(k + chain.length - 1) % chain.length]!;
    const after = chain[(k + 1) % chain.length]!;
    return !(before[0] === p[0] && p[0] === after[0]) && !(before[1] === p[1] && p[1] === after[1]);
  });
}

/** Every way to cut the outline in two at one inside corner, straight on along either side. */
function singleCuts(outline: Outline): Array<{ parts: [Outline, Outline]; seam: Seam }> {
  const grid = gridOf(outline);
  const n = outline.length;
  const cuts: Array<{ parts: [Outline, Outline]; seam: Seam }> = [];
  outline.forEach((corner, k) => {
    const before = outline[(k + n - 1) % n]!;
    const after = outline[(k + 1) % n]!;
    const inX = Math.sign(corner[0] - before[0]);
    const inY = Math.sign(corner[1] - before[1]);
    const outX = Math.sign(after[0] - corner[0]);
    const outY = Math.sign(after[1] - corner[1]);
    // A right turn on a counter-clockwise outline is an inside corner.
    if (inX * outY - inY * outX >= 0) return;
    for (const [dx, dy] of [
      [inX, inY],
      [-outX, -outY],
    ] as const) {
      const cut = cutFrom(grid, corner, dx, dy);
      if (!cut) continue;
      const components = componentsOf(grid, cut.apart);
      if (components.length !== 2) continue;
      cuts.push({
        parts: [outlineAround(grid, components[0]!), outlineAround(grid, components[1]!)],
        seam: { from: corner, to: cut.end },
      });
    }
  });
  return cuts;
}

const lengthOf = (part: Outline): number => {
  const box = boundingBox(part);
  return Math.max(box.x1 - box.x0, box.y1 - box.y0);
};

/**
 * The trade's first seam rule for a shaped piece too large for the slab: cut it at an inside
 * corner, straight on along one of the corner's sides, into parts that each fit (`fits`) and are
 * no shorter than the minimum part; with the fewest seams, trying inside corners in outline
 * order. A piece that fits whole is one part. `seam_too_short` when only the minimum part length
 * stood in the way, `too_large` when no cut at inside corners makes every part fit.
 */
export function splitAtInsideCorners(
  outline: Outline,
  fits: (part: Outline) => boolean,
  minPart = DEFAULT_MIN_SEAM_PART,
): InsideCornerSplit {
  if (fits(outline)) return { ok: true, parts: [outline], seams: [] };
  let frontier: Array<{ parts: Outline[]; seams: Seam[] }> = [{ parts: [outline], seams: [] }];
  let tooShort = false;
  const reflexCorners = (outline.length - 4) / 2;
  for (let seams = 1; seams <= reflexCorners; seams++) {
    const expanded: Array<{ parts: Outline[]; seams: Seam[] }> = [];
    for (const state of frontier) {
      const k = state.parts.findIndex((part) => !fits(part));
      for (const cut of singleCuts(state.parts[k]!)) {
        const parts = [...state.parts.slice(0, k), ...cut.parts, ...state.parts.slice(k + 1)];
        const next = { parts, seams: [...state.seams, cut.seam] };
        const short = cut.parts.some((part) => lengthOf(part) < minPart);
        if (short) {
          tooShort = true;
          continue;
        }
        if (parts.every(fits)) return { ok: true, ...next };
        expanded.push(next);
      }
    }
    frontier = expanded;
  }
  return { ok: false, reason: tooShort ? 'seam_too_short' : 'too_large' };
}

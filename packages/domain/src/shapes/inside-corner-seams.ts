import { boundingBox, outlineBoxes, type Outline, type OutlinePoint } from './outline';

/** The trade's shortest part of a piece cut at a seam, in inches. */
export const DEFAULT_MIN_SEAM_PART = 12;

/** A seam: the straight cut between two parts, from an inside corner across the piece. */
export interface Seam {
  from: OutlinePoint;
  to: OutlinePoint;
}

/**
 * A seam the user placed: the line x = `at` ("at 72 in from the left end") or y = `at` ("from the
 * front edge"), in the piece's own coordinates. Where that line crosses the piece more than once
 * (a U's two arms), `through` is the other coordinate of a point on the crossing meant.
 */
export interface SeamAt {
  axis: 'x' | 'y';
  at: number;
  through?: number;
}

export type InsideCornerSplit =
  | { ok: true; parts: Outline[]; seams: Seam[] }
  | { ok: false; reason: 'too_large' | 'seam_too_short' | 'seam_near_cutout' };

type Cell = readonly [number, number];

/** The outline on the grid of its own corner coordinates: which cells lie inside it. */
interface Grid {
  xs: number[];
  ys: number[];
  inside: boolean[][];
}

function gridOf(outline: Outline, line?: SeamAt): Grid {
  const extraX = line?.axis === 'x' ? [line.at] : [];
  const extraY = line?.axis === 'y' ? [line.at] : [];
  const xs = [...new Set([...outline.map(([x]) => x), ...extraX])].sort((a, b) => a - b);
  const ys = [...new Set([...outline.map(([, y]) => y), ...extraY])].sort((a, b) => a - b);
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
export function singleCuts(outline: Outline): Array<{ parts: [Outline, Outline]; seam: Seam }> {
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

/** A part's length: the longer side of its bounding box. */
export const partLength = (part: Outline): number => {
  const box = boundingBox(part);
  return Math.max(box.x1 - box.x0, box.y1 - box.y0);
};

/** The widest run of the piece: the largest of its bands' shorter sides (an L's or U's depth). */
const runDepth = (outline: Outline): number =>
  Math.max(...outlineBoxes(outline).map((b) => Math.min(b.x1 - b.x0, b.y1 - b.y0)));

export type SeamCut = { ok: true; parts: [Outline, Outline]; seam: Seam } | { ok: false; reason: string };

/**
 * The piece cut in two along a seam the user placed: the line crosses the piece (the crossing
 * `through` names when there are several) straight across one run, no longer than the run is
 * deep, and leaves two parts. Otherwise why not, in words that follow "the seam …".
 */
export function cutAcross(outline: Outline, line: SeamAt): SeamCut {
  const grid = gridOf(outline, line);
  const k = (line.axis === 'x' ? grid.xs : grid.ys).indexOf(line.at);
  const others = line.axis === 'x' ? grid.ys : grid.xs;
  const inside = (m: number, side: number): boolean =>
    line.axis === 'x' ? isInside(grid, k + side, m) : isInside(grid, m, k + side);
  // The crossings: runs of cells inside on both sides of the line.
  const crossings: Array<[number, number]> = [];
  for (let m = 0; m < others.length - 1; m++) {
    if (!inside(m, 0) || !inside(m, -1)) continue;
    const last = crossings.at(-1);
    if (last && last[1] === m) last[1] = m + 1;
    else crossings.push([m, m + 1]);
  }
  if (crossings.length === 0) return { ok: false, reason: 'does not cross the piece' };
  const crossing =
    line.through === undefined
      ? crossings.length === 1
        ? crossings[0]
        : undefined
      : crossings.find(([m0, m1]) => others[m0]! <= line.through! && line.through! <= others[m1]!);
  if (crossing === undefined) return { ok: false, reason: 'crosses the piece more than once' };
  const [from, to] = [others[crossing[0]]!, others[crossing[1]]!];
  if (to - from > runDepth(outline) + 1e-9)
    return { ok: false, reason: 'would run along the piece, not across it' };
  const apart = new Set<string>();
  for (let m = crossing[0]; m < crossing[1]; m++)
    apart.add(line.axis === 'x' ? pairKey([k, m], [k - 1, m]) : pairKey([m, k], [m, k - 1]));
  const components = componentsOf(grid, apart);
  if (components.length !== 2) return { ok: false, reason: 'does not cut the piece in two' };
  const seam: Seam =
    line.axis === 'x'
      ? { from: [line.at, from], to: [line.at, to] }
      : { from: [from, line.at], to: [to, line.at] };
  return {
    ok: true,
    parts: [outlineAround(grid, components[0]!), outlineAround(grid, components[1]!)],
    seam,
  };
}

/**
 * The piece cut at the seams the user placed, one after another, each cutting the part it
 * crosses: the parts and seams, or the first seam that cuts nothing and why.
 */
export function cutAtSeams(
  outline: Outline,
  lines: readonly SeamAt[],
): { ok: true; parts: Outline[]; seams: Seam[] } | { ok: false; index: number; reason: string } {
  let parts: Outline[] = [outline];
  const seams: Seam[] = [];
  for (const [index, line] of lines.entries()) {
    const cuts = parts.map((part) => cutAcross(part, line));
    const k = cuts.findIndex((cut) => cut.ok);
    const cut = cuts[k];
    if (cut === undefined || !cut.ok) {
      const named = cuts.find((c) => !c.ok && c.reason !== 'does not cross the piece');
      return { ok: false, index, reason: named && !named.ok ? named.reason : 'does not cross the piece' };
    }
    parts = [...parts.slice(0, k), ...cut.parts, ...parts.slice(k + 1)];
    seams.push(cut.seam);
  }
  return { ok: true, parts, seams };
}

/**
 * The trade's first seam rule for a shaped piece too large for the slab: cut it at an inside
 * corner, straight on along one of the corner's sides, into parts that each fit (`fits`) and are
 * no shorter than the minimum part, each seam `clear` of the piece's cutouts; with the fewest
 * seams, trying inside corners in outline order. A piece that fits whole is one part.
 * `seam_too_short` when only the minimum part length stood in the way, `seam_near_cutout` when
 * only the cutouts did, `too_large` when no cut at inside corners makes every part fit.
 */
export function splitAtInsideCorners(
  outline: Outline,
  fits: (part: Outline) => boolean,
  minPart = DEFAULT_MIN_SEAM_PART,
  clear: (seam: Seam) => boolean = () => true,
): InsideCornerSplit {
  if (fits(outline)) return { ok: true, parts: [outline], seams: [] };
  let frontier: Array<{ parts: Outline[]; seams: Seam[] }> = [{ parts: [outline], seams: [] }];
  let tooShort = false;
  let nearCutout = false;
  const reflexCorners = (outline.length - 4) / 2;
  for (let seams = 1; seams <= reflexCorners; seams++) {
    const expanded: Array<{ parts: Outline[]; seams: Seam[] }> = [];
    for (const state of frontier) {
      const k = state.parts.findIndex((part) => !fits(part));
      for (const cut of singleCuts(state.parts[k]!)) {
        const parts = [...state.parts.slice(0, k), ...cut.parts, ...state.parts.slice(k + 1)];
        const next = { parts, seams: [...state.seams, cut.seam] };
        const short = cut.parts.some((part) => partLength(part) < minPart);
        if (short) {
          tooShort = true;
          continue;
        }
        if (!clear(cut.seam)) {
          nearCutout = true;
          continue;
        }
        if (parts.every(fits)) return { ok: true, ...next };
        expanded.push(next);
      }
    }
    frontier = expanded;
  }
  return { ok: false, reason: nearCutout ? 'seam_near_cutout' : tooShort ? 'seam_too_short' : 'too_large' };
}

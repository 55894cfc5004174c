/**
 * Rectilinear outlines of countertop pieces (rectangles, L and U shapes): a simple polygon whose
 * sides are all horizontal or vertical, in inches, counter-clockwise, first point not repeated.
 */

export type OutlinePoint = readonly [number, number];
export type Outline = readonly OutlinePoint[];

/** An axis-aligned rectangle by its lower-left and upper-right corners. */
export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export type OutlineCheck = { ok: true } | { ok: false; reason: string };

/** The four quarter turns a piece may be nested in, counter-clockwise, in degrees. */
export type Rotation = 0 | 90 | 180 | 270;

const pointText = (outline: Outline, i: number): string => {
  const [x, y] = outline[i]!;
  return `point ${i + 1} (${x}, ${y})`;
};

/**
 * Twice the signed area, summed over the horizontal sides only (each closes a strip down to
 * y = 0); positive when the outline runs counter-clockwise. Only valid for rectilinear outlines.
 */
function twiceSignedArea(outline: Outline): number {
  let twice = 0;
  outline.forEach(([x, y], i) => {
    const [nextX, nextY] = outline[(i + 1) % outline.length]!;
    if (y === nextY) twice += (x - nextX) * y * 2;
  });
  return twice;
}

/** The outline's own area in square inches (an L of 120 + 96 at 25.5 deep: 4,857.75 in²). */
export function outlineArea(outline: Outline): number {
  return Math.abs(twiceSignedArea(outline)) / 2;
}

/** Square inches to square feet, as the trade prices stone. */
export const squareFeet = (squareInches: number): number => squareInches / 144;

/** The side from point i to the next, as a degenerate box (a segment is its own bounding box). */
function side(outline: Outline, i: number): Box {
  const [ax, ay] = outline[i]!;
  const [bx, by] = outline[(i + 1) % outline.length]!;
  return { x0: Math.min(ax, bx), y0: Math.min(ay, by), x1: Math.max(ax, bx), y1: Math.max(ay, by) };
}

const touches = (a: Box, b: Box): boolean => a.x0 <= b.x1 && b.x0 <= a.x1 && a.y0 <= b.y1 && b.y0 <= a.y1;

/**
 * Whether the outline is a piece the optimiser can nest, and if not why: at least four points,
 * finite coordinates, every side horizontal or vertical and turning a corner at every point, no
 * side touching a side it does not share a corner with, and counter-clockwise.
 */
/** `Array.isArray` without widening the elements to `any`: a checked value keeps its declared type. */
const isList = (value: unknown): value is readonly unknown[] => Array.isArray(value);

export function checkOutline(outline: Outline): OutlineCheck {
  if (!isList(outline) || outline.length < 4)
    return { ok: false, reason: 'an outline needs at least 4 points' };
  for (let i = 0; i < outline.length; i++) {
    const point = outline[i];
    if (!isList(point) || point.length !== 2 || !point.every((v) => Number.isFinite(v)))
      return { ok: false, reason: `point ${i + 1} is not a pair of numbers [x, y]` };
  }
  const n = outline.length;
  for (let i = 0; i < n; i++) {
    const [ax, ay] = outline[i]!;
    const [bx, by] = outline[(i + 1) % n]!;
    if (ax === bx && ay === by)
      return {
        ok: false,
        reason: `${pointText(outline, i)} and the point after it are the same (the first point is not repeated at the end)`,
      };
    if (ax !== bx && ay !== by)
      return {
        ok: false,
        reason: `not rectilinear: the side from ${pointText(outline, i)} to ${pointText(outline, (i + 1) % n)} is neither horizontal nor vertical`,
      };
  }
  for (let i = 0; i < n; i++) {
    const before = outline[(i + n - 1) % n]!;
    const after = outline[(i + 1) % n]!;
    if (before[0] === after[0] || before[1] === after[1])
      return {
        ok: false,
        reason: `${pointText(outline, i)} is not a corner: the sides on either side of it run straight on or double back`,
      };
  }
  for (let i = 0; i < n; i++) {
    for (let j = i + 2; j < n; j++) {
      if (i === 0 && j === n - 1) continue;
      if (touches(side(outline, i), side(outline, j)))
        return {
          ok: false,
          reason: `self-intersecting: the side after ${pointText(outline, i)} meets the side after ${pointText(outline, j)}`,
        };
    }
  }
  if (twiceSignedArea(outline) < 0)
    return { ok: false, reason: 'clockwise: list the points counter-clockwise' };
  return { ok: true };
}

/** The smallest box holding the outline. */
export function boundingBox(outline: Outline): Box {
  const xs = outline.map(([x]) => x);
  const ys = outline.map(([, y]) => y);
  return { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
}

/** True when the outline is a plain rectangle (four corners). */
export const isRectangle = (outline: Outline): boolean => outline.length === 4;

/**
 * Cuts a valid outline into boxes that tile it: one band per pair of neighbouring corner heights,
 * split where the outline's vertical sides cross it, then bands of the same span above each other
 * merged (an L gives 2 boxes, a U 3).
 */
export function outlineBoxes(outline: Outline): Box[] {
  const ys = [...new Set(outline.map(([, y]) => y))].sort((a, b) => a - b);
  const verticals = outline.flatMap((_, i) => {
    const s = side(outline, i);
    return s.x0 === s.x1 ? [s] : [];
  });
  const boxes: Box[] = [];
  let open: Box[] = [];
  for (let k = 0; k + 1 < ys.length; k++) {
    const y0 = ys[k]!;
    const y1 = ys[k + 1]!;
    const crossings = verticals
      .filter((s) => s.y0 <= y0 && s.y1 >= y1)
      .map((s) => s.x0)
      .sort((a, b) => a - b);
    const next: Box[] = [];
    for (let c = 0; c + 1 < crossings.length; c += 2) {
      const x0 = crossings[c]!;
      const x1 = crossings[c + 1]!;
      const below = open.find((b) => b.x0 === x0 && b.x1 === x1 && b.y1 === y0);
      if (below) {
        below.y1 = y1;
        next.push(below);
      } else {
        const box = { x0, y0, x1, y1 };
        boxes.push(box);
        next.push(box);
      }
    }
    open = next;
  }
  return boxes;
}

const boxArea = (b: Box): number => (b.x1 - b.x0) * (b.y1 - b.y0);

/**
 * The outline's largest box (the first when two are as large): an L's longer leg, a U's back,
 * where a label sits inside the piece rather than in its notch.
 */
export function largestBox(outline: Outline): Box {
  return outlineBoxes(outline).reduce((best, box) => (boxArea(box) > boxArea(best) ? box : best));
}

/**
 * The largest box inside the outline whose inside no hole (a cutout) overlaps, or null when the
 * holes cover it all. Every corner of such a box lies on a line through a corner of the outline
 * or of a hole, so the grid of those lines is searched whole: a piece has a few corners and a few
 * cutouts. The first box found wins a tie (leftmost, then lowest).
 */
export function largestFreeBox(outline: Outline, holes: readonly Box[]): Box | null {
  const bounds = boundingBox(outline);
  const lines = (ends: number[], lo: number, hi: number) =>
    [...new Set(ends.filter((v) => v >= lo && v <= hi))].sort((a, b) => a - b);
  const xs = lines([...outline.map(([x]) => x), ...holes.flatMap((h) => [h.x0, h.x1])], bounds.x0, bounds.x1);
  const ys = lines(
    [...outline.map(([, y]) => y), ...holes.flatMap((h) => [h.y0, h.y1])],
    bounds.y0,
    bounds.y1,
  );
  const parts = outlineBoxes(outline);
  const within = (x: number, y: number, b: Box) => x > b.x0 && x < b.x1 && y > b.y0 && y < b.y1;
  // blocked[i][j]: cells (below i, below j) that are outside the outline or in a hole, summed.
  const blocked: number[][] = [Array.from({ length: ys.length }, () => 0)];
  for (let i = 1; i < xs.length; i++) {
    const row = [0];
    for (let j = 1; j < ys.length; j++) {
      const cx = ((xs[i - 1] as number) + (xs[i] as number)) / 2;
      const cy = ((ys[j - 1] as number) + (ys[j] as number)) / 2;
      const free = parts.some((b) => within(cx, cy, b)) && !holes.some((h) => within(cx, cy, h));
      const below = (blocked[i - 1] as number[])[j] as number;
      const left = row[j - 1] as number;
      const diagonal = (blocked[i - 1] as number[])[j - 1] as number;
      row.push(below + left - diagonal + (free ? 0 : 1));
    }
    blocked.push(row);
  }
  const count = (i0: number, j0: number, i1: number, j1: number) => {
    const at = (i: number, j: number) => (blocked[i] as number[])[j] as number;
    return at(i1, j1) - at(i0, j1) - at(i1, j0) + at(i0, j0);
  };
  let best: Box | null = null;
  for (let i0 = 0; i0 + 1 < xs.length; i0++)
    for (let j0 = 0; j0 + 1 < ys.length; j0++)
      for (let i1 = i0 + 1; i1 < xs.length; i1++) {
        if (count(i0, j0, i1, j0 + 1) > 0) break;
        for (let j1 = j0 + 1; j1 < ys.length && count(i0, j0, i1, j1) === 0; j1++) {
          const box = {
            x0: xs[i0] as number,
            y0: ys[j0] as number,
            x1: xs[i1] as number,
            y1: ys[j1] as number,
          };
          if (best === null || boxArea(box) > boxArea(best)) best = box;
        }
      }
  return best;
}

const turn = ([px, py]: OutlinePoint, rotation: Rotation): [number, number] => {
  if (rotation === 90) return [-py, px];
  if (rotation === 180) return [-px, -py];
  if (rotation === 270) return [py, -px];
  return [px, py];
};

/**
 * Where a point of the piece goes when the piece is placed as `placeOutline` places its outline:
 * turned with it, then moved by the same amount (a cutout follows its piece this way).
 */
export function outlinePlacer(
  outline: Outline,
  rotation: Rotation,
  x: number,
  y: number,
): (point: OutlinePoint) => [number, number] {
  const box = boundingBox(outline.map((point) => turn(point, rotation)));
  return (point) => {
    const [px, py] = turn(point, rotation);
    return [px - box.x0 + x, py - box.y0 + y];
  };
}

/**
 * The outline turned counter-clockwise by the rotation and moved so that its bounding box's
 * lower-left corner is at (x, y). The points keep their order, so the outline stays
 * counter-clockwise.
 */
export function placeOutline(
  outline: Outline,
  rotation: Rotation,
  x: number,
  y: number,
): Array<[number, number]> {
  return outline.map(outlinePlacer(outline, rotation, x, y));
}

import type { Box, Rotation } from '../shapes/outline';

/**
 * One way a piece can lie on the slab (a quarter turn), in packing units: its bounding box and
 * the boxes tiling it, each grown by one kerf on its right and top (see prepare-items). Two
 * pieces whose grown boxes do not overlap are at least a kerf apart in x or y at every point.
 */
export interface ShapeWay {
  rotation: Rotation;
  w: number;
  h: number;
  boxes: Box[];
  /** The distinct left and bottom edges of the boxes: where the piece can touch a neighbour. */
  lefts: number[];
  bottoms: number[];
}

/** One copy (or seamed part) to nest: the ways it may lie and its true area in units². */
export interface ShapeItem {
  ways: ShapeWay[];
  area: number;
  /** 0 high, 1 normal, 2 low. */
  rank: number;
}

/** Lowest then leftmost spot, or leftmost then lowest. */
export type ShapeRule = 'bottom-left' | 'left-bottom';

/** The packing work done, in box-pair overlap tests (what a placement's time grows with). */
export interface ShapeWork {
  units: number;
}

/**
 * The positions where a side of the piece touches the slab's edge or a neighbour's grown edge:
 * every spot a piece pushed down and left can rest at has its x (and y) among these.
 */
function contacts(edges: readonly number[], offsets: readonly number[], max: number): number[] {
  const found = new Set<number>([0]);
  for (const edge of edges) {
    for (const offset of offsets) {
      const at = edge - offset;
      if (at > 0 && at <= max) found.add(at);
    }
  }
  return [...found].sort((a, b) => a - b);
}

/** A slab being filled with pieces by their true shape: the grown boxes already taken. */
export class ShapeBin {
  readonly taken: Box[] = [];
  readonly items: number[] = [];
  readonly ways: number[] = [];
  readonly xs: number[] = [];
  readonly ys: number[] = [];
  usedArea = 0;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  /** Whether the way fits with its lower-left corner at (x, y), given it lies inside the bin. */
  fits(way: ShapeWay, x: number, y: number, work: ShapeWork): boolean {
    work.units += way.boxes.length * this.taken.length;
    for (const own of way.boxes) {
      const x0 = x + own.x0;
      const x1 = x + own.x1;
      const y0 = y + own.y0;
      const y1 = y + own.y1;
      for (const box of this.taken) {
        if (x0 < box.x1 && box.x0 < x1 && y0 < box.y1 && box.y0 < y1) return false;
      }
    }
    return true;
  }

  add(index: number, item: ShapeItem, wayIndex: number, x: number, y: number): void {
    const way = item.ways[wayIndex]!;
    for (const own of way.boxes)
      this.taken.push({ x0: x + own.x0, y0: y + own.y0, x1: x + own.x1, y1: y + own.y1 });
    this.items.push(index);
    this.ways.push(wayIndex);
    this.xs.push(x);
    this.ys.push(y);
    this.usedArea += item.area;
  }

  /** Places the item at the rule's first free spot over all its ways; false when it fits nowhere. */
  place(index: number, item: ShapeItem, rule: ShapeRule, work: ShapeWork): boolean {
    const bottomLeft = rule === 'bottom-left';
    let best: { way: number; first: number; second: number } | null = null;
    const rights = this.taken.map((box) => box.x1);
    const tops = this.taken.map((box) => box.y1);
    for (let w = 0; w < item.ways.length; w++) {
      const way = item.ways[w]!;
      if (way.w > this.width || way.h > this.height) continue;
      const xs = contacts(rights, way.lefts, this.width - way.w);
      const ys = contacts(tops, way.bottoms, this.height - way.h);
      const [outer, inner] = bottomLeft ? [ys, xs] : [xs, ys];
      for (const first of outer) {
        if (best && first > best.first) break;
        for (const second of inner) {
          if (best && first === best.first && second >= best.second) break;
          if (this.fits(way, bottomLeft ? second : first, bottomLeft ? first : second, work)) {
            best = { way: w, first, second };
            break;
          }
        }
      }
    }
    if (!best) return false;
    const { way, first, second } = best;
    this.add(index, item, way, bottomLeft ? second : first, bottomLeft ? first : second);
    return true;
  }
}

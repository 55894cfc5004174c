import type { Bin } from './bin';

/** How the guillotine packer picks a free rectangle: best area, best short side, best long side fit. */
export type GuillotineChoice = 'baf' | 'bssf' | 'blsf';

/**
 * How the rest of the chosen free rectangle is cut after a piece goes in its corner
 * (Jylänki 2010): along the shorter or longer leftover axis, or so as to leave the
 * smaller or larger of the two leftover rectangles whole.
 */
export type GuillotineSplit = 'sla' | 'lla' | 'minas' | 'maxas';

/**
 * A bin filled by guillotine cuts: the free space is a set of disjoint rectangles, each
 * piece goes in the corner of one of them and the rest of that rectangle is cut in two by
 * one straight cut. Every layout it makes can be cut edge to edge by a bridge saw.
 */
export class GuillotineBin implements Bin {
  readonly items: number[] = [];
  readonly xs: number[] = [];
  readonly ys: number[] = [];
  readonly ws: number[] = [];
  readonly hs: number[] = [];
  size = 0;
  usedArea = 0;
  score1 = 0;
  score2 = 0;
  private free = new Int32Array(64 * 4);
  private count = 1;
  private bestIndex = -1;
  private bestW = 0;
  private bestH = 0;
  private bestRotated = false;

  constructor(
    readonly width: number,
    readonly height: number,
    readonly choice: GuillotineChoice,
    readonly split: GuillotineSplit,
    readonly merge = false,
  ) {
    this.free[2] = width;
    this.free[3] = height;
  }

  get freeCount(): number {
    return this.count;
  }

  reset(): void {
    this.size = 0;
    this.usedArea = 0;
    this.count = 1;
    this.free[0] = 0;
    this.free[1] = 0;
    this.free[2] = this.width;
    this.free[3] = this.height;
  }

  find(w: number, h: number, rotatable: boolean): boolean {
    let best1 = Infinity;
    let best2 = Infinity;
    this.bestIndex = -1;
    const free = this.free;
    for (let o = 0; o < this.count * 4; o += 4) {
      const fw = free[o + 2]!;
      const fh = free[o + 3]!;
      for (let turn = 0; turn < 2; turn++) {
        const pw = turn === 0 ? w : h;
        const ph = turn === 0 ? h : w;
        if (turn === 1 && (!rotatable || w === h)) break;
        if (pw > fw || ph > fh) continue;
        const dx = fw - pw;
        const dy = fh - ph;
        const short = dx < dy ? dx : dy;
        const long = dx < dy ? dy : dx;
        let s1: number;
        let s2: number;
        if (dx === 0 && dy === 0) {
          // An exact fit wastes nothing and leaves no sliver.
          s1 = -Infinity;
          s2 = 0;
        } else if (this.choice === 'baf') {
          s1 = fw * fh - pw * ph;
          s2 = short;
        } else if (this.choice === 'bssf') {
          s1 = short;
          s2 = long;
        } else {
          s1 = long;
          s2 = short;
        }
        if (s1 < best1 || (s1 === best1 && s2 < best2)) {
          best1 = s1;
          best2 = s2;
          this.bestIndex = o;
          this.bestW = pw;
          this.bestH = ph;
          this.bestRotated = turn === 1;
        }
      }
    }
    this.score1 = best1;
    this.score2 = best2;
    return this.bestIndex >= 0;
  }

  commit(item: number): boolean {
    let free = this.free;
    const o = this.bestIndex;
    const fx = free[o]!;
    const fy = free[o + 1]!;
    const fw = free[o + 2]!;
    const fh = free[o + 3]!;
    const w = this.bestW;
    const h = this.bestH;
    const k = this.size++;
    this.items[k] = item;
    this.xs[k] = fx;
    this.ys[k] = fy;
    this.ws[k] = w;
    this.hs[k] = h;
    this.usedArea += w * h;
    // Remove the chosen rectangle (swap with the last) and add its two leftovers.
    this.count--;
    free.copyWithin(o, this.count * 4, this.count * 4 + 4);
    if (free.length < (this.count + 2) * 4) {
      free = new Int32Array(free.length * 2);
      free.set(this.free);
      this.free = free;
    }
    const dx = fw - w;
    const dy = fh - h;
    let horizontal: boolean;
    switch (this.split) {
      case 'sla':
        horizontal = dx <= dy;
        break;
      case 'lla':
        horizontal = dx > dy;
        break;
      case 'minas':
        horizontal = w * dy > dx * h;
        break;
      case 'maxas':
        horizontal = w * dy <= dx * h;
        break;
    }
    // A horizontal cut runs the full width of the free rectangle above the piece.
    if (dy > 0) this.add(fx, fy + h, horizontal ? fw : w, dy);
    if (dx > 0) this.add(fx + w, fy, dx, horizontal ? h : fh);
    if (this.merge) this.mergeFree();
    return this.bestRotated;
  }

  private add(x: number, y: number, w: number, h: number): void {
    const o = this.count++ * 4;
    this.free[o] = x;
    this.free[o + 1] = y;
    this.free[o + 2] = w;
    this.free[o + 3] = h;
  }

  /**
   * Joins two free rectangles that share a whole side into one (Jylänki's rectangle merge),
   * so a piece can use space on both sides of an earlier cut. A layout made this way may
   * not be cuttable edge to edge, so the search checks it.
   */
  private mergeFree(): void {
    const f = this.free;
    for (let i = 0; i < this.count; i++) {
      for (let j = i + 1; j < this.count; j++) {
        const a = i * 4;
        const b = j * 4;
        let joined = false;
        if (f[a] === f[b] && f[a + 2] === f[b + 2]) {
          if (f[a + 1]! + f[a + 3]! === f[b + 1]) {
            f[a + 3] = f[a + 3]! + f[b + 3]!;
            joined = true;
          } else if (f[b + 1]! + f[b + 3]! === f[a + 1]) {
            f[a + 1] = f[b + 1]!;
            f[a + 3] = f[a + 3]! + f[b + 3]!;
            joined = true;
          }
        } else if (f[a + 1] === f[b + 1] && f[a + 3] === f[b + 3]) {
          if (f[a]! + f[a + 2]! === f[b]) {
            f[a + 2] = f[a + 2]! + f[b + 2]!;
            joined = true;
          } else if (f[b]! + f[b + 2]! === f[a]) {
            f[a] = f[b]!;
            f[a + 2] = f[a + 2]! + f[b + 2]!;
            joined = true;
          }
        }
        if (joined) {
          this.count--;
          f.copyWithin(b, this.count * 4, this.count * 4 + 4);
          j--;
        }
      }
    }
  }
}

import type { Bin } from './bin';

/**
 * Placement rules of the maximal-rectangles packer (Jylänki, "A thousand ways to pack the
 * bin", 2010): best short side fit, best long side fit, best area fit, bottom-left, and
 * contact point (the spot touching the most edge length of the bin and of placed pieces).
 */
export type MaxRectsRule = 'bssf' | 'blsf' | 'baf' | 'bl' | 'cp';

/**
 * A bin filled by the maximal-rectangles method: the free space is kept as the list of all
 * maximal empty rectangles, so a piece can go anywhere it fits, not only at cut corners.
 */
export class MaxRectsBin implements Bin {
  readonly items: number[] = [];
  readonly xs: number[] = [];
  readonly ys: number[] = [];
  readonly ws: number[] = [];
  readonly hs: number[] = [];
  size = 0;
  usedArea = 0;
  score1 = 0;
  score2 = 0;
  private free: Int32Array;
  private count = 1;
  private spare: Int32Array;
  private bestX = 0;
  private bestY = 0;
  private bestW = 0;
  private bestH = 0;
  private bestRotated = false;

  constructor(
    readonly width: number,
    readonly height: number,
    readonly rule: MaxRectsRule,
  ) {
    this.free = new Int32Array(64 * 4);
    this.spare = new Int32Array(64 * 4);
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
    let found = false;
    let best1 = Infinity;
    let best2 = Infinity;
    const free = this.free;
    for (let i = 0, o = 0; i < this.count; i++, o += 4) {
      const fx = free[o]!;
      const fy = free[o + 1]!;
      const fw = free[o + 2]!;
      const fh = free[o + 3]!;
      for (let turn = 0; turn < 2; turn++) {
        const pw = turn === 0 ? w : h;
        const ph = turn === 0 ? h : w;
        if (turn === 1 && (!rotatable || w === h)) break;
        if (pw > fw || ph > fh) continue;
        let s1: number;
        let s2: number;
        switch (this.rule) {
          case 'bssf': {
            const dx = fw - pw;
            const dy = fh - ph;
            s1 = dx < dy ? dx : dy;
            s2 = dx < dy ? dy : dx;
            break;
          }
          case 'blsf': {
            const dx = fw - pw;
            const dy = fh - ph;
            s1 = dx < dy ? dy : dx;
            s2 = dx < dy ? dx : dy;
            break;
          }
          case 'baf': {
            const dx = fw - pw;
            const dy = fh - ph;
            s1 = fw * fh - pw * ph;
            s2 = dx < dy ? dx : dy;
            break;
          }
          case 'bl':
            s1 = fy + ph;
            s2 = fx;
            break;
          case 'cp':
            s1 = -this.contact(fx, fy, pw, ph);
            s2 = fy + ph;
            break;
        }
        if (s1 < best1 || (s1 === best1 && s2 < best2)) {
          best1 = s1;
          best2 = s2;
          this.bestX = fx;
          this.bestY = fy;
          this.bestW = pw;
          this.bestH = ph;
          this.bestRotated = turn === 1;
          found = true;
        }
      }
    }
    this.score1 = best1;
    this.score2 = best2;
    return found;
  }

  commit(item: number): boolean {
    const x = this.bestX;
    const y = this.bestY;
    const w = this.bestW;
    const h = this.bestH;
    const k = this.size++;
    this.items[k] = item;
    this.xs[k] = x;
    this.ys[k] = y;
    this.ws[k] = w;
    this.hs[k] = h;
    this.usedArea += w * h;
    this.carve(x, y, w, h);
    return this.bestRotated;
  }

  /** Places an item at a given spot (used to rebuild a bin); the spot must be free. */
  placeAt(item: number, x: number, y: number, w: number, h: number): void {
    this.bestX = x;
    this.bestY = y;
    this.bestW = w;
    this.bestH = h;
    this.bestRotated = false;
    this.commit(item);
  }

  /** Calls back with every maximal free rectangle of the bin. */
  forEachFree(visit: (x: number, y: number, w: number, h: number) => void): void {
    for (let o = 0; o < this.count * 4; o += 4)
      visit(this.free[o]!, this.free[o + 1]!, this.free[o + 2]!, this.free[o + 3]!);
  }

  /** Edge length the spot shares with the bin's sides and with placed pieces. */
  private contact(x: number, y: number, w: number, h: number): number {
    let score = 0;
    if (x === 0 || x + w === this.width) score += h;
    if (y === 0 || y + h === this.height) score += w;
    const xs = this.xs;
    const ys = this.ys;
    const ws = this.ws;
    const hs = this.hs;
    for (let i = 0; i < this.size; i++) {
      const ux = xs[i]!;
      const uy = ys[i]!;
      const uw = ws[i]!;
      const uh = hs[i]!;
      if (ux === x + w || ux + uw === x) score += overlap(uy, uy + uh, y, y + h);
      if (uy === y + h || uy + uh === y) score += overlap(ux, ux + uw, x, x + w);
    }
    return score;
  }

  /** Removes the placed rectangle from every free rectangle it overlaps, keeping only maximal ones. */
  private carve(x: number, y: number, w: number, h: number): void {
    const free = this.free;
    let spare = this.spare;
    let kept = 0;
    let added = 0;
    // Free rectangles the piece misses stay (compacted to the front); the others are split
    // into up to four maximal parts, collected in `spare`.
    for (let i = 0, o = 0; i < this.count; i++, o += 4) {
      const fx = free[o]!;
      const fy = free[o + 1]!;
      const fw = free[o + 2]!;
      const fh = free[o + 3]!;
      if (x >= fx + fw || x + w <= fx || y >= fy + fh || y + h <= fy) {
        if (kept !== i) free.copyWithin(kept * 4, o, o + 4);
        kept++;
        continue;
      }
      if (spare.length < (added + 4) * 4) spare = this.growSpare(added);
      if (x > fx) added = push(spare, added, fx, fy, x - fx, fh);
      if (x + w < fx + fw) added = push(spare, added, x + w, fy, fx + fw - x - w, fh);
      if (y > fy) added = push(spare, added, fx, fy, fw, y - fy);
      if (y + h < fy + fh) added = push(spare, added, fx, y + h, fw, fy + fh - y - h);
    }
    // A new part can only be contained in a kept rectangle or in another new part.
    let total = kept;
    for (let a = 0; a < added; a++) {
      const ao = a * 4;
      const ax = spare[ao]!;
      const ay = spare[ao + 1]!;
      const aw = spare[ao + 2]!;
      const ah = spare[ao + 3]!;
      let contained = false;
      for (let b = 0; b < kept && !contained; b++) {
        const bo = b * 4;
        contained = contains(free[bo]!, free[bo + 1]!, free[bo + 2]!, free[bo + 3]!, ax, ay, aw, ah);
      }
      for (let b = 0; b < added && !contained; b++) {
        if (b === a) continue;
        const bo = b * 4;
        const bx = spare[bo]!;
        const by = spare[bo + 1]!;
        const bw = spare[bo + 2]!;
        const bh = spare[bo + 3]!;
        // Of two equal parts the later one is kept.
        if (contains(bx, by, bw, bh, ax, ay, aw, ah) && (bw * bh > aw * ah || b > a)) contained = true;
      }
      if (contained) continue;
      this.ensureFree(total + 1);
      this.free.set(spare.subarray(ao, ao + 4), total * 4);
      total++;
    }
    this.count = total;
  }

  private growSpare(used: number): Int32Array {
    const grown = new Int32Array(this.spare.length * 2);
    grown.set(this.spare.subarray(0, used * 4));
    this.spare = grown;
    return grown;
  }

  private ensureFree(count: number): void {
    if (this.free.length >= count * 4) return;
    const grown = new Int32Array(this.free.length * 2);
    grown.set(this.free);
    this.free = grown;
  }
}

function push(buffer: Int32Array, at: number, x: number, y: number, w: number, h: number): number {
  const o = at * 4;
  buffer[o] = x;
  buffer[o + 1] = y;
  buffer[o + 2] = w;
  buffer[o + 3] = h;
  return at + 1;
}

function contains(
  bx: number,
  by: number,
  bw: number,
  bh: number,
  ax: number,
  ay: number,
  aw: number,
  ah: number,
): boolean {
  return ax >= bx && ay >= by && ax + aw <= bx + bw && ay + ah <= by + bh;
}

function overlap(a0: number, a1: number, b0: number, b1: number): number {
  const lo = a0 > b0 ? a0 : b0;
  const hi = a1 < b1 ? a1 : b1;
  return hi > lo ? hi - lo : 0;
}

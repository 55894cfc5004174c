import { fittingWays, type FitPiece, type FitPlacement, type FitResult } from './fit-piece';

/**
 * Exact single-slab feasibility by the relative position of every pair of pieces: in any
 * packing each pair stands side by side (one left of the other) or one above the other.
 * Given an orientation per piece and a relation per pair, the pieces fit exactly when the
 * longest chain of widths joined by "left of" fits the slab's width and the longest chain of
 * heights joined by "below" its height: each piece then goes at the length of the chains
 * before it. The search fixes orientations (largest pieces first), then relations pair by
 * pair, bounding each chain by the pieces' smaller sides while they are not yet turned. A
 * pair left with one relation gets it without branching; a pair with none fails the node;
 * so does a set of pieces that must all stand side by side (or all one above the other)
 * when their sides add up to more than the slab.
 *
 * It enumerates no coordinates, so how fine the units are does not matter, and the large
 * pieces of a countertop job leave most pairs a single relation: two runs too long to stand
 * side by side must be stacked, two vanities too tall to stack must stand side by side.
 * Identical copies are interchangeable: the turned ones come first and each orientation's
 * copies are numbered from the lower left (see `numberedLeftToRight`).
 */

/** Pieces beyond this many do not fit the bit sets. */
export const MAX_RELATION_PIECES = 30;

/** The relations of a pair (i, j), i < j, as bits of a set of the relations still open. */
const I_LEFT = 1;
const J_LEFT = 2;
const I_BELOW = 4;
const J_BELOW = 8;
const RELATIONS = [I_LEFT, J_LEFT, I_BELOW, J_BELOW] as const;

/** A piece's orientation in the search: not chosen yet, as given, or turned. */
const OPEN = 0;
const UPRIGHT = 1;
const TURNED = 2;

/**
 * Decides whether all pieces (at most MAX_RELATION_PIECES) fit on one width × height slab,
 * visiting at most `nodeLimit` search nodes.
 */
export function fitsByRelations(
  pieces: readonly FitPiece[],
  width: number,
  height: number,
  nodeLimit: number,
): FitResult {
  if (pieces.length > MAX_RELATION_PIECES) {
    throw new Error(`fitsByRelations takes at most ${MAX_RELATION_PIECES} pieces`);
  }
  const area = pieces.reduce((sum, p) => sum + p.w * p.h, 0);
  if (area > width * height) return { status: 'infeasible', nodes: 0 };
  const search = new RelationSearch(pieces, width, height, nodeLimit);
  if (search.unfit) return { status: 'infeasible', nodes: 0 };
  const placements = search.run();
  if (placements !== null) return { status: 'feasible', placements, nodes: search.nodes };
  return { status: search.gaveUp ? 'unknown' : 'infeasible', nodes: search.nodes };
}

/**
 * The search state of one node lives in one Int32Array frame per depth, so backtracking is
 * copying a frame: per piece its orientation, its direct predecessors in x ("left of") and
 * in y ("below") as bit sets, and the transitive closures (the pieces right of it, above it),
 * which tell which pairs are already apart and catch a relation that would close a cycle.
 */
class RelationSearch {
  nodes = 0;
  gaveUp = false;
  /** Some piece fits the slab in no orientation. */
  readonly unfit: boolean;
  private readonly n: number;
  /** Sizes upright and turned (turned equals upright when the piece cannot turn). */
  private readonly uw: number[];
  private readonly uh: number[];
  private readonly tw: number[];
  private readonly th: number[];
  /** The piece's type (identical pieces) and the previous copy of its type, or -1. */
  private readonly type: number[];
  private readonly previousCopy: number[];
  /** Pieces by area, largest first: the order orientations are chosen in. */
  private readonly byArea: number[];
  private readonly frames: Int32Array[] = [];
  /** Sizes as bounded at the current node: the chosen orientation's, else the smaller side. */
  private readonly w: Float64Array;
  private readonly h: Float64Array;
  private readonly headX: Float64Array;
  private readonly tailX: Float64Array;
  private readonly headY: Float64Array;
  private readonly tailY: Float64Array;
  private readonly order: Int32Array;
  private readonly bucket: Int32Array;
  private readonly bySize: number[];
  /** Per piece, at the current node: the pieces it can only stand beside, or only above or below. */
  private readonly across: Int32Array;
  private readonly stacked: Int32Array;

  constructor(
    private readonly pieces: readonly FitPiece[],
    private readonly width: number,
    private readonly height: number,
    private readonly nodeLimit: number,
  ) {
    const n = pieces.length;
    this.n = n;
    this.uw = [];
    this.uh = [];
    this.tw = [];
    this.th = [];
    this.type = [];
    this.previousCopy = [];
    const firstOfType = new Map<string, number>();
    const lastOfType = new Map<string, number>();
    let unfit = false;
    const start = this.frame(0);
    start.fill(0);
    pieces.forEach((piece, i) => {
      const ways = fittingWays(piece, width, height);
      if (ways.length === 0) unfit = true;
      // A piece with one way to stand is set in it from the start.
      const [w, h] = ways[0] ?? [piece.w, piece.h];
      const [tw, th] = ways[1] ?? [w, h];
      this.uw.push(w);
      this.uh.push(h);
      this.tw.push(tw);
      this.th.push(th);
      if (ways.length < 2) start[i] = UPRIGHT;
      const key = `${piece.w}x${piece.h}:${piece.rotatable}`;
      if (!firstOfType.has(key)) firstOfType.set(key, i);
      this.type.push(firstOfType.get(key)!);
      this.previousCopy.push(lastOfType.get(key) ?? -1);
      lastOfType.set(key, i);
    });
    this.unfit = unfit;
    this.byArea = pieces
      .map((_, i) => i)
      .sort((a, b) => pieces[b]!.w * pieces[b]!.h - pieces[a]!.w * pieces[a]!.h || a - b);
    this.w = new Float64Array(n);
    this.h = new Float64Array(n);
    this.headX = new Float64Array(n);
    this.tailX = new Float64Array(n);
    this.headY = new Float64Array(n);
    this.tailY = new Float64Array(n);
    this.order = new Int32Array(n);
    this.bucket = new Int32Array(n);
    this.bySize = Array.from({ length: n }, (_, i) => i);
    this.across = new Int32Array(n);
    this.stacked = new Int32Array(n);
  }

  /** The placements of a packing, or null when there is none (or the nodes ran out). */
  run(): FitPlacement[] | null {
    if (!this.dfs(0)) return null;
    // The sizes and chains of the last node searched, where every pair is apart.
    return this.pieces.map((_, i) => ({
      index: i,
      x: this.headX[i]!,
      y: this.headY[i]!,
      w: this.w[i]!,
      h: this.h[i]!,
    }));
  }

  /** Frame layout: [orientation, predecessors x, predecessors y, right of, above], n each. */
  private frame(depth: number): Int32Array {
    while (this.frames.length <= depth) this.frames.push(new Int32Array(5 * this.pieces.length));
    return this.frames[depth]!;
  }

  private dfs(depth: number): boolean {
    if (++this.nodes > this.nodeLimit) {
      this.gaveUp = true;
      return false;
    }
    const n = this.n;
    const state = this.frames[depth]!;
    // Settle every pair left with one relation, then branch: on the orientation of the
    // largest piece not yet turned or not, else on the pair with the fewest relations open.
    // A relation forced at a node stays forced below it (chains only grow), so all the pairs
    // forced in one pass are settled together.
    let bestPair = -1;
    let bestOptions = 0;
    for (;;) {
      if (!this.bound(state)) return false;
      const { across, stacked } = this;
      across.fill(0);
      stacked.fill(0);
      bestPair = -1;
      let bestCount = 5;
      let forced = false;
      for (let i = 0; i < n; i++) {
        for (let j = i + 1; j < n; j++) {
          const bi = 1 << i;
          const bj = 1 << j;
          if (((state[3 * n + i]! & bj) | (state[3 * n + j]! & bi)) !== 0) {
            across[i]! |= bj;
            across[j]! |= bi;
            continue;
          }
          if (((state[4 * n + i]! & bj) | (state[4 * n + j]! & bi)) !== 0) {
            stacked[i]! |= bj;
            stacked[j]! |= bi;
            continue;
          }
          const options = this.options(state, i, j);
          if (options === 0) return false;
          if ((options & (I_BELOW | J_BELOW)) === 0) {
            across[i]! |= bj;
            across[j]! |= bi;
          } else if ((options & (I_LEFT | J_LEFT)) === 0) {
            stacked[i]! |= bj;
            stacked[j]! |= bi;
          }
          const count = popcount(options);
          if (count === 1) {
            this.relate(state, i, j, options);
            forced = true;
          } else if (count < bestCount) {
            bestCount = count;
            bestPair = i * n + j;
            bestOptions = options;
          }
        }
      }
      if (!forced) break;
    }
    if (
      !this.cliqueFits(this.across, this.w, this.width) ||
      !this.cliqueFits(this.stacked, this.h, this.height)
    ) {
      return false;
    }

    const open = this.byArea.find((i) => state[i] === OPEN);
    if (open !== undefined) {
      const previous = this.previousCopy[open]!;
      // Copies of a type are turned first: after an upright copy, the rest stay upright.
      const ways = previous >= 0 && state[previous] === UPRIGHT ? [UPRIGHT] : [TURNED, UPRIGHT];
      for (const way of ways) {
        const next = this.frame(depth + 1);
        next.set(state);
        next[open] = way;
        if (this.dfs(depth + 1)) return true;
        if (this.gaveUp) return false;
      }
      return false;
    }
    if (bestPair < 0) return true;
    const i = Math.floor(bestPair / n);
    const j = bestPair % n;
    for (const relation of RELATIONS) {
      if ((bestOptions & relation) === 0) continue;
      const next = this.frame(depth + 1);
      next.set(state);
      this.relate(next, i, j, relation);
      if (this.dfs(depth + 1)) return true;
      if (this.gaveUp) return false;
    }
    return false;
  }

  /** The relations of a pair not yet apart that keep both chains within the slab. */
  private options(state: Int32Array, i: number, j: number): number {
    const { w, h, headX, tailX, headY, tailY } = this;
    let options = 0;
    if (headX[i]! + w[i]! + tailX[j]! <= this.width) options |= I_LEFT;
    if (headX[j]! + w[j]! + tailX[i]! <= this.width && !this.numberedLeftToRight(state, i, j)) {
      options |= J_LEFT;
    }
    if (headY[i]! + h[i]! + tailY[j]! <= this.height) options |= I_BELOW;
    if (headY[j]! + h[j]! + tailY[i]! <= this.height && !this.numberedLeftToRight(state, i, j)) {
      options |= J_BELOW;
    }
    return options;
  }

  /**
   * Identical copies in the same orientation, i before j: j stands neither left of i nor
   * below it. Numbering w × h copies by x / w + y / h allows this: were j left of i (or below
   * it) and i not below j (not left of j), j's number would be the smaller.
   */
  private numberedLeftToRight(state: Int32Array, i: number, j: number): boolean {
    return this.type[i] === this.type[j] && state[i] !== OPEN && state[i] === state[j];
  }

  /** Records a relation: an edge in x or y and the closure it extends. */
  private relate(state: Int32Array, i: number, j: number, relation: number): void {
    const n = this.n;
    const from = relation === I_LEFT || relation === I_BELOW ? i : j;
    const to = from === i ? j : i;
    const axis = relation === I_LEFT || relation === J_LEFT ? 0 : 1;
    state[(1 + axis) * n + to]! |= 1 << from;
    const closure = (3 + axis) * n;
    const reach = (1 << to) | state[closure + to]!;
    for (let u = 0; u < n; u++) {
      if (u === from || (state[closure + u]! & (1 << from)) !== 0) state[closure + u]! |= reach;
    }
  }

  /**
   * Sizes at this node and the longest chains before and from each piece on both axes; false
   * when a chain is longer than the slab or the relations close a cycle.
   */
  private bound(state: Int32Array): boolean {
    for (let i = 0; i < this.n; i++) {
      const way = state[i]!;
      this.w[i] =
        way === UPRIGHT ? this.uw[i]! : way === TURNED ? this.tw[i]! : Math.min(this.uw[i]!, this.tw[i]!);
      this.h[i] =
        way === UPRIGHT ? this.uh[i]! : way === TURNED ? this.th[i]! : Math.min(this.uh[i]!, this.th[i]!);
    }
    return (
      this.chains(state, 0, this.w, this.headX, this.tailX, this.width) &&
      this.chains(state, 1, this.h, this.headY, this.tailY, this.height)
    );
  }

  private chains(
    state: Int32Array,
    axis: number,
    size: Float64Array,
    head: Float64Array,
    tail: Float64Array,
    capacity: number,
  ): boolean {
    const n = this.n;
    const preds = (1 + axis) * n;
    const closure = (3 + axis) * n;
    const order = this.order;
    // A piece reaches all its successors reach and them too, so more successors first is a
    // topological order: a counting sort on the closures' sizes.
    const counts = this.bucket;
    counts.fill(0);
    for (let i = 0; i < n; i++) {
      const reach = state[closure + i]!;
      if ((reach & (1 << i)) !== 0) return false;
      counts[n - 1 - popcount(reach)]!++;
    }
    for (let c = 1; c < n; c++) counts[c]! += counts[c - 1]!;
    for (let i = n - 1; i >= 0; i--) order[--counts[n - 1 - popcount(state[closure + i]!)]!] = i;
    for (let o = 0; o < n; o++) {
      const i = order[o]!;
      let before = 0;
      for (let mine = state[preds + i]!; mine !== 0; mine &= mine - 1) {
        const k = 31 - Math.clz32(mine & -mine);
        const end = head[k]! + size[k]!;
        if (end > before) before = end;
      }
      head[i] = before;
      tail[i] = size[i]!;
    }
    for (let o = n - 1; o >= 0; o--) {
      const i = order[o]!;
      if (head[i]! + tail[i]! > capacity) return false;
      for (let mine = state[preds + i]!; mine !== 0; mine &= mine - 1) {
        const k = 31 - Math.clz32(mine & -mine);
        const through = size[k]! + tail[i]!;
        if (through > tail[k]!) tail[k] = through;
      }
    }
    return true;
  }

  /**
   * Pieces of which every two can only stand apart along one axis must all fit along it:
   * `apart` has, per piece, the pieces it can only stand apart from that way. A clique is
   * grown greedily from each piece, largest first.
   */
  private cliqueFits(apart: Int32Array, size: Float64Array, capacity: number): boolean {
    const bySize = this.bySize;
    for (let k = 0; k < this.n; k++) bySize[k] = k;
    bySize.sort((a, b) => size[b]! - size[a]!);
    for (const seed of bySize) {
      let members = apart[seed]!;
      let total = size[seed]!;
      for (const k of bySize) {
        if ((members & (1 << k)) === 0) continue;
        total += size[k]!;
        members &= apart[k]!;
      }
      if (total > capacity) return false;
    }
    return true;
  }
}

function popcount(v: number): number {
  let x = v - ((v >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

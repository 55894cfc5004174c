/**
 * One bin being filled by a packer. Sizes are integer packing units (see prepare-items).
 * `find` looks for the best spot for a w×h item and remembers it; `commit` places the item
 * there. Splitting the two keeps a search across several bins free of allocation.
 */
export interface Bin {
  readonly width: number;
  readonly height: number;
  /** How many items are placed: the first `size` entries of the arrays below. */
  size: number;
  /**
   * Placed item indices with their lower-left corners and sizes as placed. Entries past
   * `size` are stale (kept so a reset bin is refilled without shrinking arrays).
   */
  readonly items: number[];
  readonly xs: number[];
  readonly ys: number[];
  readonly ws: number[];
  readonly hs: number[];
  usedArea: number;
  /** Free rectangles kept now: what one find scans, the measure of the search's work. */
  readonly freeCount: number;
  /** Score of the last successful find: lower is better, compared on the first then the second. */
  score1: number;
  score2: number;
  find(w: number, h: number, rotatable: boolean): boolean;
  /** Empties the bin so it can be filled again without allocating a new one. */
  reset(): void;
  /** Places the item at the spot of the last successful find; returns true when it was turned. */
  commit(item: number): boolean;
}

/** One packed bin in packing units: item indices, lower-left corners and sizes as placed. */
export interface PackedBin {
  items: number[];
  xs: number[];
  ys: number[];
  ws: number[];
  hs: number[];
}

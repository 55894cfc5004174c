/**
 * The covering linear programme of cutting stock: min Σ x_p subject to Σ_p a_ip · x_p ≥ b_i
 * and x ≥ 0, where column p is a pattern (a_ip copies of type i on one slab) and b_i the
 * copies of type i wanted. Solved by the revised simplex with an explicit basis inverse: the
 * rows are piece types, a few dozen at most, and columns arrive one at a time from column
 * generation, each solve starting from the last basis.
 *
 * The first columns added must be one single-type pattern per row, in row order (column i
 * holding only copies of type i): they form the starting basis, so no phase one is needed.
 */

/** Reduced costs and pivots smaller than this are taken as zero. */
const PIVOT_TOLERANCE = 1e-9;

export class CoveringLp {
  private readonly rows: number;
  private readonly columns: number[][] = [];
  /** The basic variable of each row: a column index, or -(i + 1) for the surplus of row i. */
  private readonly basis: number[] = [];
  /** B⁻¹, row-major. */
  private readonly inverse: Float64Array;
  /** Values of the basic variables. */
  private readonly values: Float64Array;

  constructor(private readonly demand: readonly number[]) {
    this.rows = demand.length;
    this.inverse = new Float64Array(this.rows * this.rows);
    this.values = new Float64Array(this.rows);
  }

  /** Adds a pattern: a count per row. */
  addColumn(pattern: readonly number[]): void {
    const index = this.columns.length;
    this.columns.push(pattern.slice());
    if (index < this.rows) {
      const copies = pattern[index]!;
      if (!(copies > 0) || pattern.some((count, i) => i !== index && count !== 0)) {
        throw new Error(`column ${index} must hold copies of type ${index} only`);
      }
      this.basis[index] = index;
      this.inverse[index * this.rows + index] = 1 / copies;
      this.values[index] = this.demand[index]! / copies;
    }
  }

  /** The row duals of the current basis, y = c_B · B⁻¹ (a value per copy of each type). */
  duals(): number[] {
    const { rows } = this;
    const y = new Array<number>(rows).fill(0);
    for (let r = 0; r < rows; r++) {
      if (this.basis[r]! < 0) continue;
      for (let j = 0; j < rows; j++) y[j]! += this.inverse[r * rows + j]!;
    }
    return y;
  }

  /**
   * Optimises over the columns added so far, starting from the current basis, and returns
   * the objective; null when it fails to settle within its pivot limit (cycling) or the basis
   * is incomplete.
   */
  solve(): number | null {
    const { rows } = this;
    if (this.columns.length < rows) return null;
    const direction = new Float64Array(rows);
    const pivotLimit = 50 * rows + 5 * this.columns.length;
    for (let pivots = 0; pivots < pivotLimit; pivots++) {
      const entering = this.enteringVariable(this.duals());
      if (entering === null) return this.objective();
      this.solveForColumn(entering, direction);
      const leaving = this.leavingRow(direction);
      if (leaving < 0) return null;
      this.pivot(leaving, direction, entering);
    }
    return null;
  }

  /** Dantzig's rule: the most negative reduced cost, the first such on ties. */
  private enteringVariable(y: readonly number[]): number | null {
    let entering: number | null = null;
    let lowest = -PIVOT_TOLERANCE;
    this.columns.forEach((column, p) => {
      let reduced = 1;
      for (let i = 0; i < this.rows; i++) reduced -= y[i]! * column[i]!;
      if (reduced < lowest) {
        lowest = reduced;
        entering = p;
      }
    });
    // The surplus of row i is the column -e_i at cost 0: its reduced cost is y_i.
    for (let i = 0; i < this.rows; i++) {
      if (y[i]! < lowest) {
        lowest = y[i]!;
        entering = -(i + 1);
      }
    }
    return entering;
  }

  /** direction = B⁻¹ · (the entering variable's column). */
  private solveForColumn(entering: number, direction: Float64Array): void {
    const { rows } = this;
    for (let r = 0; r < rows; r++) {
      let d = 0;
      if (entering >= 0) {
        const column = this.columns[entering]!;
        for (let j = 0; j < rows; j++) d += this.inverse[r * rows + j]! * column[j]!;
      } else {
        d = -this.inverse[r * rows + (-entering - 1)]!;
      }
      direction[r] = d;
    }
  }

  /** The ratio test: the row whose basic variable reaches zero first, or -1 when none does. */
  private leavingRow(direction: Float64Array): number {
    let leaving = -1;
    let ratio = Infinity;
    for (let r = 0; r < this.rows; r++) {
      if (direction[r]! <= PIVOT_TOLERANCE) continue;
      const t = this.values[r]! / direction[r]!;
      if (t < ratio - PIVOT_TOLERANCE) {
        ratio = t;
        leaving = r;
      }
    }
    return leaving;
  }

  private pivot(leaving: number, direction: Float64Array, entering: number): void {
    const { rows, inverse, values } = this;
    const pivot = direction[leaving]!;
    for (let j = 0; j < rows; j++) inverse[leaving * rows + j]! /= pivot;
    values[leaving]! /= pivot;
    for (let r = 0; r < rows; r++) {
      const factor = direction[r]!;
      if (r === leaving || factor === 0) continue;
      for (let j = 0; j < rows; j++) inverse[r * rows + j]! -= factor * inverse[leaving * rows + j]!;
      values[r]! -= factor * values[leaving]!;
      // Round-off must not leave a basic variable slightly negative.
      if (values[r]! < 0 && values[r]! > -PIVOT_TOLERANCE) values[r] = 0;
    }
    this.basis[leaving] = entering;
  }

  private objective(): number {
    let z = 0;
    for (let r = 0; r < this.rows; r++) if (this.basis[r]! >= 0) z += this.values[r]!;
    return z;
  }
}

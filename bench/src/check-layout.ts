import type { OptimizeInput } from '@stonetool/domain/optimizer/types';

/**
 * An independent check of a layout, written for the benchmark from the contract alone
 * (issue 3, "Command-line contract"), so a bug shared with the optimiser's own validator
 * cannot hide. Every method's layouts — this optimiser's, maxrects-packer's, the naive
 * grid's — go through it.
 */

export interface CheckedPlacement {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
  rotated: boolean;
}

export interface CheckedLayout {
  slabs: Array<{ placements: CheckedPlacement[]; guillotine?: boolean }>;
  /** One id per copy reported unplaced. */
  unplaced: string[];
}

/** Slack for decimal inch fractions in binary floating point; far below any saw's precision. */
const EPS = 1e-6;

/**
 * Every way the layout breaks the contract, as readable messages (empty when valid):
 * each placement inside the usable slab (inside the trim) with the piece's size in an
 * allowed orientation; at least the kerf between any two pieces of a slab along x or y;
 * every copy placed once or reported; reported only when it fits an empty slab in neither
 * allowed orientation; no empty slabs; and, when `guillotine` is asked for (or a slab
 * claims it), every slab cuttable edge to edge.
 */
export function checkLayout(
  input: OptimizeInput,
  layout: CheckedLayout,
  options: { guillotine: boolean },
): string[] {
  const errors: string[] = [];
  const kerf = input.kerf !== undefined && input.kerf > 0 ? input.kerf : 0;
  const trim = input.slab.trim ?? 0;
  const right = input.slab.width - trim;
  const top = input.slab.height - trim;
  const pieces = new Map(input.pieces.map((p) => [p.id, p]));
  const seen = new Map<string, number>();
  const count = (id: string) => seen.set(id, (seen.get(id) ?? 0) + 1);

  layout.slabs.forEach((slab, s) => {
    if (slab.placements.length === 0) errors.push(`slab ${s + 1} is empty`);
    slab.placements.forEach((p) => {
      count(p.id);
      const piece = pieces.get(p.id);
      const where = `${p.id} on slab ${s + 1} at (${p.x}, ${p.y})`;
      if (!piece) {
        errors.push(`${where}: no such piece`);
        return;
      }
      const [w, h] = p.rotated ? [piece.depth, piece.width] : [piece.width, piece.depth];
      if (Math.abs(p.width - w) > EPS || Math.abs(p.height - h) > EPS) {
        errors.push(`${where}: placed ${p.width} x ${p.height}, piece is ${w} x ${h}`);
      }
      if (p.rotated && piece.rotate === false) errors.push(`${where}: turned, but its rotation is locked`);
      if (p.x < trim - EPS || p.y < trim - EPS || p.x + p.width > right + EPS || p.y + p.height > top + EPS) {
        errors.push(`${where}: outside the usable slab`);
      }
    });
    const sorted = [...slab.placements].sort((a, b) => a.x - b.x);
    sorted.forEach((a, i) => {
      for (let j = i + 1; j < sorted.length; j++) {
        const b = sorted[j] as CheckedPlacement;
        if (b.x >= a.x + a.width + kerf - EPS) break;
        const apart = b.y >= a.y + a.height + kerf - EPS || a.y >= b.y + b.height + kerf - EPS;
        if (!apart) errors.push(`slab ${s + 1}: ${a.id} and ${b.id} overlap or are closer than the kerf`);
      }
    });
    if ((options.guillotine || slab.guillotine === true) && !guillotineCuttable(slab.placements, kerf)) {
      errors.push(`slab ${s + 1} cannot be cut with edge-to-edge straight cuts`);
    }
  });

  for (const id of layout.unplaced) {
    count(id);
    const piece = pieces.get(id);
    if (!piece) {
      errors.push(`unplaced ${id}: no such piece`);
      continue;
    }
    const W = input.slab.width - 2 * trim;
    const H = input.slab.height - 2 * trim;
    const fits =
      (piece.width <= W + EPS && piece.depth <= H + EPS) ||
      (piece.rotate !== false && piece.depth <= W + EPS && piece.width <= H + EPS);
    if (fits) errors.push(`unplaced ${id}: it fits an empty slab`);
  }
  for (const piece of input.pieces) {
    const got = seen.get(piece.id) ?? 0;
    if (got !== piece.quantity)
      errors.push(`${piece.id}: ${piece.quantity} copies, ${got} placed or reported`);
  }
  return errors;
}

/**
 * True when the pieces can be separated by a sequence of edge-to-edge straight cuts, each
 * as wide as the kerf: some vertical or horizontal line crosses no piece (grown by the kerf
 * on its right and top), and each side is again cuttable. Taking any such line is safe:
 * pieces on one side of a guillotine layout are themselves a guillotine layout.
 */
export function guillotineCuttable(placements: CheckedPlacement[], kerf: number): boolean {
  if (placements.length <= 1) return true;
  const split = (lo: (p: CheckedPlacement) => number, size: (p: CheckedPlacement) => number) => {
    const sorted = [...placements].sort((a, b) => lo(a) - lo(b));
    let reach = -Infinity;
    for (let i = 0; i < sorted.length - 1; i++) {
      const p = sorted[i] as CheckedPlacement;
      reach = Math.max(reach, lo(p) + size(p) + kerf);
      if (reach <= lo(sorted[i + 1] as CheckedPlacement) + EPS)
        return [sorted.slice(0, i + 1), sorted.slice(i + 1)];
    }
    return null;
  };
  const parts =
    split(
      (p) => p.x,
      (p) => p.width,
    ) ??
    split(
      (p) => p.y,
      (p) => p.height,
    );
  return parts !== null && parts.every((part) => guillotineCuttable(part, kerf));
}

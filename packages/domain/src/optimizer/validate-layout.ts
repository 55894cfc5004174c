import { checkOutline, outlineArea, outlineBoxes, placeOutline, type Box } from '../shapes/outline';
import { LENGTH_EPSILON as EPS } from './is-guillotine';
import { copiesOf } from './prepare-items';
import type { OptimizeInput, OptimizeResult, PieceSpec, Placement } from './types';

/**
 * A layout is valid when every piece lies inside the usable slab (the slab less its trim on
 * every edge), at its own size (turned only when the piece may turn), any two pieces on a
 * slab are at least the kerf apart along x or along y, and every copy of every piece is
 * placed exactly once (as all its parts when split at seams) or reported unplaced. A piece
 * given an outline must be placed as that outline turned by its rotation (a quarter turn, or a
 * half turn when rotation is locked), and every part of it kerf apart from every other piece.
 * Returns the problems found; an empty list means the layout is valid.
 */
export function validateLayout(input: OptimizeInput, result: OptimizeResult): string[] {
  const problems: string[] = [];
  const trim = input.slab.trim ?? 0;
  const kerf = input.kerf ?? 0;
  const gap = kerf > 0 ? kerf : 0;
  const right = input.slab.width - trim;
  const top = input.slab.height - trim;
  const pieces = new Map(input.pieces.map((piece) => [piece.id, piece]));

  result.slabs.forEach((slab, s) => {
    const where = (p: Placement): string => `slab ${s + 1}, ${p.id} at (${p.x}, ${p.y})`;
    for (const p of slab.placements) {
      const piece = pieces.get(p.id);
      if (!piece) {
        problems.push(`${where(p)}: no such piece`);
        continue;
      }
      if (p.rotated && piece.rotate === false)
        problems.push(`${where(p)}: turned although rotation is locked`);
      if (piece.outline !== undefined || p.outline !== undefined) {
        problems.push(...shapeProblems(piece, p).map((problem) => `${where(p)}: ${problem}`));
        if (p.x < trim - EPS || p.y < trim - EPS || p.x + p.width > right + EPS || p.y + p.height > top + EPS)
          problems.push(`${where(p)}: outside the usable slab`);
        continue;
      }
      const width = p.rotated ? p.height : p.width;
      const depth = p.rotated ? p.width : p.height;
      if (!p.seam && (!same(width, piece.width) || !same(depth, piece.depth))) {
        problems.push(`${where(p)}: placed as ${p.width} x ${p.height}, not at the piece's size`);
      }
      if (p.seam) {
        const alongWidth = piece.width >= piece.depth;
        const across = alongWidth ? depth : width;
        if (!same(across, alongWidth ? piece.depth : piece.width)) {
          problems.push(`${where(p)}: seamed part is not as deep as its piece`);
        }
      }
      if (p.x < trim - EPS || p.y < trim - EPS || p.x + p.width > right + EPS || p.y + p.height > top + EPS) {
        problems.push(`${where(p)}: outside the usable slab`);
      }
    }
    const list = slab.placements;
    const boxes = list.map(boxesOf);
    for (let a = 0; a < list.length; a++) {
      for (let b = a + 1; b < list.length; b++) {
        const apart = boxes[a]!.every((p) => boxes[b]!.every((q) => boxesApart(p, q, gap)));
        if (!apart)
          problems.push(`${where(list[a]!)} and ${where(list[b]!)}: overlap or closer than the kerf`);
      }
    }
  });

  const expected = new Map<string, number>();
  for (const piece of input.pieces) expected.set(piece.id, (expected.get(piece.id) ?? 0) + copiesOf(piece));
  const whole = new Map<string, number>();
  const parts = new Map<string, { counts: number[]; length: number }>();
  for (const slab of result.slabs) {
    for (const p of slab.placements) {
      if (!p.seam) {
        whole.set(p.id, (whole.get(p.id) ?? 0) + 1);
        continue;
      }
      const piece = pieces.get(p.id);
      const entry = parts.get(p.id) ?? { counts: new Array<number>(p.seam.of).fill(0), length: 0 };
      entry.counts[p.seam.part] = (entry.counts[p.seam.part] ?? 0) + 1;
      const alongWidth = !piece || piece.width >= piece.depth;
      // A shape's parts must add up to its area; a rectangle's to its length.
      if (p.outline) entry.length += outlineArea(p.outline);
      else entry.length += (p.rotated ? alongWidth : !alongWidth) ? p.height : p.width;
      parts.set(p.id, entry);
    }
  }
  for (const u of result.unplaced) whole.set(u.id, (whole.get(u.id) ?? 0) + 1);
  for (const [id, copies] of expected) {
    const split = parts.get(id);
    const seamed = split ? (split.counts[0] ?? 0) : 0;
    if (split && split.counts.some((n) => n !== seamed))
      problems.push(`${id}: seamed parts do not make whole copies`);
    if (split) {
      const piece = pieces.get(id)!;
      const length =
        (piece.outline ? outlineArea(piece.outline) : Math.max(piece.width, piece.depth)) * seamed;
      if (split.length < length - EPS * Math.max(1, length))
        problems.push(`${id}: seamed parts are shorter than the piece`);
    }
    const found = (whole.get(id) ?? 0) + seamed;
    if (found !== copies) problems.push(`${id}: ${copies} copies, ${found} placed or reported`);
  }
  for (const id of whole.keys()) if (!expected.has(id)) problems.push(`${id}: not a piece of the input`);
  return problems;
}

/** The boxes a placement covers: its rectangle, or the boxes tiling its outline as placed. */
function boxesOf(p: Placement): Box[] {
  return p.outline ? outlineBoxes(p.outline) : [{ x0: p.x, y0: p.y, x1: p.x + p.width, y1: p.y + p.height }];
}

function boxesApart(p: Box, q: Box, gap: number): boolean {
  return (
    p.x1 + gap <= q.x0 + EPS ||
    q.x1 + gap <= p.x0 + EPS ||
    p.y1 + gap <= q.y0 + EPS ||
    q.y1 + gap <= p.y0 + EPS
  );
}

/** A shaped piece placed as its own outline turned by an allowed rotation, its box around it. */
function shapeProblems(piece: PieceSpec, p: Placement): string[] {
  if (piece.outline === undefined) return ['placed with an outline, but the piece has none'];
  if (p.outline === undefined || p.rotation === undefined) return ['placed without its outline and rotation'];
  if (piece.rotate === false && (p.rotation === 90 || p.rotation === 270))
    return [`turned by ${p.rotation} degrees although rotation is locked`];
  if (p.rotated !== (p.rotation === 90 || p.rotation === 270)) return ['rotated does not match its rotation'];
  // A part cut at a seam is its own outline; that the parts make the piece is checked by area.
  const check = p.seam ? checkOutline(p.outline) : { ok: true as const };
  if (!check.ok) return [`its part's outline is not valid: ${check.reason}`];
  const expected = p.seam ? p.outline : placeOutline(piece.outline, p.rotation, p.x, p.y);
  const congruent =
    expected.length === p.outline.length &&
    expected.every(([x, y], i) => same(x, p.outline![i]![0]) && same(y, p.outline![i]![1]));
  if (!congruent) return [`its outline is not the piece's outline turned by ${p.rotation} degrees`];
  const xs = expected.map(([x]) => x);
  const ys = expected.map(([, y]) => y);
  if (!same(Math.max(...xs) - p.x, p.width) || !same(Math.max(...ys) - p.y, p.height))
    return ["its width and height are not its outline's"];
  return [];
}

function same(a: number, b: number): boolean {
  return Math.abs(a - b) <= EPS * Math.max(1, Math.abs(a), Math.abs(b));
}

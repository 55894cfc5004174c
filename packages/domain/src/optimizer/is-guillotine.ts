/** A rectangle placed on a slab: lower-left corner and size as placed. */
export interface PlacedRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Tolerance for comparing lengths given as decimals (inches and binary fractions are exact). */
export const LENGTH_EPSILON = 1e-9;

/**
 * Bridge saw rule: a slab can be cut with edge-to-edge straight cuts when its pieces can be
 * separated by a straight cut running across the whole slab (leaving at least the kerf
 * between the pieces on either side), and each side again, until every part holds at most
 * one piece. Any full cut can be taken first: cutting never makes the rest harder to cut.
 */
export function isGuillotine(placements: readonly PlacedRect[], kerf = 0): boolean {
  const stack: PlacedRect[][] = [[...placements]];
  while (stack.length > 0) {
    const group = stack.pop()!;
    if (group.length <= 1) continue;
    const split = splitAlong(group, 'x', kerf) ?? splitAlong(group, 'y', kerf);
    if (!split) return false;
    stack.push(split[0], split[1]);
  }
  return true;
}

/** Finds a cut across the group perpendicular to the axis; returns the pieces on each side. */
function splitAlong(group: PlacedRect[], axis: 'x' | 'y', kerf: number): [PlacedRect[], PlacedRect[]] | null {
  const start = (r: PlacedRect): number => (axis === 'x' ? r.x : r.y);
  const end = (r: PlacedRect): number => (axis === 'x' ? r.x + r.width : r.y + r.height);
  const sorted = [...group].sort((a, b) => start(a) - start(b));
  let reach = end(sorted[0]!);
  for (let i = 1; i < sorted.length; i++) {
    const next = sorted[i]!;
    if (start(next) >= reach + kerf - LENGTH_EPSILON) return [sorted.slice(0, i), sorted.slice(i)];
    reach = Math.max(reach, end(next));
  }
  return null;
}

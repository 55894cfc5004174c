import { cutoutNames, type Cutout } from './cutouts';
import { cutAcross, cutAtSeams, partLength, singleCuts, type Seam, type SeamAt } from './inside-corner-seams';
import { boundingBox, type Box, type Outline } from './outline';

/** The trade's least distance between a seam and a cutout, in inches (issue 24). */
export const DEFAULT_CUTOUT_CLEARANCE = 6;

/** The fabricator's seam rules: the shortest part and how far a seam stays from any cutout. */
export interface SeamRules {
  minPart: number;
  cutoutClearance: number;
}

/** A cutout's box on its piece. */
export const cutoutBox = (c: Pick<Cutout, 'x' | 'y' | 'width' | 'depth'>): Box => ({
  x0: c.x,
  y0: c.y,
  x1: c.x + c.width,
  y1: c.y + c.depth,
});

/**
 * The first box a seam passes through or comes nearer to than the clearance, or -1: the seam (a
 * straight segment) meets the box grown by the clearance on every side, its edge excluded, so a seam
 * exactly the clearance away is allowed and, with no clearance, a seam along a cutout's edge too.
 */
export function boxNearSeam(seam: Seam, boxes: readonly Box[], clearance: number): number {
  const [x0, x1] = [Math.min(seam.from[0], seam.to[0]), Math.max(seam.from[0], seam.to[0])];
  const [y0, y1] = [Math.min(seam.from[1], seam.to[1]), Math.max(seam.from[1], seam.to[1])];
  return boxes.findIndex(
    (b) => x0 < b.x1 + clearance && b.x0 - clearance < x1 && y0 < b.y1 + clearance && b.y0 - clearance < y1,
  );
}

/**
 * Where along a straight run (its length on `axis`) a seam across it may not lie: an open span
 * around each cutout, grown by the clearance on both sides.
 */
export function seamBlockedSpans(
  boxes: readonly Box[],
  axis: 'x' | 'y',
  clearance: number,
): Array<[number, number]> {
  return boxes.map((b) =>
    axis === 'x' ? [b.x0 - clearance, b.x1 + clearance] : [b.y0 - clearance, b.y1 + clearance],
  );
}

/**
 * Seams across a straight run of whole-unit `length` into `parts` parts, each from `minPart` to
 * `maxPart` long, no seam inside a span of `blocked`: each seam where the equal split puts it (the
 * first parts one unit longer when the length does not divide, as the split without cutouts) or,
 * when that is blocked, the nearest allowed place, seam by seam from the start. Null when none is
 * found (exact for one seam; with more the search keeps each earlier seam where it put it).
 */
export function straightSeamPositions(
  length: number,
  parts: number,
  minPart: number,
  maxPart: number,
  blocked: ReadonlyArray<readonly [number, number]>,
): number[] | null {
  const base = Math.floor(length / parts);
  const extra = length - base * parts;
  const allowed = (at: number): boolean => blocked.every(([lo, hi]) => !(lo < at && at < hi));
  const positions: number[] = [];
  let previous = 0;
  for (let i = 1; i < parts; i++) {
    const lower = Math.max(previous + minPart, length - (parts - i) * maxPart);
    const upper = Math.min(previous + maxPart, length - (parts - i) * minPart);
    const ideal = i * base + Math.min(i, extra);
    const candidates = [
      ideal,
      lower,
      upper,
      ...blocked.flatMap(([lo, hi]) => [Math.floor(lo), Math.ceil(hi)]),
    ];
    const best = candidates
      .filter((at) => lower <= at && at <= upper && allowed(at))
      .sort((a, b) => Math.abs(a - ideal) - Math.abs(b - ideal) || a - b)[0];
    if (best === undefined) return null;
    positions.push(best);
    previous = best;
  }
  return positions;
}

/**
 * A seam found on a laid-out piece (a segment in its own coordinates) as the user moves it: its
 * line, and its middle, which names the crossing when the line crosses the piece more than once.
 */
export const seamAtOf = ([x1, y1, x2, y2]: readonly [number, number, number, number]): SeamAt =>
  x1 === x2 ? { axis: 'x', at: x1, through: (y1 + y2) / 2 } : { axis: 'y', at: y1, through: (x1 + x2) / 2 };

/** Inches as the cards print them: at most two decimals, no trailing zeros. */
export const inches = (value: number): string => String(Math.round(value * 100) / 100);

/** "at 72 in from the left end" (a seam across the piece's length) or "at 40 in from the front edge". */
export const seamAtText = (seam: SeamAt): string =>
  `at ${inches(seam.at)} in from ${seam.axis === 'x' ? 'the left end' : 'the front edge'}`;

/** Two seams on the same line of the piece. */
const sameSeam = (a: SeamAt, b: SeamAt): boolean =>
  a.axis === b.axis && Math.abs(a.at - b.at) < 1e-9 && a.through === b.through;

/**
 * Why the seams the user placed on a piece cannot be cut, each naming the piece and the seam: a
 * seam that does not cross the piece once, straight across a run; one through or nearer a cutout
 * than the clearance; a part shorter than the minimum. Empty when every seam keeps the rules.
 */
export function seamProblems(
  pieceName: string,
  outline: Outline,
  cutouts: readonly Cutout[],
  seams: readonly SeamAt[],
  rules: SeamRules,
): string[] {
  const named = (seam: SeamAt): string => `${pieceName}: the seam ${seamAtText(seam)}`;
  // Cut once, a seam given again finds no piece to cross, which would misname the mistake.
  const repeated = seams.findIndex((seam, i) => seams.slice(0, i).some((earlier) => sameSeam(earlier, seam)));
  if (repeated >= 0) return [`${named(seams[repeated]!)} is given twice`];
  const cut = cutAtSeams(outline, seams);
  if (!cut.ok) return [`${named(seams[cut.index]!)} ${cut.reason}`];
  const names = cutoutNames(cutouts);
  const boxes = cutouts.map(cutoutBox);
  const problems: string[] = [];
  cut.seams.forEach((seam, i) => {
    const near = boxNearSeam(seam, boxes, 0);
    const close = boxNearSeam(seam, boxes, rules.cutoutClearance);
    if (near >= 0) problems.push(`${named(seams[i]!)} passes through ${names[near]}`);
    else if (close >= 0)
      problems.push(`${named(seams[i]!)} is within ${inches(rules.cutoutClearance)} in of ${names[close]}`);
  });
  const short = cut.parts
    .map((part) => lengthFromSeams(part, cut.seams))
    .find((l) => l < rules.minPart - 1e-9);
  if (short !== undefined)
    problems.push(
      `${pieceName}: the seams leave a part ${inches(short)} in long, shorter than the ${inches(rules.minPart)} in minimum`,
    );
  return problems;
}

/**
 * A part's length as a seam sets it: its extent away from each seam along its side (a straight
 * run's part from seam to end or to the next seam), the shortest of them.
 */
export function lengthFromSeams(part: Outline, seams: readonly Seam[]): number {
  const box = boundingBox(part);
  const lengths = seams.flatMap((seam) => {
    const vertical = seam.from[0] === seam.to[0];
    const at = vertical ? seam.from[0] : seam.from[1];
    const [lo, hi] = vertical ? [box.x0, box.x1] : [box.y0, box.y1];
    const [s0, s1] = vertical ? [seam.from[1], seam.to[1]] : [seam.from[0], seam.to[0]];
    const [b0, b1] = vertical ? [box.y0, box.y1] : [box.x0, box.x1];
    const alongSide = (at === lo || at === hi) && Math.min(s0, s1) < b1 && b0 < Math.max(s0, s1);
    return alongSide ? [hi - lo] : [];
  });
  return lengths.length === 0 ? partLength(part) : Math.min(...lengths);
}

/** How many partial cuts of a shape the fallback search carries from one seam count to the next. */
const BEAM = 6;

/**
 * The trade's second choice for an L or U whose inside corners are all too near a cutout: seams
 * anywhere straight across a run, at whole inches, as few as can be (at most three), each clear of
 * the cutouts (`clear`) and every part `minPart` long or more away from its seams; among cuts with
 * as many seams, those nearest an inside corner first (an inside-corner cut is one of them). Null
 * when none is found.
 */
export function splitAcrossRuns(
  outline: Outline,
  fits: (part: Outline) => boolean,
  minPart: number,
  clear: (seam: Seam) => boolean,
): { parts: Outline[]; seams: Seam[] } | null {
  const corners = singleCuts(outline).map((cut) => cut.seam.from);
  const nearCorner = (seam: Seam): number => {
    const vertical = seam.from[0] === seam.to[0];
    const at = vertical ? seam.from[0] : seam.from[1];
    return Math.min(...corners.map((c) => Math.abs((vertical ? c[0] : c[1]) - at)));
  };
  let frontier: Array<{ parts: Outline[]; seams: Seam[] }> = [{ parts: [outline], seams: [] }];
  for (let count = 1; count <= 3 && frontier.length > 0; count++) {
    const next: Array<{ parts: Outline[]; seams: Seam[]; near: number }> = [];
    for (const state of frontier) {
      const k = state.parts.findIndex((part) => !fits(part));
      const part = state.parts[k]!;
      for (const cut of [...singleCuts(part), ...straightCuts(part)]) {
        if (!clear(cut.seam)) continue;
        const seams = [...state.seams, cut.seam];
        const parts = [...state.parts.slice(0, k), ...cut.parts, ...state.parts.slice(k + 1)];
        if (parts.some((p) => lengthFromSeams(p, seams) < minPart)) continue;
        next.push({ parts, seams, near: nearCorner(cut.seam) });
      }
    }
    next.sort((a, b) => a.near - b.near);
    const done = next.find((state) => state.parts.every(fits));
    if (done) return { parts: done.parts, seams: done.seams };
    frontier = next.slice(0, BEAM);
  }
  return null;
}

/** Every cut of the part straight across one of its runs at a whole inch. */
function straightCuts(part: Outline): Array<{ parts: [Outline, Outline]; seam: Seam }> {
  const box = boundingBox(part);
  const cuts: Array<{ parts: [Outline, Outline]; seam: Seam }> = [];
  for (const [axis, lo, hi] of [
    ['x', box.x0, box.x1],
    ['y', box.y0, box.y1],
  ] as const)
    for (let at = Math.floor(lo) + 1; at < hi; at++) {
      const cut = cutAcross(part, { axis, at });
      if (cut.ok) cuts.push(cut);
    }
  return cuts;
}

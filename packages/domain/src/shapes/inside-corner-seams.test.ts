import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitAtInsideCorners } from './inside-corner-seams';
import { lOutline, uOutline } from './l-and-u';
import { boundingBox, checkOutline, outlineArea, type Outline } from './outline';
import { arbitraryL, arbitraryU, L_120_96_PARTS, outlineOf } from './testing';

/** Fits a 126 x 63 slab in some quarter turn. */
const fitsSlab = (part: Outline): boolean => {
  const box = boundingBox(part);
  const [w, h] = [box.x1 - box.x0, box.y1 - box.y0];
  return (w <= 126 && h <= 63) || (h <= 126 && w <= 63);
};

describe('splitAtInsideCorners', () => {
  it('cuts an L too large for the slab at its inside corner, leg A keeping the corner', () => {
    const l = outlineOf(lOutline({ legA: 120, legB: 96, depth: 25.5 }));
    const split = splitAtInsideCorners(l, fitsSlab);
    expect(split).toEqual({
      ok: true,
      parts: L_120_96_PARTS,
      seams: [{ from: [25.5, 25.5], to: [0, 25.5] }],
    });
  });

  it('leaves a piece that fits whole as one part', () => {
    const l = outlineOf(lOutline({ legA: 100, legB: 60, depth: 25.5 }));
    expect(splitAtInsideCorners(l, fitsSlab)).toEqual({ ok: true, parts: [l], seams: [] });
  });

  it('cuts a U whose back is longer than the slab once, at an inside corner', () => {
    const u = outlineOf(uOutline({ back: 150, leftArm: 50, rightArm: 60, depth: 25.5 }));
    const split = splitAtInsideCorners(u, fitsSlab);
    expect(split.ok && split.seams).toHaveLength(1);
    expect(split.ok && split.parts.every(fitsSlab)).toBe(true);
  });

  it('refuses parts shorter than the minimum, and says when no cut at an inside corner fits', () => {
    const l = outlineOf(lOutline({ legA: 131, legB: 30, depth: 25.5 }));
    expect(splitAtInsideCorners(l, fitsSlab).ok).toBe(true);
    expect(splitAtInsideCorners(l, fitsSlab, 40)).toEqual({ ok: false, reason: 'seam_too_short' });
    const long = outlineOf(lOutline({ legA: 300, legB: 96, depth: 25.5 }));
    expect(splitAtInsideCorners(long, fitsSlab)).toEqual({ ok: false, reason: 'too_large' });
  });

  it('cuts Ls and Us into valid outlines that add up to the piece', () => {
    const depths = fc.constantFrom(22, 25.5);
    const shapes = fc.oneof(
      arbitraryL([30, 250], [30, 150], depths),
      arbitraryU([60, 250], [30, 150], depths),
    );
    fc.assert(
      fc.property(shapes, (outline) => {
        const split = splitAtInsideCorners(outline, fitsSlab);
        if (!split.ok) return;
        expect(split.parts.every(fitsSlab)).toBe(true);
        for (const part of split.parts) expect(checkOutline(part)).toEqual({ ok: true });
        expect(split.parts.reduce((sum, part) => sum + outlineArea(part), 0)).toBeCloseTo(
          outlineArea(outline),
          9,
        );
        expect(split.seams).toHaveLength(split.parts.length - 1);
      }),
      { numRuns: 150 },
    );
  });
});

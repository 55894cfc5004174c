import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { optimize } from '../optimizer/optimize';
import { lOutline, uOutline } from '../shapes/l-and-u';
import { boundingBox, outlineArea } from '../shapes/outline';
import { arbitraryL, arbitraryU, outlineOf } from '../shapes/testing';
import { readLayout, toOptimizeInput, type LayoutPiece } from './layout';
import { partLabel, seamNotice, seamPlaces, seamsOf, unplacedNotice } from './seams';
import type { EstimateSlab, PieceSeams } from './types';

const slab = { width: 126, height: 63 };
const seamsOn = { allowSeams: true, minSeamPiece: 24 };
const seamsOff = { allowSeams: false, minSeamPiece: 24 };

const lyingAt = (x: number): Array<[number, number]> => [
  [x, 0],
  [x + 65, 0],
  [x + 65, 30],
  [x, 30],
];

/** The piece laid out alone on a 126 × 63 slab, seams on (12 in parts at least), read as the estimate reads it. */
function laidOut(piece: Omit<LayoutPiece, 'productIndex' | 'quantity' | 'priority'>) {
  const pieces: LayoutPiece[] = [{ productIndex: 0, quantity: 1, priority: 'normal', ...piece }];
  const settings = { slab, kerf: 0.125, minSeamPiece: 12 };
  return readLayout(optimize(toOptimizeInput(pieces, settings)), slab, pieces).slabs;
}

describe('seams in the open', () => {
  it('reads how the layout split a piece from its parts as they lay in it, whatever their turn on the slab', () => {
    const slabs: EstimateSlab[] = [
      {
        index: 0,
        efficiency: 50,
        pieces: [
          {
            productIndex: 0,
            pieceIndex: 0,
            x: 0,
            y: 0,
            width: 30,
            depth: 65,
            rotated: true,
            seam: { part: 1, of: 2, along: 'y', lines: [[0, 0, 30, 0]], inPiece: lyingAt(65) },
          },
          {
            productIndex: 0,
            pieceIndex: 0,
            x: 31,
            y: 0,
            width: 65,
            depth: 30,
            rotated: false,
            seam: { part: 0, of: 2, along: 'x', lines: [[96, 0, 96, 30]], inPiece: lyingAt(0) },
          },
          {
            productIndex: 0,
            pieceIndex: 1,
            x: 0,
            y: 31,
            width: 65,
            depth: 30,
            rotated: false,
            seam: { part: 0, of: 2, along: 'x', lines: [[65, 31, 65, 61]], inPiece: lyingAt(0) },
          },
          { productIndex: 1, pieceIndex: 0, x: 70, y: 31, width: 40, depth: 25, rotated: false },
        ],
      },
    ];
    const seams = seamsOf(0, { width: 130, depth: 30, outline: null }, slabs);
    expect(seams).toEqual({
      outline: lyingAt(0).map(([x, y]) => [x * 2, y]),
      parts: [lyingAt(0), lyingAt(65)],
      cuts: [[65, 0, 65, 30]],
    });
    expect(seamNotice(1, seams!)).toBe(
      'Piece 1 (130 × 30) has 1 seam at 65 in from the left end: parts 65 × 30 + 65 × 30',
    );
    expect(seamsOf(1, { width: 40, depth: 25, outline: null }, slabs)).toBeNull();
  });

  it('says how far from the left end each seam of a run is, its depth kept whole', () => {
    // 140 × 70 on a 126 × 63 slab: three parts of about 46.67 (as the optimiser cut them), each
    // turned to lie across the slab.
    const seams = seamsOf(0, { width: 140, depth: 70, outline: null }, laidOut({ width: 140, depth: 70 }));
    expect(seamNotice(1, seams!)).toBe(
      'Piece 1 (140 × 70) has 2 seams at 46.75 and 93.38 in from the left end: parts 46.75 × 70 + 46.63 × 70 + 46.63 × 70',
    );
  });

  it('measures the seams of a run entered deeper than it is long from its front edge', () => {
    const seams = seamsOf(
      0,
      { width: 25.5, depth: 300, outline: null },
      laidOut({ width: 25.5, depth: 300 }),
    );
    expect(seamNotice(3, seams!)).toBe(
      'Piece 3 (25.5 × 300) has 2 seams at 100 and 200 in from the front edge: parts 25.5 × 100 + 25.5 × 100 + 25.5 × 100',
    );
  });

  it("names an L's seam by the leg it crosses at the inside corner, not by its parts' sizes as placed", () => {
    const L = outlineOf(lOutline({ legA: 120, legB: 96, depth: 25.5 }));
    const seams = seamsOf(
      0,
      { width: 120, depth: 96, outline: L },
      laidOut({ width: 120, depth: 96, outline: L }),
    );
    expect(seams?.cuts).toEqual([[0, 25.5, 25.5, 25.5]]);
    expect(seamNotice(2, seams!)).toBe(
      'Piece 2 (L-shaped 120 × 96, 25.5 deep) has 1 seam across leg B at the inside corner: parts 120 × 25.5 + 25.5 × 70.5',
    );
  });

  it("names a U's seams by the run each crosses and the inside corner it starts at", () => {
    const U = outlineOf(uOutline({ back: 140, leftArm: 40, rightArm: 40, depth: 25.5 }));
    const seams: PieceSeams = {
      outline: U.map(([x, y]) => [x, y]),
      parts: [
        [
          [0, 0],
          [25.5, 0],
          [25.5, 40],
          [0, 40],
        ],
        [
          [25.5, 0],
          [140, 0],
          [140, 25.5],
          [25.5, 25.5],
        ],
        [
          [114.5, 25.5],
          [140, 25.5],
          [140, 40],
          [114.5, 40],
        ],
      ],
      cuts: [
        [25.5, 0, 25.5, 25.5],
        [114.5, 25.5, 140, 25.5],
      ],
    };
    expect(seamPlaces(seams)).toBe(
      'across the back at the left inside corner and across the right arm at the right inside corner',
    );
    expect(seamNotice(4, seams)).toBe(
      'Piece 4 (U-shaped 40 × 140 × 40, 25.5 deep) has 2 seams across the back at the left inside corner and across the right arm at the right inside corner: parts 25.5 × 40 + 114.5 × 25.5 + 25.5 × 14.5',
    );
  });

  it('finds the parts of any L or U the layout seams, tiling the piece, each seam at an inside corner', () => {
    const shape = fc.oneof(
      arbitraryL([100, 125], [64, 100], fc.constant(25.5)),
      arbitraryU([100, 125], [64, 90], fc.constant(25.5)),
    );
    fc.assert(
      fc.property(shape, (outline) => {
        const box = boundingBox(outline);
        const seams = seamsOf(
          0,
          { width: box.x1, depth: box.y1, outline },
          laidOut({ width: box.x1, depth: box.y1, outline }),
        );
        // Every one is deeper than the slab whole, and fits it cut at its inside corners.
        expect(seams).not.toBeNull();
        if (seams === null) return;
        for (const part of seams.parts) {
          const { x0, y0, x1, y1 } = boundingBox(part);
          expect([x0 >= 0, y0 >= 0, x1 <= box.x1, y1 <= box.y1]).toEqual([true, true, true, true]);
        }
        const area = seams.parts.reduce((sum, part) => sum + outlineArea(part), 0);
        expect(area).toBeCloseTo(outlineArea(outline), 6);
        expect(seams.cuts).toHaveLength(seams.parts.length - 1);
        expect(seamPlaces(seams)).not.toMatch(/from the/);
      }),
      { numRuns: 12 },
    );
  });

  it('labels the parts of piece 1 as 1a, 1b, 1c', () => {
    expect([0, 1, 2].map((part) => partLabel(1, part))).toEqual(['1a', '1b', '1c']);
    expect(partLabel(12, 1)).toBe('12b');
    expect(partLabel('2.3', 0)).toBe('2.3a');
  });

  it('names the piece and the slab for each reason a piece has no place', () => {
    expect(unplacedNotice(2, { width: 140, depth: 130 }, slab, 'too_large', seamsOn)).toBe(
      'Piece 2 (140 × 130) is too deep for the 126 × 63 slab: no slab holds its 130 in depth, even turned.',
    );
    expect(unplacedNotice(1, { width: 130, depth: 30 }, slab, 'too_large', seamsOff)).toBe(
      'Piece 1 (130 × 30) does not fit the 126 × 63 slab whole and seams are off in Settings: turn seams on or shorten the piece.',
    );
    expect(
      unplacedNotice(4, { width: 130, depth: 30 }, slab, 'seam_too_short', {
        allowSeams: true,
        minSeamPiece: 80,
      }),
    ).toBe('Piece 4 (130 × 30) would need a part shorter than 80 in at its seams on a 126 × 63 slab.');
  });
});

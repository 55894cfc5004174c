import { describe, expect, it } from 'vitest';
import { partLabel, seamEnds, seamNotice, seamsOf, unplacedNotice } from './seams';
import type { EstimateSlab } from './types';

const slab = { width: 126, height: 63 };
const seamsOn = { allowSeams: true, minSeamPiece: 24 };
const seamsOff = { allowSeams: false, minSeamPiece: 24 };

describe('seams in the open', () => {
  it("reads how the layout split a piece, in the piece's own orientation, part by part", () => {
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
            seam: { part: 1, of: 2, along: 'y', lines: [[0, 0, 30, 0]] },
          },
          {
            productIndex: 0,
            pieceIndex: 0,
            x: 31,
            y: 0,
            width: 65,
            depth: 30,
            rotated: false,
            seam: { part: 0, of: 2, along: 'x', lines: [[96, 0, 96, 30]] },
          },
          {
            productIndex: 0,
            pieceIndex: 1,
            x: 0,
            y: 31,
            width: 65,
            depth: 30,
            rotated: false,
            seam: { part: 0, of: 2, along: 'x', lines: [[65, 31, 65, 61]] },
          },
          { productIndex: 1, pieceIndex: 0, x: 70, y: 31, width: 40, depth: 25, rotated: false },
        ],
      },
    ];
    const seams = seamsOf(0, { width: 130, depth: 30 }, slabs);
    expect(seams).toEqual({
      width: 130,
      depth: 30,
      parts: [
        { width: 65, depth: 30 },
        { width: 65, depth: 30 },
      ],
    });
    expect(seamNotice(1, seams!)).toBe('Piece 1 (130 × 30) has 1 seam: 65 × 30 + 65 × 30');
    expect(seamsOf(1, { width: 40, depth: 25 }, slabs)).toBeNull();
  });

  it("keeps a deep piece's depth whole when its parts are shorter than they are deep", () => {
    // 140 × 70 on a 126 × 63 slab: the length runs down the slab in three parts of 46.67.
    const slabs: EstimateSlab[] = [
      {
        index: 0,
        efficiency: 90,
        pieces: [0, 1, 2].map((part) => ({
          productIndex: 0,
          pieceIndex: 0,
          x: 0,
          y: part * 21,
          width: 70,
          depth: 46.67,
          rotated: true,
          seam: {
            part,
            of: 3,
            along: 'y' as const,
            lines: [part * 21, part * 21 + 46.67]
              .filter((_, end) => (end === 0 ? part > 0 : part < 2))
              .map((y): [number, number, number, number] => [0, y, 70, y]),
          },
        })),
      },
    ];
    expect(seamsOf(0, { width: 140, depth: 70 }, slabs)?.parts).toEqual([
      { width: 46.67, depth: 70 },
      { width: 46.67, depth: 70 },
      { width: 46.67, depth: 70 },
    ]);
  });

  it('words several seams and fractions of an inch', () => {
    const seams = {
      width: 25.5,
      depth: 300,
      parts: [
        { width: 25.5, depth: 100 },
        { width: 25.5, depth: 100 },
        { width: 25.5, depth: 100 },
      ],
    };
    expect(seamNotice(3, seams)).toBe(
      'Piece 3 (25.5 × 300) has 2 seams: 25.5 × 100 + 25.5 × 100 + 25.5 × 100',
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

describe('seamEnds', () => {
  const box = { x: 10, y: 20, width: 60, height: 30 };
  it("draws the first part's seam at its far end and the last part's at its near end", () => {
    expect(seamEnds({ part: 0, of: 2, along: 'x' }, box)).toEqual([[70, 20, 70, 50]]);
    expect(seamEnds({ part: 1, of: 2, along: 'x' }, box)).toEqual([[10, 20, 10, 50]]);
  });
  it('draws both ends of a middle part, across the slab height when the length runs up it', () => {
    expect(seamEnds({ part: 1, of: 3, along: 'y' }, box)).toEqual([
      [10, 50, 70, 50],
      [10, 20, 70, 20],
    ]);
  });
});

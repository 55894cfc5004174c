import { describe, expect, it } from 'vitest';
import { piecesFromDrawingText, withoutShallowPieces } from './drawing-pieces';

describe('piecesFromDrawingText', () => {
  it('reads labelled sides like a pasted list and merges identical pieces', () => {
    const reading = piecesFromDrawingText(
      'SMITH RESIDENCE\nIsland 96" x 42"\nVanity 36 x 22\nVanity 36 x 22 w/ sink',
    );
    expect(reading.pieces.map((p) => [p.name, p.width, p.depth, p.type, p.quantity])).toEqual([
      ['Island', 96, 42, 'island', 1],
      ['Vanity', 36, 22, 'vanity', 2],
    ]);
    expect(reading.confidence).toBeGreaterThan(0.5);
  });

  it('pairs lone callouts in reading order, with a low confidence and a note', () => {
    const reading = piecesFromDrawingText(`120"\n25 1/2"\n96"\n42"`);
    expect(reading.pieces.map((p) => [p.width, p.depth])).toEqual([
      [120, 25.5],
      [96, 42],
    ]);
    expect(reading.pieces[0]?.notes).toMatch(/please check/);
    expect(reading.confidence).toBeLessThan(0.5);
  });

  it('names paired callouts by the label above or beside them (SINK RUN, ISLAND)', () => {
    const reading = piecesFromDrawingText(
      'SMITH RESIDENCE\nSINK RUN\n120"\n25 1/2"\nISLAND 96"\n42"\n36"\n22"',
    );
    expect(reading.pieces.map((p) => [p.name, p.type, p.width, p.depth, p.confidence])).toEqual([
      ['SINK RUN', 'countertop', 120, 25.5, 0.4],
      ['ISLAND', 'island', 96, 42, 0.4],
      ['Piece 3', 'countertop', 36, 22, 0.4],
    ]);
    expect(reading.unit).toBe('in');
  });

  it('finds nothing in text without lengths', () => {
    expect(piecesFromDrawingText('Kitchen plan, sheet 2').pieces).toEqual([]);
  });

  it('names back a shallow top written on a drawing, and never pairs its callouts into a piece', () => {
    const reading = piecesFromDrawingText('SMITH RESIDENCE\nIsland 96" x 2.5"\nVanity 36 x 22');
    expect(reading.pieces.map((p) => [p.name, p.width, p.depth])).toEqual([['Vanity', 36, 22]]);
    expect(reading.unread).toEqual([
      {
        text: 'Island 96" x 2.5"',
        reason: 'Not read: depth 2.5" looks too shallow for an island; check the size',
      },
    ]);
    const alone = piecesFromDrawingText('Island 96" x 2.5"');
    expect(alone.pieces).toEqual([]);
    expect(alone.unread.map((u) => u.reason)).toEqual([
      'Not read: depth 2.5" looks too shallow for an island; check the size',
    ]);
  });

  it('names back a shallow top paired from lone callouts', () => {
    const reading = piecesFromDrawingText('ISLAND\n96"\n3"\nSPLASH\n96"\n3"');
    expect(reading.pieces.map((p) => [p.name, p.depth])).toEqual([['SPLASH', 3]]);
    expect(reading.unread).toEqual([
      { text: 'ISLAND', reason: 'Not read: depth 3 in looks too shallow for an island; check the size' },
    ]);
  });
});

describe('withoutShallowPieces', () => {
  it('refuses a work surface under 4 in deep whatever the case of its type, and keeps the parts of a cut outline', () => {
    const { pieces, unread } = withoutShallowPieces([
      { name: 'Top', depth: 3, type: ' Countertop ' },
      { name: 'Kitchen (b)', depth: 3, type: 'countertop', outline: 'Kitchen' },
      { name: 'Sill', depth: 3, type: 'window sill' },
      { name: 'Desk', depth: 24, type: 'desk' },
    ]);
    expect(pieces.map((p) => p.name)).toEqual(['Kitchen (b)', 'Sill', 'Desk']);
    expect(unread).toEqual([
      { text: 'Top', reason: 'Not read: depth 3 in looks too shallow for a countertop; check the size' },
    ]);
  });
});

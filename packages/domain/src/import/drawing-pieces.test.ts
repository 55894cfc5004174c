import { describe, expect, it } from 'vitest';
import { piecesFromDrawingText } from './drawing-pieces';

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
});

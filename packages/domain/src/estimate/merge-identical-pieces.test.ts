import { describe, expect, it } from 'vitest';
import { MAX_QUANTITY } from '../limits';
import { mergeIdenticalPieces } from './merge-identical-pieces';

describe('mergeIdenticalPieces', () => {
  it('merges pieces with the same width, depth and edge into one type with a quantity', () => {
    const merged = mergeIdenticalPieces([
      { name: 'Vanity 1', width: 36, depth: 22, edgeDetail: 'Eased' },
      { name: 'Island', width: 96, depth: 42, edgeDetail: 'Ogee' },
      { name: 'Vanity 2', width: 36, depth: 22, edgeDetail: 'eased' },
      { name: 'Vanity 3', width: 36, depth: 22 },
    ]);
    expect(merged).toEqual([
      { name: 'Vanity 1', width: 36, depth: 22, edgeDetail: 'Eased', quantity: 3 },
      { name: 'Island', width: 96, depth: 42, edgeDetail: 'Ogee', quantity: 1 },
    ]);
  });

  it('keeps pieces apart when their edge or size differs, and adds given quantities', () => {
    const merged = mergeIdenticalPieces([
      { width: 36, depth: 22, edgeDetail: 'Eased', quantity: 2 },
      { width: 36, depth: 22, edgeDetail: 'Bullnose' },
      { width: 22, depth: 36, edgeDetail: 'Eased' },
      { width: 36, depth: 22, edgeDetail: 'Eased', quantity: 3 },
    ]);
    expect(merged.map((p) => p.quantity)).toEqual([5, 1, 1]);
  });

  it('leaves its input untouched', () => {
    const input = [
      { width: 10, depth: 10, quantity: 1 },
      { width: 10, depth: 10, quantity: 1 },
    ];
    mergeIdenticalPieces(input);
    expect(input[0]?.quantity).toBe(1);
  });

  it('keeps the pieces it is told to keep apart, in their place', () => {
    const merged = mergeIdenticalPieces(
      [
        { width: 72, depth: 26, part: true },
        { width: 36, depth: 22, part: false },
        { width: 72, depth: 26, part: true },
        { width: 36, depth: 22, part: false },
      ],
      (piece) => piece.part,
    );
    expect(merged.map((p) => [p.width, p.quantity])).toEqual([
      [72, 1],
      [36, 2],
      [72, 1],
    ]);
  });

  it('starts a new type rather than add up past the largest quantity, losing no piece', () => {
    const merged = mergeIdenticalPieces(
      Array.from({ length: 30 }, () => ({ width: 96, depth: 25.5, quantity: 40 })),
    );
    // 24 × 40 = 960 fit one type; the other six lines make a second.
    expect(merged.map((p) => p.quantity)).toEqual([960, 240]);
    expect(merged.every((p) => p.quantity <= MAX_QUANTITY)).toBe(true);
  });
});

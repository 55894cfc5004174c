import { describe, expect, it } from 'vitest';
import { checkLayout, guillotineCuttable, type CheckedPlacement } from './check-layout';

const input = {
  slab: { width: 126, height: 63 },
  kerf: 0.125,
  pieces: [
    { id: 'run', width: 96, depth: 25.5, quantity: 2 },
    { id: 'splash', width: 29.875, depth: 4, quantity: 1, rotate: false },
    { id: 'long', width: 140, depth: 25.5, quantity: 1 },
  ],
};

const at = (
  id: string,
  x: number,
  y: number,
  width: number,
  height: number,
  rotated = false,
): CheckedPlacement => ({
  id,
  x,
  y,
  width,
  height,
  rotated,
});

const valid = () => ({
  slabs: [
    {
      placements: [
        at('run', 0, 0, 96, 25.5),
        at('run', 0, 25.625, 96, 25.5),
        at('splash', 0, 51.25, 29.875, 4),
      ],
    },
  ],
  unplaced: ['long'],
});

describe('the benchmark layout checker', () => {
  it('accepts a valid layout with the kerf between neighbours and a reported piece too long for the slab', () => {
    expect(checkLayout(input, valid(), { guillotine: true })).toEqual([]);
  });

  it('rejects overlapping pieces', () => {
    const layout = valid();
    layout.slabs[0]!.placements[1] = at('run', 0, 20, 96, 25.5);
    expect(checkLayout(input, layout, { guillotine: false })).toEqual([
      'slab 1: run and run overlap or are closer than the kerf',
    ]);
  });

  it('rejects pieces closer than the kerf, along either axis', () => {
    const layout = valid();
    layout.slabs[0]!.placements[1] = at('run', 0, 25.5, 96, 25.5);
    layout.slabs[0]!.placements[2] = at('splash', 96.0625, 0, 29.875, 4);
    expect(checkLayout(input, layout, { guillotine: false })).toHaveLength(2);
  });

  it('allows pieces to touch the slab edge but not to cross it or the trim', () => {
    const layout = valid();
    layout.slabs[0]!.placements[2] = at('splash', 0, 59.5, 29.875, 4);
    expect(checkLayout(input, layout, { guillotine: false })).toEqual([
      'splash on slab 1 at (0, 59.5): outside the usable slab',
    ]);
    const trimmed = { ...input, slab: { width: 126, height: 63, trim: 0.5 } };
    expect(checkLayout(trimmed, valid(), { guillotine: false })).toContain(
      'run on slab 1 at (0, 0): outside the usable slab',
    );
  });

  it('rejects a missing copy, a copy placed twice, and a piece reported that would have fit', () => {
    const missing = valid();
    missing.slabs[0]!.placements.pop();
    expect(checkLayout(input, missing, { guillotine: false })).toEqual([
      'splash: 1 copies, 0 placed or reported',
    ]);
    const twice = valid();
    twice.slabs.push({ placements: [at('run', 0, 0, 96, 25.5)] });
    expect(checkLayout(input, twice, { guillotine: false })).toEqual(['run: 2 copies, 3 placed or reported']);
    const reported = valid();
    reported.slabs[0]!.placements.pop();
    reported.unplaced.push('splash');
    expect(checkLayout(input, reported, { guillotine: false })).toEqual([
      'unplaced splash: it fits an empty slab',
    ]);
  });

  it('rejects a wrong size and a turn that the grain forbids', () => {
    const layout = valid();
    layout.slabs[0]!.placements[2] = at('splash', 96.125, 0, 4, 29.875, true);
    expect(checkLayout(input, layout, { guillotine: false })).toEqual([
      'splash on slab 1 at (96.125, 0): turned, but its rotation is locked',
    ]);
    layout.slabs[0]!.placements[2] = at('splash', 0, 51.25, 29, 4);
    expect(checkLayout(input, layout, { guillotine: false })[0]).toMatch(
      /placed 29 x 4, piece is 29.875 x 4/,
    );
  });

  it('rejects an empty slab', () => {
    const layout = valid();
    layout.slabs.push({ placements: [] });
    expect(checkLayout(input, layout, { guillotine: false })).toEqual(['slab 2 is empty']);
  });

  it('rejects a pinwheel in guillotine mode, and when a slab claims to be guillotine-cuttable', () => {
    const square = {
      slab: { width: 3, height: 3 },
      kerf: 0,
      pieces: [
        { id: 'a', width: 2, depth: 1, quantity: 2 },
        { id: 'b', width: 1, depth: 2, quantity: 2 },
      ],
    };
    const pinwheel = [at('a', 0, 0, 2, 1), at('b', 2, 0, 1, 2), at('a', 1, 2, 2, 1), at('b', 0, 1, 1, 2)];
    const layout = { slabs: [{ placements: pinwheel }], unplaced: [] };
    expect(checkLayout(square, layout, { guillotine: false })).toEqual([]);
    expect(checkLayout(square, layout, { guillotine: true })).toEqual([
      'slab 1 cannot be cut with edge-to-edge straight cuts',
    ]);
    const claimed = { slabs: [{ placements: pinwheel, guillotine: true }], unplaced: [] };
    expect(checkLayout(square, claimed, { guillotine: false })).toHaveLength(1);
  });

  it('needs room for the blade in each guillotine cut', () => {
    const side = [at('a', 0, 0, 10, 10), at('b', 10.1, 0, 10, 5), at('c', 10.1, 5.1, 10, 5)];
    expect(guillotineCuttable(side, 0.1)).toBe(true);
    expect(guillotineCuttable(side, 0.125)).toBe(false);
  });

  describe('pieces given an outline', () => {
    const l: Array<[number, number]> = [
      [0, 0],
      [100, 0],
      [100, 20],
      [20, 20],
      [20, 50],
      [0, 50],
    ];
    const shapes = {
      slab: { width: 126, height: 63 },
      kerf: 0.25,
      pieces: [
        { id: 'L', width: 100, depth: 50, quantity: 1, outline: l },
        { id: 'r', width: 30, depth: 20, quantity: 1 },
      ],
    };
    const lAt = (rotation: number, outline: Array<[number, number]>, width = 100, height = 50) => ({
      ...at('L', 0, 0, width, height, rotation % 180 !== 0),
      rotation,
      outline,
    });
    const layout = (r: CheckedPlacement, shape = lAt(0, l)) => ({
      slabs: [{ placements: [shape, r] }],
      unplaced: [],
    });

    it("accepts a piece in the L's notch a kerf away from both legs", () => {
      expect(checkLayout(shapes, layout(at('r', 20.25, 20.25, 30, 20)), { guillotine: false })).toEqual([]);
    });

    it('rejects a piece closer than the kerf to a leg, or across it', () => {
      expect(checkLayout(shapes, layout(at('r', 20.125, 20.25, 30, 20)), { guillotine: false })).toEqual([
        'slab 1: L and r overlap or are closer than the kerf',
      ]);
      expect(checkLayout(shapes, layout(at('r', 10, 25, 30, 20)), { guillotine: false })).toHaveLength(1);
    });

    it("accepts the outline turned a quarter turn and rejects one that is not the piece's", () => {
      const turned: Array<[number, number]> = [
        [50, 0],
        [50, 100],
        [30, 100],
        [30, 20],
        [0, 20],
        [0, 0],
      ];
      const square = { ...shapes, slab: { width: 126, height: 126 } };
      expect(
        checkLayout(square, layout(at('r', 60, 0, 30, 20), lAt(90, turned, 50, 100)), { guillotine: false }),
      ).toEqual([]);
      expect(
        checkLayout(square, layout(at('r', 60, 0, 30, 20), lAt(270, turned, 50, 100)), { guillotine: false }),
      ).toEqual(["L on slab 1 at (0, 0): the outline is not the piece's outline turned by 270"]);
    });
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findLinealRun, findSplashRunInFeet, runDepth, runNote, splitRun } from './lineal-run';

describe('findLinealRun', () => {
  it('reads a run in lineal feet however it is spelled', () => {
    for (const text of [
      '22 lineal feet',
      '22 LF',
      '22 linear ft',
      '22 lin. ft',
      '22 l.f.',
      '22 running feet',
    ]) {
      expect(findLinealRun(`4in splash, ${text}`)?.inches).toBe(264);
    }
  });

  it('takes no size or piece name for a run', () => {
    expect(findLinealRun('Sink run 132 x 25.5')).toBeNull();
    expect(findLinealRun('Island 96 x 42 left side')).toBeNull();
  });
});

describe('findSplashRunInFeet', () => {
  it('reads a length in feet without inches as the run', () => {
    expect(findSplashRunInFeet('4in splash, 22 ft')?.inches).toBe(264);
    expect(findSplashRunInFeet(`4" splash 18'`)?.inches).toBe(216);
    expect(findSplashRunInFeet(`splash 8' 6" 4in`)).toBeNull();
    expect(findSplashRunInFeet('4in splash')).toBeNull();
  });
});

describe('runDepth', () => {
  it('is the marked length left in the line, else a plain number up to 60', () => {
    expect(runDepth('4in splash,        ')).toBe(4);
    expect(runDepth('Backsplash 4" high')).toBe(4);
    expect(runDepth('splash 6 x ')).toBe(6);
    expect(runDepth('splash')).toBeNull();
    expect(runDepth('splash 90')).toBeNull();
  });
});

describe('splitRun', () => {
  it('cuts a run at each slab length and keeps what is left', () => {
    expect(splitRun(264, 126)).toEqual([126, 126, 12]);
    expect(splitRun(100, 126)).toEqual([100]);
    expect(splitRun(252, 126)).toEqual([126, 126]);
  });

  it('gives pieces no longer than a slab whose lengths add up to the run', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 200 * 16 }).map((n) => n / 16),
        fc.integer({ min: 60, max: 144 }),
        (run, slab) => {
          const pieces = splitRun(run, slab);
          expect(pieces.reduce((a, b) => a + b, 0)).toBeCloseTo(run, 6);
          expect(pieces.every((piece) => piece > 0 && piece <= slab)).toBe(true);
          expect(pieces).toHaveLength(Math.ceil(run / slab));
        },
      ),
      { numRuns: 300, seed: 3 },
    );
  });

  it('states the pieces and seams of a run', () => {
    expect(runNote(264, [126, 126, 12])).toBe('22 lineal ft run in 3 pieces (126 + 126 + 12 in), 2 seams');
    expect(runNote(96, [96])).toBe('8 lineal ft run: one piece of 96 in, no seam');
  });
});

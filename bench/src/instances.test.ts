import { describe, expect, it } from 'vitest';
import { CLASS_SIZES, ROMAN, generateClasses, generateCountertops } from './instances';
import { fitsSlab } from './methods';

describe('the benchmark instances', () => {
  const classes = generateClasses(20260101);

  it('generates 50 instances of each class I–X, ten for each size', () => {
    for (const roman of ROMAN) {
      const inClass = classes.filter((i) => i.cls === roman);
      expect(inClass).toHaveLength(50);
      for (const n of CLASS_SIZES) {
        const ofSize = inClass.filter((i) => i.input.pieces.reduce((sum, p) => sum + p.quantity, 0) === n);
        expect(ofSize).toHaveLength(10);
      }
    }
  });

  it('draws Berkey & Wang items within their class ranges and Martello & Vigo items on a 100 by 100 bin', () => {
    const ranges: Record<string, [number, number]> = {
      I: [10, 10],
      II: [10, 30],
      III: [35, 40],
      IV: [35, 100],
    };
    for (const [roman, [side, bin]] of Object.entries(ranges)) {
      for (const instance of classes.filter((i) => i.cls === roman)) {
        expect(instance.input.slab).toEqual({ width: bin, height: bin });
        for (const p of instance.input.pieces) expect(Math.max(p.width, p.depth)).toBeLessThanOrEqual(side);
      }
    }
    const seventh = classes.filter((i) => i.cls === 'VII').flatMap((i) => i.input.pieces);
    const wide = seventh
      .filter((p) => p.width >= 67 && p.depth <= 50)
      .reduce((sum, p) => sum + p.quantity, 0);
    const all = seventh.reduce((sum, p) => sum + p.quantity, 0);
    expect(wide / all).toBeGreaterThan(0.6);
  });

  it('generates countertop jobs of 3 to 60 copies, some fitting only turned and some fitting no slab', () => {
    const jobs = generateCountertops(63126, 300);
    for (const job of jobs) {
      const copies = job.input.pieces.reduce((sum, p) => sum + p.quantity, 0);
      expect(copies).toBeGreaterThanOrEqual(3);
      expect(copies).toBeLessThanOrEqual(60);
    }
    const pieces = jobs.flatMap((job) => job.input.pieces.map((piece) => ({ job, piece })));
    const turnedOnly = pieces.filter(
      ({ job, piece }) => fitsSlab(job.input, piece) && !fitsSlab(job.input, { ...piece, rotate: false }),
    );
    expect(turnedOnly.length).toBeGreaterThan(20);
    expect(pieces.filter(({ job, piece }) => !fitsSlab(job.input, piece)).length).toBeGreaterThan(20);
    expect(new Set(jobs.map((job) => job.cls))).toEqual(new Set(['126x63', '130x65', '120x55']));
  });
});

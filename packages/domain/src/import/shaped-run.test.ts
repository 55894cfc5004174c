import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { outlineArea } from '../shapes/outline';
import { pieceOutline } from '../shapes/piece-shape';
import { readProductList } from './parse-product-list';

/** The area in ft² of a read product's true outline. */
function squareFeetOf(product: { width: number; depth: number; shape: Parameters<typeof pieceOutline>[2] }) {
  const outline = pieceOutline(product.width, product.depth, product.shape);
  if (!outline.ok) throw new Error(outline.reason);
  return outlineArea(outline.outline) / 144;
}

describe('L and U lines of a pasted list', () => {
  it('reads "L-shaped 120 x 96, 25.5 deep" as an L of 33.73 ft², not its 80 ft² bounding box', () => {
    // Legs measured along the wall: 4,857.75 in² (decision 107; the 36.7 ft² was a slip).
    const { products, unreadLines } = readProductList('L-shaped 120 x 96, 25.5 deep');
    expect(unreadLines).toEqual([]);
    expect(products).toEqual([
      expect.objectContaining({ width: 120, depth: 25.5, shape: { kind: 'l', legB: 96 }, quantity: 1 }),
    ]);
    expect(squareFeetOf(products[0]!)).toBeCloseTo(33.73, 2);
  });

  it('reads a U as its left arm, back and right arm, with the name and count of its line', () => {
    const [product] = readProductList('Kitchen U-shaped 96 x 120 x 84, 25.5 deep qty 2 bullnose').products;
    expect(product).toEqual(
      expect.objectContaining({
        name: 'Kitchen',
        width: 120,
        depth: 25.5,
        shape: { kind: 'u', leftArm: 96, rightArm: 84 },
        quantity: 2,
        edgeDetail: 'Bullnose',
      }),
    );
  });

  it('reads feet and inches, centimetres, and lengths too large for inches as millimetres with a note', () => {
    const { products } = readProductList(
      [
        `L-shaped 10' x 8', 25 1/2" deep`,
        'L-shaped 3048 x 2438, 648 deep',
        'L-shaped 305 cm x 244 cm, 65 cm deep',
      ].join('\n'),
    );
    expect(products.map((p) => [p.width, p.shape, p.depth])).toEqual([
      [120, { kind: 'l', legB: 96 }, 25.5],
      [120, { kind: 'l', legB: 96 }, 25.5],
      [120.0625, { kind: 'l', legB: 96.0625 }, 25.5625],
    ]);
    expect(products[0]?.notes).toEqual([]);
    expect(products[1]?.notes).toEqual([
      'Read as millimetres: L-shaped 3048 x 2438, 648 deep has no unit and is too large for inches',
    ]);
    expect(products[2]?.notes).toEqual([
      'L-shaped 120.0625 x 96.0625, 25.5625 in deep, read from L-shaped 305 cm x 244 cm, 65 cm deep',
    ]);
  });

  it('names back an L or U line it cannot read, with the reason, and reads the lines around it', () => {
    const { products, unreadLines } = readProductList(
      'Island 96 x 42\nL-shaped 120 x 96\nU-shaped 96 x 120, 25.5 deep\nL-shaped 120 x 20, 25.5 deep',
    );
    expect(products.map((p) => p.name)).toEqual(['Island']);
    expect(unreadLines).toEqual([
      {
        line: 2,
        text: 'L-shaped 120 x 96',
        reason: 'An L-shaped piece needs its two legs and depth, e.g. "L-shaped 120 x 96, 25.5 deep"',
      },
      {
        line: 3,
        text: 'U-shaped 96 x 120, 25.5 deep',
        reason: 'A U-shaped piece needs its three runs and depth, e.g. "U-shaped 96 x 120 x 96, 25.5 deep"',
      },
      {
        line: 4,
        text: 'L-shaped 120 x 20, 25.5 deep',
        reason: "Not read: L-shaped 120 x 20, 25.5 deep: leg B (20) must be longer than leg A's depth (25.5)",
      },
    ]);
  });

  it('never merges an L with a rectangle of the same length and depth', () => {
    const { products } = readProductList('Run 120 x 25.5\nRun L-shaped 120 x 96, 25.5 deep');
    expect(products.map((p) => p.shape)).toEqual([null, { kind: 'l', legB: 96 }]);
  });

  it('reads any L written in inches as its legs and depth, its area the sum of its two runs', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 30, max: 240 }),
        fc.integer({ min: 30, max: 240 }),
        fc.integer({ min: 12, max: 29 }),
        (legA, legB, depth) => {
          const [product, ...others] = readProductList(`L-shaped ${legA} x ${legB}, ${depth} deep`).products;
          expect(others).toEqual([]);
          expect(product).toEqual(
            expect.objectContaining({ width: legA, depth, shape: { kind: 'l', legB } }),
          );
          expect(squareFeetOf(product!)).toBeCloseTo((legA * depth + (legB - depth) * depth) / 144, 9);
        },
      ),
    );
  });

  it('reads any U written in millimetres as the same U in inches, to the sixteenth', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 40, max: 200 }),
        fc.integer({ min: 80, max: 240 }),
        fc.integer({ min: 40, max: 200 }),
        fc.integer({ min: 12, max: 36 }),
        (left, back, right, depth) => {
          const mm = (inches: number) => Math.round(inches * 25.4);
          const line = `U-shaped ${mm(left)} mm x ${mm(back)} mm x ${mm(right)} mm, ${mm(depth)} mm deep`;
          const { products, unreadLines } = readProductList(line);
          expect(unreadLines).toEqual([]);
          expect(products).toEqual([
            expect.objectContaining({
              width: back,
              depth,
              shape: { kind: 'u', leftArm: left, rightArm: right },
            }),
          ]);
        },
      ),
    );
  });

  it('gives every line naming an L or U either a piece or a reason, never nothing', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('L-shaped', 'U-shaped', 'L shape', 'u-shape'),
        fc.array(
          fc.oneof(
            fc.integer({ min: 0, max: 4000 }).map(String),
            fc.constantFrom('x', ',', 'deep', 'mm', '"'),
          ),
          {
            maxLength: 8,
          },
        ),
        (word, rest) => {
          const { products, unreadLines } = readProductList(`${word} ${rest.join(' ')}`);
          expect(products.length + unreadLines.length).toBeGreaterThan(0);
        },
      ),
    );
  });
});

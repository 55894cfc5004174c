import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseProductList, readProductList } from './parse-product-list';
import { MAX_QUANTITY, MIN_QUANTITY, WHOLE_QUANTITY_RULE } from '../limits';

const stones = ['Caesarstone Quartz Calacatta Nuvo', 'MSI Quartz Calacatta Laza', 'MSI Granite Black Pearl'];

describe('parseProductList', () => {
  it('reads a product per line with its count, type, edge and stone', () => {
    const products = parseProductList(
      'Kitchen island 96 x 42 bullnose, Calacatta Nuvo\nPerimeter 120 x 25.5 qty 2\nVanity 36" x 22" (2) w/ undermount sink',
      { availableStones: stones },
    );
    expect(products).toEqual([
      expect.objectContaining({
        name: 'Kitchen island',
        width: 96,
        depth: 42,
        quantity: 1,
        edgeDetail: 'Bullnose',
        pieceType: 'island',
        stoneType: 'Caesarstone Quartz Calacatta Nuvo',
      }),
      expect.objectContaining({ name: 'Perimeter', width: 120, depth: 25.5, quantity: 2, stoneType: null }),
      expect.objectContaining({ name: 'Vanity', quantity: 2, features: ['Undermount sink cutout'] }),
    ]);
    for (const product of products) {
      expect(product.confidence).toBeGreaterThan(0);
      expect(product.confidence).toBeLessThanOrEqual(1);
    }
  });

  it('gives a matched stone more confidence than an unmatched one', () => {
    const [matched, unmatched] = parseProductList('Island 96 x 42 Black Pearl\nIsland 90 x 40', {
      availableStones: stones,
    });
    expect(matched?.confidence).toBeGreaterThan(unmatched?.confidence ?? 1);
  });

  it('picks no stone when the words fit several equally', () => {
    const [product] = parseProductList('Island 96 x 42 Calacatta quartz', { availableStones: stones });
    expect(product?.stoneType).toBeNull();
  });

  it('carries a heading stone to the pieces below and a footnote edge to every piece', () => {
    const products = parseProductList(
      'Black Pearl granite:\nIsland 96 x 42\nPerimeter 120 x 25.5\nAll edges ogee',
      {
        availableStones: stones,
      },
    );
    expect(products.map((p) => [p.stoneType, p.edgeDetail])).toEqual([
      ['MSI Granite Black Pearl', 'Ogee'],
      ['MSI Granite Black Pearl', 'Ogee'],
    ]);
  });

  it('merges identical pieces of one stone into one with a quantity, keeping other stones apart', () => {
    const products = parseProductList('Vanity 36 x 22\nVanity 36 x 22 qty 2\nVanity 36 x 22 Black Pearl', {
      availableStones: stones,
    });
    expect(products.map((p) => [p.quantity, p.stoneType])).toEqual([
      [3, null],
      [1, 'MSI Granite Black Pearl'],
    ]);
  });

  it('reads a pasted spreadsheet by its header', () => {
    const products = parseProductList(
      'Piece\tLength\tDepth\tQty\tEdge\nIsland\t96\t42\t1\tOgee\nPerimeter\t120\t25 1/2\t2\t',
    );
    expect(products.map((p) => [p.name, p.width, p.depth, p.quantity, p.edgeDetail])).toEqual([
      ['Island', 96, 42, 1, 'Ogee'],
      ['Perimeter', 120, 25.5, 2, 'Eased'],
    ]);
  });

  it("matches a showroom's own edge names", () => {
    const [product] = parseProductList('Island 96 x 42 dupont edge', { edgeDetails: ['Eased', 'Dupont'] });
    expect(product?.edgeDetail).toBe('Dupont');
  });

  it('reads nothing from text without sides', () => {
    expect(parseProductList('Hi, please quote my kitchen. Thanks!')).toEqual([]);
  });
});

describe('readProductList', () => {
  it('leaves a line unread, naming it, when its count is not a whole number, instead of reading another count', () => {
    const read = readProductList('Top 96 x 25.5 qty 2.5\nVanity 36 x 22 (1,5)\nIsland 96 x 42 qty 2', {
      availableStones: stones,
    });
    expect(read.products.map((p) => [p.name, p.quantity, p.sourceLine])).toEqual([['Island', 2, 3]]);
    expect(read.unreadLines).toEqual([
      {
        line: 1,
        text: 'Top 96 x 25.5 qty 2.5',
        reason: 'Not read: quantity "2.5" must be a whole number from 1 to 999',
      },
      {
        line: 2,
        text: 'Vanity 36 x 22 (1,5)',
        reason: 'Not read: quantity "1,5" must be a whole number from 1 to 999',
      },
    ]);
  });

  it('reads a count up to the one quantity limit, 999, and leaves a line over it or at 0 unread, naming the limit', () => {
    const read = readProductList(
      'Top 96 x 25.5 qty 600\nVanity 36 x 22 (999)\nIsland 96 x 42 qty 1000\nDesk 60 x 24 (0)\nSplash 96 x 4 1200 pcs',
      { availableStones: stones },
    );
    expect(read.products.map((p) => [p.name, p.quantity, p.sourceLine])).toEqual([
      ['Top', 600, 1],
      ['Vanity', 999, 2],
    ]);
    expect(read.unreadLines.map((u) => [u.line, u.reason])).toEqual([
      [3, `Not read: quantity "1000" ${WHOLE_QUANTITY_RULE}`],
      [4, `Not read: quantity "0" ${WHOLE_QUANTITY_RULE}`],
      [5, `Not read: quantity "1200" ${WHOLE_QUANTITY_RULE}`],
    ]);
    expect(WHOLE_QUANTITY_RULE).toBe(`must be a whole number from ${MIN_QUANTITY} to ${MAX_QUANTITY}`);
  });

  it('reads the thickness and finish of each piece, null when the text names none', () => {
    const products = parseProductList(
      'Island 96 x 42 Black Pearl 3cm leathered\nPerimeter 120 x 25.5 honed 2 cm\nVanity 36 x 22 30 mm\nBar 72 x 16 3CM brushed\nDesk 60 x 24',
      { availableStones: stones },
    );
    expect(products.map((p) => [p.name, p.thickness, p.finish])).toEqual([
      ['Island', '3cm', 'Leathered'],
      ['Perimeter', '2cm', 'Honed'],
      ['Vanity', '3cm', null],
      ['Bar', '3cm', 'Brushed'],
      ['Desk', null, null],
    ]);
  });

  it('carries a heading thickness and finish to the pieces below, and a footnote one to all', () => {
    const products = parseProductList(
      'Black Pearl 3cm suede:\nIsland 96 x 42\n\nVanity 36 x 22 Calacatta Nuvo\nAll 2cm matte',
      { availableStones: stones },
    );
    expect(products.map((p) => [p.stoneType, p.thickness, p.finish])).toEqual([
      ['MSI Granite Black Pearl', '3cm', 'Suede'],
      ['Caesarstone Quartz Calacatta Nuvo', '3cm', 'Suede'],
    ]);
  });

  it('keeps pieces of one size apart when their thickness or finish differ', () => {
    const products = parseProductList('Vanity 36 x 22 2cm\nVanity 36 x 22 3cm\nVanity 36 x 22 3cm');
    expect(products.map((p) => [p.thickness, p.quantity])).toEqual([
      ['2cm', 1],
      ['3cm', 2],
    ]);
  });

  it('reads sizes in any unit and in words', () => {
    const products = parseProductList(
      [
        'Sink run 1829 x 559 mm',
        'Island 183 x 56 cm',
        'Range run 1500mm x 560mm',
        `Bar 7' 6" x 16`,
        'Desk 8ft 6in x 24',
        `Peninsula 10' x 25,5`,
        'Sill ten feet by twenty four and a half inches',
      ].join('\n'),
    );
    expect(products.map((p) => [p.width, p.depth])).toEqual([
      [72, 22],
      [72.0625, 22.0625],
      [59.0625, 22.0625],
      [90, 16],
      [102, 24],
      [120, 25.5],
      [120, 24.5],
    ]);
  });

  it('reads a size without unit too large for inches as millimetres and says so on the product', () => {
    const [island] = parseProductList('Island 2,438 x 1,067');
    expect([island?.width, island?.depth]).toEqual([96, 42]);
    expect(island?.notes.join(' ')).toMatch(/millimetres/);
  });

  it('carries a note on a piece whose metric size it converted, saying what it became', () => {
    const [run, island] = parseProductList('Sink run 1829 x 559 mm\nIsland 96 x 42');
    expect([run?.width, run?.depth, run?.notes]).toEqual([72, 22, ['72 x 22 in, read from 1829 x 559 mm']]);
    expect(island?.notes).toEqual([]);
  });

  it('names back a work surface less than 4 in deep on its line instead of reading it; a splash may be', () => {
    const reading = readProductList(
      [
        'Island 2.5 x 40',
        'Backsplash 3 x 96',
        'Vanity 36 x 22 and vanity 36 x 2',
        'Kitchen L-shaped 120 x 96, 3 deep',
        'Top 3.5 x 60',
        'Sill 3.5 x 60',
        'Countertop 4 x 60',
      ].join('\n'),
    );
    expect(reading.products.map((p) => [p.name, p.width, p.depth])).toEqual([
      ['Backsplash', 96, 3],
      ['Vanity', 36, 22],
      ['Sill', 60, 3.5],
      ['Countertop', 60, 4],
    ]);
    expect(reading.unreadLines).toEqual([
      {
        line: 1,
        text: 'Island 2.5 x 40',
        reason: 'Not read: depth 2.5 in looks too shallow for an island; check the size',
      },
      {
        line: 3,
        text: 'Vanity 36 x 22 and vanity 36 x 2',
        reason: 'Not read: depth 2 in looks too shallow for a vanity; check the size',
      },
      {
        line: 4,
        text: 'Kitchen L-shaped 120 x 96, 3 deep',
        reason: 'Not read: depth 3 in looks too shallow for a countertop; check the size',
      },
      {
        line: 5,
        text: 'Top 3.5 x 60',
        reason: 'Not read: depth 3.5 in looks too shallow for a countertop; check the size',
      },
    ]);
    const table = readProductList('Piece\tLength\tDepth\nIsland\t40\t2.5\nIsland\t96\t42');
    expect(table.products.map((p) => [p.width, p.depth])).toEqual([[96, 42]]);
    expect(table.unreadLines[1]).toEqual({
      line: 2,
      text: 'Island\t40\t2.5',
      reason: 'Not read: depth 2.5 in looks too shallow for an island; check the size',
    });
  });

  it('reads a work surface of any depth from 4 in, refuses one under it, and reads a splash of any depth', () => {
    const surfaces = [
      ['Island', 'an island'],
      ['Vanity', 'a vanity'],
      ['Peninsula', 'a peninsula'],
      ['Bar top', 'a bar top'],
      ['Desk', 'a desk'],
      ['Counter', 'a countertop'],
    ] as const;
    fc.assert(
      fc.property(
        fc.constantFrom(...surfaces),
        fc.integer({ min: 16, max: 160 }).map((sixteenths) => sixteenths / 16),
        fc.integer({ min: 24, max: 200 }),
        ([word, named], depth, length) => {
          const line = `${word} ${length} x ${depth}`;
          const reading = readProductList(line);
          if (depth >= 4) {
            expect(reading.products.map((p) => [p.width, p.depth])).toEqual([[length, depth]]);
            expect(reading.unreadLines).toEqual([]);
          } else {
            expect(reading.products).toEqual([]);
            expect(reading.unreadLines).toEqual([
              {
                line: 1,
                text: line,
                reason: `Not read: depth ${depth} in looks too shallow for ${named}; check the size`,
              },
            ]);
          }
          const splash = readProductList(`Backsplash ${length} x ${depth}`);
          expect(splash.products.map((p) => p.depth)).toEqual([depth]);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('lists a size that is no piece in any unit as unread with the reason, and reads the rest', () => {
    const reading = readProductList('Island 2438000 x 5\nVanity 36 x 22');
    expect(reading.products.map((p) => p.name)).toEqual(['Vanity']);
    expect(reading.unreadLines).toEqual([
      // oxlint-disable-next-line typescript/no-unsafe-assignment -- vitest types asymmetric matchers as `any` on purpose, so they stand in for any field
      { line: 1, text: 'Island 2438000 x 5', reason: expect.stringMatching(/no countertop piece/) },
    ]);
  });

  it('splits a backsplash sold by the lineal foot at the slab length, stating its seams', () => {
    for (const run of ['22 lineal feet', '22 LF', '22 linear ft', '22 ft', "22'"]) {
      const products = parseProductList(`4in splash, ${run}`);
      const pieces = products.flatMap((p) => Array.from({ length: p.quantity }, () => p.width));
      expect(pieces.reduce((a, b) => a + b, 0)).toBe(264);
      expect(pieces.every((length) => length <= 126)).toBe(true);
      expect(products.every((p) => p.depth === 4 && p.pieceType === 'backsplash')).toBe(true);
      expect(products[0]?.notes[0]).toMatch(/2 seams/);
    }
    expect(
      parseProductList('Full height backsplash 18" x 12 LF').map((p) => [p.name, p.width, p.depth]),
    ).toEqual([
      ['Full height backsplash', 126, 18],
      ['Full height backsplash', 18, 18],
    ]);
    expect(parseProductList('Splash 4" 10 LF', { slabLength: 60 }).map((p) => [p.width, p.quantity])).toEqual(
      [[60, 2]],
    );
  });

  it('lists a spreadsheet row or a run it cannot take, with the reason, rather than failing', () => {
    const reading = readProductList(
      'Piece\tLength\tDepth\tQty\nIsland\t96\t42\t2.5\nRun\t99999\t25.5\t1\nVanity\t36\t22\t2\n\nsplash 4in 9000 LF',
    );
    expect(reading.products.map((p) => [p.name, p.quantity])).toEqual([['Vanity', 2]]);
    expect(reading.unreadLines.map((u) => [u.line, u.reason])).toEqual([
      [1, 'Table header: names the columns of the rows below'],
      [2, 'Not read: quantity "2.5" must be a whole number from 1 to 999'],
      [3, expect.stringMatching(/^Not read: 99999 x 25.5 has no unit and is no countertop piece/)],
      [6, 'Not read: a run of 9000 lineal ft is longer than 500 ft'],
    ]);
  });

  it('reads every way a count is written', () => {
    const products = parseProductList(
      'Vanity 30 x 22 x2\nVanity 31 x 22 (2)\nVanity 32 x 22 (x3)\nVanity 33 x 22 qty 2\n2 @ 34 x 22 vanity\ntwo vanities 35 x 22',
    );
    expect(products.map((p) => p.quantity)).toEqual([2, 2, 3, 2, 2, 2]);
  });

  it("says each line's fate: its products carry the line, the others are listed with a reason", () => {
    const reading = readProductList(
      [
        'Hi, please quote my kitchen. Thanks!',
        'Kitchen - Black Pearl 3cm leathered',
        'Island 96 x 42 bullnose',
        '',
        'Island about 8 ft long',
        '120 x 25.5',
        'Vanity 36 x 22 (2)',
        '4in splash 22 LF',
      ].join('\n'),
      { availableStones: stones },
    );
    expect(reading.products.map((p) => [p.sourceLine, p.name])).toEqual([
      [3, 'Island'],
      [6, 'Countertop'],
      [7, 'Vanity'],
      [8, 'Splash'],
      [8, 'Splash'],
    ]);
    expect(reading.unreadLines.map((u) => [u.line, u.text])).toEqual([
      [1, 'Hi, please quote my kitchen. Thanks!'],
      [2, 'Kitchen - Black Pearl 3cm leathered'],
      [5, 'Island about 8 ft long'],
    ]);
    expect(reading.unreadLines[0]?.reason).toMatch(/No piece size/);
    expect(reading.unreadLines[1]?.reason).toMatch(
      /^Heading, no piece size; stone MSI Granite Black Pearl, thickness 3cm, finish Leathered$/,
    );
    expect(reading.unreadLines[2]?.reason).toMatch(/Only one size/);
  });

  it('carries nothing of a piece written wrong to the pieces after it', () => {
    const products = parseProductList('Island about 8 ft Black Pearl leathered ogee\nVanity 36 x 22', {
      availableStones: stones,
    });
    expect(products.map((p) => [p.name, p.stoneType, p.finish, p.edgeDetail])).toEqual([
      ['Vanity', null, null, 'Eased'],
    ]);
  });

  it('gives the pieces below a heading its piece type, never its words', () => {
    const reading = readProductList('Master bath vanities:\n36 x 22\nMakeup desk 30 x 20');
    expect(reading.products.map((p) => [p.name, p.pieceType])).toEqual([
      ['Vanity', 'vanity'],
      ['Makeup desk', 'desk'],
    ]);
    expect(reading.unreadLines[0]?.reason).toBe(
      'Heading, no piece size; pieces below it naming none are read as vanity',
    );
  });

  it('never lets the words of an unread line name the pieces after it', () => {
    const words = fc.constantFrom(
      'please',
      'call',
      'me',
      'about',
      'island',
      'bath',
      'tomorrow',
      'quote',
      'guy',
    );
    fc.assert(
      fc.property(fc.array(words, { minLength: 3, maxLength: 8 }), (sentence) => {
        const text = `${sentence.join(' ')} around 8 ft\n120 x 25.5`;
        const reading = readProductList(text);
        expect(reading.unreadLines.map((u) => u.line)).toEqual([1]);
        expect(reading.products[0]?.name).toBe('Countertop');
      }),
      { numRuns: 200, seed: 5 },
    );
  });

  it('accounts for every non-empty line: it gives a product or is listed with a reason', () => {
    const line = fc.oneof(
      fc.constantFrom(
        'Island 96 x 42',
        'Vanity 36" x 22" (2)',
        'thanks!',
        'Kitchen:',
        '4in splash 10 LF',
        '2438000 x 5',
      ),
      fc.string({ maxLength: 30 }),
    );
    fc.assert(
      fc.property(line, (text) => {
        fc.pre(text.trim() !== '');
        const reading = readProductList(text);
        expect(reading.products.length + reading.unreadLines.length).toBeGreaterThan(0);
        for (const unread of reading.unreadLines) {
          // oxlint-disable-next-line typescript/no-unsafe-assignment -- vitest types asymmetric matchers as `any` on purpose, so they stand in for any field
          expect(unread).toEqual({ line: 1, text: text.trim(), reason: expect.any(String) });
        }
      }),
      { numRuns: 300, seed: 9 },
    );
  });
  describe('never silent: what it cannot read as a size or count is named back with the reason', () => {
    const reasonOf = (line: string) => {
      const reading = readProductList(line);
      expect(reading.products).toEqual([]);
      expect(reading.unreadLines).toHaveLength(1);
      return reading.unreadLines[0]?.reason ?? '';
    };

    it('names an exponent back instead of reading its last digits ("Top 1e9 x 25" was 25 x 9)', () => {
      expect(reasonOf('Top 1e9 x 25')).toBe(
        'Not read: "1e9" is an exponent: no size is read from it; write its length x depth, e.g. 96 x 25.5',
      );
      expect(reasonOf('Top 9.6e1 x 25.5')).toMatch(/^Not read: "9\.6e1" is an exponent/);
    });

    it('names back a negative length, an improper fraction and a number with two decimal points', () => {
      expect(reasonOf('Top -96 x 25.5')).toMatch(/^Not read: "-96" is a negative length/);
      expect(reasonOf('Top 96 x -25.5')).toMatch(/^Not read: "-25\.5" is a negative length/);
      expect(reasonOf('Top 96/2 x 25')).toMatch(/^Not read: "96\/2" is no fraction of an inch/);
      expect(reasonOf('Top 1/0 x 25')).toMatch(/^Not read: "1\/0" is no fraction of an inch/);
      expect(reasonOf('Top 96.5.5 x 25')).toMatch(/^Not read: "96\.5\.5" has more than one decimal point/);
      expect(reasonOf('Top 0 x 25.5')).toBe('Not read: 0 x 25.5 has a side of 0');
    });

    it('keeps the dashes of feet and inches and of mixed fractions, and a date on a heading', () => {
      expect(parseProductList(`Top 8' -2" x 25-1/2"`).map((p) => [p.width, p.depth])).toEqual([[98, 25.5]]);
      expect(readProductList('Smith kitchen 12/15/2026:').unreadLines[0]?.reason).toMatch(/^Heading/);
    });

    it('names back a stray number beside a size ("Top 37 96 x 25.5" dropped the 37)', () => {
      expect(reasonOf('Top 37 96 x 25.5')).toBe(
        'Not read: "37" beside 96 x 25.5 is neither its count nor a size; write a count as "qty 2", each piece\'s size as "96 x 25.5"',
      );
      for (const line of [
        'Top 96 x 25.5 37',
        'Top 96 x 25.5 - 2',
        'Top 96 x 25.5 qty 2 qty 3',
        'Top 96 x 25.5 x 2 qty 3',
      ]) {
        expect(reasonOf(line)).toMatch(/^Not read: "\d+" beside 96 x 25\.5/);
      }
    });

    it('names back a stray number in one piece of a line and reads the others', () => {
      const reading = readProductList('Top 96 x 25.5, Island 12 80 x 40');
      expect(reading.products.map((p) => [p.name, p.width, p.depth])).toEqual([['Top', 96, 25.5]]);
      expect(reading.unreadLines[0]?.reason).toMatch(/^Not read: "12" beside 80 x 40/);
    });

    it('reads a stray-looking number as what it is when it is written as a count, a label or a feature', () => {
      expect(parseProductList('Vanity 36 x 22 2x').map((p) => [p.name, p.quantity])).toEqual([['Vanity', 2]]);
      expect(parseProductList('Top 96 x 25.5 #2').map((p) => p.name)).toEqual(['Top #2']);
      expect(parseProductList('Bath 2 vanity 36 x 22').map((p) => [p.name, p.quantity])).toEqual([
        ['Bath 2 vanity', 1],
      ]);
      expect(parseProductList('Top 96 x 25.5 Unit 12B').map((p) => p.name)).toEqual(['Top Unit 12B']);
      expect(parseProductList('Top 96 x 25.5 with 3 sinks').map((p) => p.features)).toEqual([
        ['Sink cutout (3)'],
      ]);
      expect(parseProductList('Island 96 x 42 with 4" splash').map((p) => p.features)).toEqual([
        ['Backsplash (4")'],
      ]);
    });

    it('takes no number of the stone’s own name for a stray', () => {
      const [island] = parseProductList('Island 96 x 42 Calacatta 2000', {
        availableStones: ['MSI Quartz Calacatta 2000'],
      });
      expect([island?.name, island?.stoneType]).toEqual(['Island', 'MSI Quartz Calacatta 2000']);
    });

    it('names back a fourth size instead of reading "x 2" as nothing ("96 x 25.5 x 40 x 2" gave 40 pieces)', () => {
      expect(reasonOf('96 x 25.5 x 40 x 2')).toBe(
        'Not read: 96 x 25.5 x 40 x 2 has 4 sizes: a piece takes its length x depth, then a count or a slab thickness (e.g. 96 x 25.5 x 2)',
      );
      expect(reasonOf('Top 96 x 25.5 x 2 x 3 x 4')).toMatch(/has 5 sizes/);
    });

    it('quotes a shallow depth as it was typed, not rounded to the sixteenth ("3.9", not 3.875)', () => {
      expect(reasonOf('Vanity 48 x 3.9')).toBe(
        'Not read: depth 3.9 in looks too shallow for a vanity; check the size',
      );
      expect(reasonOf('Vanity 48 x 3 15/16')).toMatch(/depth 3 15\/16 in looks too shallow/);
      expect(reasonOf('Top 96mm x 25in')).toMatch(/depth 96mm looks too shallow/);
      expect(reasonOf('L-shaped vanity 48 x 40, 3.9 deep')).toMatch(
        /depth 3\.9 in looks too shallow for a vanity/,
      );
    });

    it('quotes any shallow depth typed with up to two decimals exactly as typed', () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 100, max: 396 }),
          fc.integer({ min: 24, max: 200 }),
          (hundredths, length) => {
            const typed = String(hundredths / 100);
            expect(reasonOf(`Island ${length} x ${typed}`)).toBe(
              `Not read: depth ${typed} in looks too shallow for an island; check the size`,
            );
          },
        ),
        { numRuns: 200, seed: 24 },
      );
    });

    it('never reads a piece from a line with an exponent, a negative length or a stray number beside its size', () => {
      const size = fc.tuple(fc.integer({ min: 24, max: 200 }), fc.integer({ min: 4, max: 40 }));
      const bad = fc.oneof(
        fc
          .tuple(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 12 }))
          .map(([m, e]) => `${m}e${e}`),
        fc.integer({ min: 1, max: 300 }).map((n) => `-${n}`),
      );
      fc.assert(
        fc.property(size, bad, fc.integer({ min: 1, max: 999 }), ([w, d], token, stray) => {
          for (const line of [
            `Top ${token} x ${d}`,
            `Top ${w} x ${token}`,
            `Top ${stray} ${w} x ${d}`,
            `Top ${w} x ${d} ${stray}`,
          ]) {
            const reading = readProductList(line);
            expect(reading.products).toEqual([]);
            expect(reading.unreadLines.map((u) => u.reason)).toEqual([expect.stringMatching(/^Not read: /)]);
          }
        }),
        { numRuns: 200, seed: 24 },
      );
    });

    it('names back a table cell that is no length, and a run with a number besides its depth', () => {
      const table = (row: string) => readProductList(`Name,Length,Depth,Qty\n${row}`).unreadLines[1]?.reason;
      expect(table('Top,0x10,25,1')).toBe(
        'Not read: "0x10" in the length column is no length; write its length x depth, e.g. 96 x 25.5',
      );
      expect(table('Top,96,1e2,1')).toMatch(/^Not read: "1e2" is an exponent/);
      expect(reasonOf('Splash 4 x 22 LF 7')).toBe(
        'Not read: "4" and "7" beside 22 LF: a run takes one depth, e.g. "4in splash, 22 LF"',
      );
      expect(reasonOf('4in splash, 1e3 LF')).toMatch(/^Not read: "1e3" is an exponent/);
    });

    it('reads "twice" as a count of 2', () => {
      expect(parseProductList('Top 96 x 25.5 twice').map((p) => [p.name, p.quantity])).toEqual([['Top', 2]]);
    });

    it('names back any chain of four sizes or more', () => {
      fc.assert(
        fc.property(fc.array(fc.integer({ min: 1, max: 200 }), { minLength: 4, maxLength: 7 }), (sides) => {
          const reason = reasonOf(`Top ${sides.join(' x ')}`);
          expect(reason).toContain(`has ${sides.length} sizes`);
        }),
        { numRuns: 200, seed: 24 },
      );
    });
  });
});

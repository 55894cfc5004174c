import { describe, expect, it } from 'vitest';
import { DxfError } from './dxf';
import { piecesFromDxf } from './dxf-pieces';
import { outlineArea } from '../shapes/outline';
import { pieceOutline } from '../shapes/piece-shape';
import { KITCHEN_U, outlineOf } from '../shapes/testing';

/** A DXF file written the way CAD programs export one: a header with the unit, then entities. */
function dxfFile(entities: string[], insUnits: number | null = 1): string {
  const pairs = [
    ['0', 'SECTION'],
    ['2', 'HEADER'],
    ...(insUnits === null
      ? [
          ['9', '$ACADVER'],
          ['1', 'AC1015'],
        ]
      : [
          ['9', '$INSUNITS'],
          ['70', String(insUnits)],
        ]),
    ['0', 'ENDSEC'],
    ['0', 'SECTION'],
    ['2', 'ENTITIES'],
  ];
  const lines = pairs.map(([code, value]) => `${code}\n${value}`);
  return [...lines, ...entities, '0\nENDSEC\n0\nEOF\n'].join('\n');
}

/** The corners of a w by h rectangle from (x, y), counter-clockwise. */
function rectangleCorners(x: number, y: number, w: number, h: number): Array<[number, number]> {
  return [
    [x, y],
    [x + w, y],
    [x + w, y + h],
    [x, y + h],
  ];
}

function outline(corners: ReadonlyArray<readonly [number, number]>): string {
  return [
    '0\nLWPOLYLINE\n8\nPIECES',
    `90\n${corners.length}\n70\n1`,
    ...corners.map(([x, y]) => `10\n${x}\n20\n${y}`),
  ].join('\n');
}

function rectanglePolyline(x: number, y: number, w: number, h: number): string {
  return outline(rectangleCorners(x, y, w, h));
}

function oldPolyline(x: number, y: number, w: number, h: number): string {
  return [
    '0\nPOLYLINE\n8\nPIECES\n66\n1\n70\n1',
    ...rectangleCorners(x, y, w, h).map(([cx, cy]) => `0\nVERTEX\n8\nPIECES\n10\n${cx}\n20\n${cy}`),
    '0\nSEQEND',
  ].join('\n');
}

function lineRectangle(x: number, y: number, w: number, h: number): string {
  const c = rectangleCorners(x, y, w, h);
  // Drawn out of order and some backwards, as line-by-line drafting leaves them.
  const segments = [
    [c[0], c[1]],
    [c[3], c[2]],
    [c[1], c[2]],
    [c[0], c[3]],
  ];
  return segments
    .map(([a, b]) => `0\nLINE\n8\n0\n10\n${a?.[0]}\n20\n${a?.[1]}\n11\n${b?.[0]}\n21\n${b?.[1]}`)
    .join('\n');
}

/** An L of a 120 in run and a 96 in return, both 25 in deep. */
const L_CORNERS: Array<[number, number]> = [
  [0, 0],
  [120, 0],
  [120, 25],
  [25, 25],
  [25, 96],
  [0, 96],
];

const text = (value: string, x: number, y: number, kind = 'TEXT') =>
  `0\n${kind}\n8\nLABELS\n10\n${x}\n20\n${y}\n40\n2\n1\n${value}`;

function dimension(from: [number, number], to: [number, number], measurement: number, override = ''): string {
  return [
    '0\nDIMENSION\n8\nDIMS\n70\n0',
    `10\n${from[0]}\n20\n${from[1] - 6}`,
    `13\n${from[0]}\n23\n${from[1]}`,
    `14\n${to[0]}\n24\n${to[1]}`,
    `42\n${measurement}`,
    ...(override ? [`1\n${override}`] : []),
  ].join('\n');
}

describe('piecesFromDxf', () => {
  it('reads closed polylines, old-style polylines and line loops as rectangular pieces', () => {
    const reading = piecesFromDxf(
      dxfFile([
        rectanglePolyline(0, 0, 96, 42),
        oldPolyline(0, 100, 120, 25.5),
        lineRectangle(200, 0, 36, 22),
      ]),
    );
    expect(reading.pieces.map(({ width, depth, quantity }) => ({ width, depth, quantity }))).toEqual([
      { width: 96, depth: 42, quantity: 1 },
      { width: 120, depth: 25.5, quantity: 1 },
      { width: 36, depth: 22, quantity: 1 },
    ]);
    expect(reading.confidence).toBeGreaterThan(0.8);
  });

  it('names pieces from the labels inside them and merges identical pieces', () => {
    const reading = piecesFromDxf(
      dxfFile([
        rectanglePolyline(0, 0, 96, 42),
        text('Island - bullnose', 30, 20),
        rectanglePolyline(0, 100, 36, 22),
        text('Vanity', 10, 110, 'MTEXT'),
        rectanglePolyline(100, 100, 36, 22),
        text('Vanity', 110, 110),
      ]),
    );
    expect(reading.pieces).toEqual([
      expect.objectContaining({
        name: 'Island',
        width: 96,
        depth: 42,
        edgeDetail: 'Bullnose',
        type: 'island',
        quantity: 1,
      }),
      expect.objectContaining({ name: 'Vanity', width: 36, depth: 22, type: 'vanity', quantity: 2 }),
    ]);
  });

  it('converts millimetre drawings to inches', () => {
    const reading = piecesFromDxf(dxfFile([rectanglePolyline(0, 0, 2438.4, 647.7)], 4));
    expect(reading.pieces[0]).toMatchObject({ width: 96, depth: 25.5 });
  });

  it('names a piece by a label beside it only when the label names a piece or room, never a title block', () => {
    const reading = piecesFromDxf(
      dxfFile([
        rectanglePolyline(0, 0, 96, 42),
        text('ISLAND', 100, 10),
        rectanglePolyline(0, 100, 120, 25.5),
        text('JOB 1234 SMITH', 50, 95),
      ]),
    );
    expect(reading.pieces.map((p) => p.name)).toEqual(['ISLAND', 'Piece 2']);
  });

  it('takes a side from a dimension entity over the drawn length (drawings not to scale)', () => {
    const reading = piecesFromDxf(
      dxfFile([
        rectanglePolyline(0, 0, 100, 25),
        dimension([0, 0], [100, 0], 100, '110 1/2"'),
        dimension([100, 0], [100, 25], 25.5),
      ]),
    );
    expect(reading.pieces[0]).toMatchObject({ width: 110.5, depth: 25.5 });
  });

  it('drops a border frame around the pieces and counts cutouts inside a piece', () => {
    const reading = piecesFromDxf(
      dxfFile([
        rectanglePolyline(-50, -50, 400, 300),
        rectanglePolyline(0, 0, 120, 25.5),
        rectanglePolyline(40, 5, 30, 16),
        rectanglePolyline(0, 100, 96, 42),
        text('Smith kitchen, sheet 1', -40, -40),
      ]),
    );
    expect(reading.pieces).toEqual([
      expect.objectContaining({ width: 120, depth: 25.5, notes: '1 cutout' }),
      expect.objectContaining({ width: 96, depth: 42 }),
    ]);
  });

  it('reads an L-shaped outline as one L piece keeping its shape, its true area and not its bounding box', () => {
    const reading = piecesFromDxf(dxfFile([outline(L_CORNERS), text('SINK RUN', 5, 10)]));
    expect(reading.pieces).toEqual([
      expect.objectContaining({
        name: 'SINK RUN',
        width: 120,
        depth: 25,
        shape: { kind: 'l', legB: 96 },
        notes: 'L-shaped outline kept whole, Sink cutout',
        quantity: 1,
      }),
    ]);
    const [piece] = reading.pieces;
    expect(outlineArea(outlineOf(pieceOutline(piece!.width, piece!.depth, piece!.shape)))).toBe(
      120 * 25 + 71 * 25,
    );
    expect(reading.outlines).toEqual([]);
  });

  it('still cuts an L whose legs differ in depth into 2 pieces at 1 named seam, as no L piece holds two depths', () => {
    const twoDepths: Array<[number, number]> = [
      [0, 0],
      [120, 0],
      [120, 25],
      [30, 25],
      [30, 96],
      [0, 96],
    ];
    const reading = piecesFromDxf(dxfFile([outline(twoDepths), text('SINK RUN', 5, 10)]));
    expect(reading.pieces.map(({ name, width, depth }) => [name, width, depth])).toEqual([
      ['SINK RUN (a)', 96, 30],
      ['SINK RUN (b)', 90, 25],
    ]);
    expect(reading.outlines).toEqual([
      {
        name: 'SINK RUN',
        shape: 'L',
        areaSqft: Math.round(((120 * 25 + 71 * 30) / 144) * 100) / 100,
        parts: ['SINK RUN (a)', 'SINK RUN (b)'],
        seams: [{ between: ['SINK RUN (a)', 'SINK RUN (b)'], length: 25 }],
        description: 'L-shaped outline read as 2 pieces with 1 seam',
      },
    ]);
  });

  it('reads a U-shaped outline drawn in millimetres as one U piece in inches', () => {
    const mm = (inches: number) => inches * 25.4;
    const reading = piecesFromDxf(
      dxfFile(
        [
          outline(
            [
              [0, 0],
              [144, 0],
              [144, 96],
              [118, 96],
              [118, 26],
              [26, 26],
              [26, 72],
              [0, 72],
            ].map(([x, y]) => [mm(x as number), mm(y as number)] as [number, number]),
          ),
        ],
        null,
      ),
    );
    expect(reading.unit).toBe('mm');
    expect(reading.pieces).toEqual([
      expect.objectContaining({ width: 144, depth: 26, shape: { kind: 'u', leftArm: 72, rightArm: 96 } }),
    ]);
    const [piece] = reading.pieces;
    expect(outlineArea(outlineOf(pieceOutline(piece!.width, piece!.depth, piece!.shape)))).toBeCloseTo(
      144 * 96 - 92 * 70 - 26 * 24,
      6,
    );
  });

  it('reads a rectangle drawn with a point in the middle of a side as a rectangle', () => {
    const reading = piecesFromDxf(
      dxfFile([
        outline([
          [0, 0],
          [60, 0],
          [120, 0],
          [120, 25.5],
          [0, 25.5],
        ]),
      ]),
    );
    expect(reading.pieces).toEqual([expect.objectContaining({ width: 120, depth: 25.5, notes: '' })]);
  });

  it('reads an L by its geometry even when its label writes the lengths of its legs', () => {
    const reading = piecesFromDxf(dxfFile([outline(L_CORNERS), text('Kitchen 120 x 96', 5, 10)]));
    expect(reading.pieces).toEqual([
      expect.objectContaining({ name: 'Kitchen', width: 120, depth: 25, shape: { kind: 'l', legB: 96 } }),
    ]);
  });

  it('keeps a U whole, while identical separate pieces merge', () => {
    const reading = piecesFromDxf(
      dxfFile([
        outline(KITCHEN_U),
        text('KITCHEN', 60, 10),
        rectanglePolyline(0, 200, 36, 22),
        rectanglePolyline(100, 200, 36, 22),
      ]),
    );
    expect(
      reading.pieces.map(({ name, width, depth, quantity, shape }) => [name, width, depth, quantity, shape]),
    ).toEqual([
      ['KITCHEN', 144, 26, 1, { kind: 'u', leftArm: 72, rightArm: 72 }],
      ['Piece 2', 36, 22, 2, undefined],
    ]);
  });

  it('uses the bounding box of an outline with an angled side, and says so', () => {
    const clipped = outline([
      [0, 0],
      [120, 0],
      [120, 20],
      [110, 30],
      [0, 30],
    ]);
    const reading = piecesFromDxf(dxfFile([clipped]));
    expect(reading.pieces[0]).toMatchObject({
      width: 120,
      depth: 30,
      notes: 'Not rectangular: bounding box used',
    });
    expect(reading.confidence).toBeLessThan(0.7);
  });

  it('reads a drawing without $INSUNITS whose sizes only make sense in millimetres as millimetres', () => {
    const reading = piecesFromDxf(
      dxfFile(
        [
          rectanglePolyline(0, 0, 3048, 648),
          text('ISLAND', 100, 100),
          rectanglePolyline(0, 1000, 2438.4, 101.6),
          dimension([0, 0], [3048, 0], 3048, '3100'),
        ],
        null,
      ),
    );
    expect(reading).toMatchObject({ unit: 'mm', unitAssumed: true });
    expect(reading.pieces.map(({ name, width, depth }) => [name, width, depth])).toEqual([
      ['ISLAND', 122.0625, 25.5],
      ['Piece 2', 96, 4],
    ]);
  });

  it('says which unit $INSUNITS names, and reads inches, assumed, when the file names none and the sizes fit inches', () => {
    expect(piecesFromDxf(dxfFile([rectanglePolyline(0, 0, 243.84, 64.77)], 5))).toMatchObject({
      unit: 'cm',
      unitAssumed: false,
      pieces: [expect.objectContaining({ width: 96, depth: 25.5 })],
    });
    expect(piecesFromDxf(dxfFile([rectanglePolyline(0, 0, 96, 25.5)], null))).toMatchObject({
      unit: 'in',
      unitAssumed: true,
    });
  });

  it('refuses a file that is not ASCII DXF', () => {
    expect(() => piecesFromDxf('hello')).toThrow(DxfError);
  });

  it('names back a drawn work surface too shallow to be one, as a pasted list does, and keeps a splash', () => {
    const reading = piecesFromDxf(
      dxfFile([
        rectanglePolyline(0, 0, 96, 2.5),
        text('Island', 30, 1),
        rectanglePolyline(0, 100, 96, 4),
        text('Backsplash', 30, 101),
        rectanglePolyline(0, 200, 120, 25.5),
        text('Sink run', 30, 210),
      ]),
    );
    expect(reading.pieces.map((p) => [p.name, p.width, p.depth])).toEqual([
      ['Backsplash', 96, 4],
      ['Sink run', 120, 25.5],
    ]);
    expect(reading.unread).toEqual([
      { text: 'Island', reason: 'Not read: depth 2.5 in looks too shallow for an island; check the size' },
    ]);
  });
});

import {
  FILE_TOO_LARGE,
  NO_FILE_PROVIDED,
  NO_TEXT_PROVIDED,
  TEXT_TOO_LONG,
  UNSUPPORTED_DRAWING,
  ZExtractDimensionsFailure,
  ZExtractDimensionsResponse,
  ZParseProductsResponse,
} from '@stonetool/contracts/ai-import';
import { MAX_DRAWING_BYTES } from '@stonetool/domain/import/limits';
import { KITCHEN_U } from '@stonetool/domain/shapes/testing';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedShowroomWithOwner } from '../../testing/fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { accessToken, apiAs } from '../../testing/api-as';
import { closedOutline, dxfStart, dxfText, rectangleCorners, textLabel } from '../../testing/dxf-file';

let t: TestApp;
let fabricator = '';
let showroomOwner = '';

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await seedShowroomWithOwner(db, {
    email: 'fab@example.test',
    password: 'Fab-pass-1',
    showroomType: 'fabricator',
    expertModeEnabled: true,
  });
  await seedShowroomWithOwner(db, {
    email: 'shop@example.test',
    password: 'Shop-pass-1',
    expertModeEnabled: false,
  });
  fabricator = await accessToken(t.app, 'fab@example.test', 'Fab-pass-1');
  showroomOwner = await accessToken(t.app, 'shop@example.test', 'Shop-pass-1');
});

afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: unknown, token: string | null = fabricator) =>
  apiAs(t.app, token).post(url, payload);

const parse = (payload: unknown, token?: string | null) => post('/api/claude-parse-products', payload, token);
const extract = (payload: unknown, token?: string | null) =>
  post('/api/claude-extract-dimensions', payload, token);

/** A one-page PDF with each text at its place, in Helvetica: the smallest valid file. */
function placedTextPdf(texts: Array<{ x: number; y: number; text: string }>): Buffer {
  const content = texts
    .map(({ x, y, text }) => `BT /F1 12 Tf ${x} ${y} Td (${text.replace(/[()\\]/g, '\\$&')}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** A PDF with a line of text per entry. */
const textPdf = (lines: string[]) =>
  placedTextPdf(lines.map((text, i) => ({ x: 72, y: 720 - i * 24, text })));

/** A PDF cut list: a table whose cells sit in columns, as spreadsheet exports print them. */
const tablePdf = (rows: string[][], columns: number[]) =>
  placedTextPdf(
    rows.flatMap((cells, i) =>
      cells.flatMap((text, c) => (text === '' ? [] : [{ x: columns[c] ?? 72, y: 720 - i * 20, text }])),
    ),
  );

/**
 * A DXF as CAD exports it: inches, two closed polylines with labels, a line-drawn vanity drawn
 * 36 wide but dimensioned 48 (drawings are often not to scale).
 */
function kitchenDxf(): string {
  const pairs = dxfStart(1);
  pairs.push(...closedOutline(rectangleCorners(0, 0, 120, 25.5)), ...textLabel('Sink run', 10, 10, 3));
  pairs.push(...closedOutline(rectangleCorners(0, 60, 96, 42)), ...textLabel('Island, ogee', 20, 80, 3));
  for (const [[x1, y1], [x2, y2]] of [
    [
      [200, 0],
      [236, 0],
    ],
    [
      [236, 0],
      [236, 22],
    ],
    [
      [236, 22],
      [200, 22],
    ],
    [
      [200, 22],
      [200, 0],
    ],
  ] as const) {
    pairs.push([0, 'LINE'], [8, '0'], [10, x1], [20, y1], [11, x2], [21, y2]);
  }
  // A linear dimension (type 0) measuring the vanity's front edge from point 13 to point 14.
  pairs.push([0, 'DIMENSION'], [8, 'DIMS'], [70, 0], [10, 200], [20, -6]);
  pairs.push([13, 200], [23, 0], [14, 236], [24, 0], [42, 48]);
  return dxfText(pairs);
}

/** A DXF of closed outlines and labels, with $INSUNITS only when `insUnits` is given. */
function outlinesDxf(
  outlines: ReadonlyArray<ReadonlyArray<readonly [number, number]>>,
  labels: Array<[string, number, number]>,
  insUnits?: number,
): string {
  const pairs = dxfStart(insUnits);
  for (const corners of outlines) pairs.push(...closedOutline(corners));
  for (const [text, x, y] of labels) pairs.push(...textLabel(text, x, y, 50));
  return dxfText(pairs);
}

const dxfUpload = (dxf: string) => ({
  file: Buffer.from(dxf).toString('base64'),
  fileName: 'kitchen.dxf',
  mimeType: 'application/dxf',
});

/** A shop drawing rendered to PNG: two outlined pieces, each with its label and sides written under it. */
async function drawingPng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="560">
    <rect width="900" height="560" fill="white"/>
    <rect x="60" y="60" width="600" height="130" fill="none" stroke="black" stroke-width="4"/>
    <text x="120" y="240" font-family="DejaVu Sans" font-size="32">Perimeter 120" x 25 1/2"</text>
    <rect x="60" y="300" width="420" height="150" fill="none" stroke="black" stroke-width="4"/>
    <text x="120" y="510" font-family="DejaVu Sans" font-size="32">Island 96 x 42</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

describe('POST /api/claude-parse-products', () => {
  it('reads a pasted list into products with a confidence each', async () => {
    const response = await parse({
      text: 'Island 96 x 42 bullnose\nPerimeter 120 x 25.5 qty 2\nVanity 36 x 22\nVanity 36 x 22',
      availableStones: ['Caesarstone Quartz Calacatta Nuvo'],
    });
    expect(response.statusCode).toBe(200);
    const { data } = ZParseProductsResponse.parse(response.json());
    expect(data.products.map((p) => [p.name, p.width, p.depth, p.quantity, p.edgeDetail])).toEqual([
      ['Island', 96, 42, 1, 'Bullnose'],
      ['Perimeter', 120, 25.5, 2, 'Eased'],
      ['Vanity', 36, 22, 2, 'Eased'],
    ]);
    for (const product of data.products) expect(product.confidence).toBeGreaterThan(0.5);
  });

  it('reads L and U lines as pieces keeping their shape, and names back one without its depth', async () => {
    const response = await parse({
      text: 'Kitchen L-shaped 120 x 96, 25.5 deep\nBar U-shaped 2438 x 3048 x 2438, 648 deep qty 2\nL-shaped 120 x 96',
    });
    expect(response.statusCode).toBe(200);
    const { data } = ZParseProductsResponse.parse(response.json());
    expect(data.products.map((p) => [p.name, p.width, p.depth, p.shape, p.quantity, p.notes])).toEqual([
      ['Kitchen', 120, 25.5, { kind: 'l', legB: 96 }, 1, []],
      [
        'Bar',
        120,
        25.5,
        { kind: 'u', leftArm: 96, rightArm: 96 },
        2,
        [
          'Read as millimetres: U-shaped 2438 x 3048 x 2438, 648 deep has no unit and is too large for inches',
        ],
      ],
    ]);
    expect(data.unreadLines).toEqual([
      {
        line: 3,
        text: 'L-shaped 120 x 96',
        reason: 'An L-shaped piece needs its two legs and depth, e.g. "L-shaped 120 x 96, 25.5 deep"',
      },
    ]);
  });

  it('answers no products for text without pieces, and says why the line gave none', async () => {
    const response = await parse({ text: 'Please call me about my kitchen', availableStones: [] });
    expect(response.json()).toEqual({
      success: true,
      data: {
        products: [],
        unreadLines: [
          {
            line: 1,
            text: 'Please call me about my kitchen',
            // oxlint-disable-next-line typescript/no-unsafe-assignment -- vitest types its asymmetric matchers as any, to stand in for any value
            reason: expect.stringMatching(/No piece size/),
          },
        ],
      },
    });
  });

  it('shows the fate of each line of a messy paste: thickness, finish, units, runs, counts and unread lines', async () => {
    const response = await parse({
      text: [
        'Hi! Quote for the Smiths please',
        'Black Pearl 3cm leathered:',
        'Island 2,438 x 1,067',
        'Perimeter 1829 x 559 mm (x2)',
        'Sink run ten feet by twenty five and a half inches, honed 2 cm',
        '4in splash, 22 LF',
        'Pantry around 8 ft',
      ].join('\n'),
      availableStones: ['MSI Granite Black Pearl', 'Caesarstone Quartz Calacatta Nuvo'],
    });
    expect(response.statusCode).toBe(200);
    const { data } = ZParseProductsResponse.parse(response.json());
    expect(
      data.products.map((p) => [
        p.sourceLine,
        p.width,
        p.depth,
        p.quantity,
        p.thickness,
        p.finish,
        p.stoneType,
      ]),
    ).toEqual([
      [3, 96, 42, 1, '3cm', 'Leathered', 'MSI Granite Black Pearl'],
      [4, 72, 22, 2, '3cm', 'Leathered', 'MSI Granite Black Pearl'],
      [5, 120, 25.5, 1, '2cm', 'Honed', 'MSI Granite Black Pearl'],
      [6, 126, 4, 2, '3cm', 'Leathered', 'MSI Granite Black Pearl'],
      [6, 12, 4, 1, '3cm', 'Leathered', 'MSI Granite Black Pearl'],
    ]);
    expect(data.products[0]?.notes.join()).toMatch(/millimetres/);
    expect(data.products[3]?.notes.join()).toMatch(/3 pieces.*2 seams/);
    expect(data.unreadLines.map((u) => u.line)).toEqual([1, 2, 7]);
    expect(data.unreadLines[2]?.reason).toMatch(/Only one size/);
  });

  it('never answers a 500 nor a piece thousands of inches long for sizes that fit no unit', async () => {
    const response = await parse({ text: 'Island 2438000 x 5\nVanity 36 x 22' });
    expect(response.statusCode).toBe(200);
    const { data } = ZParseProductsResponse.parse(response.json());
    expect(data.products.map((p) => [p.name, p.width, p.depth])).toEqual([['Vanity', 36, 22]]);
    expect(data.unreadLines).toEqual([
      // oxlint-disable-next-line typescript/no-unsafe-assignment -- vitest types its asymmetric matchers as any, to stand in for any value
      { line: 1, text: 'Island 2438000 x 5', reason: expect.stringMatching(/no countertop piece/) },
    ]);
  });

  it.each([
    ['no text', {}, NO_TEXT_PROVIDED],
    ['blank text', { text: '   ' }, NO_TEXT_PROVIDED],
    ['10,001 characters', { text: 'x'.repeat(10_001) }, TEXT_TOO_LONG],
  ])('refuses %s with the spec message', async (_case, payload, message) => {
    const response = await parse(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error: message });
  });

  it('accepts exactly 10,000 characters', async () => {
    const text = `Island 96 x 42\n${'.'.repeat(10_000 - 15)}`;
    expect(text).toHaveLength(10_000);
    expect((await parse({ text })).statusCode).toBe(200);
  });

  it('answers the text limit message for a body over its limit', async () => {
    const response = await parse({
      text: 'Island 96 x 42',
      availableStones: ['x'.repeat(500)].concat(Array(5000).fill('y'.repeat(500))),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ success: false, error: TEXT_TOO_LONG });
  });

  it('needs a signed-in user of a business with Expert Mode', async () => {
    expect((await parse({ text: 'Island 96 x 42' }, null)).statusCode).toBe(401);
    expect((await parse({ text: 'Island 96 x 42' }, showroomOwner)).statusCode).toBe(403);
  });
});

describe('POST /api/claude-extract-dimensions', () => {
  it('reads a DXF drawing from its geometry, labels and dimensions, a dimension winning over the drawn length', async () => {
    const response = await extract({
      file: Buffer.from(kitchenDxf()).toString('base64'),
      fileName: 'kitchen.dxf',
      mimeType: 'application/dxf',
    });
    expect(response.statusCode).toBe(200);
    const body = ZExtractDimensionsResponse.parse(response.json());
    expect(body.data.pieces.map((p) => [p.name, p.width, p.depth, p.edgeDetail, p.type, p.quantity])).toEqual(
      [
        ['Sink run', 120, 25.5, 'Eased', 'countertop', 1],
        ['Island', 96, 42, 'Ogee', 'island', 1],
        ['Piece 3', 48, 22, 'Eased', 'countertop', 1],
      ],
    );
    expect(body.data.summary).toMatchObject({ drawingType: 'dxf', method: 'geometry', totalPieces: 3 });
  });

  it('reads a PNG drawing offline by OCR (the spec field image, as a data URL)', async () => {
    const png = await drawingPng();
    const response = await extract({ image: `data:image/png;base64,${png.toString('base64')}` });
    expect(response.statusCode).toBe(200);
    const body = ZExtractDimensionsResponse.parse(response.json());
    expect(body.data.pieces.map((p) => [p.width, p.depth, p.type])).toEqual([
      [120, 25.5, 'perimeter'],
      [96, 42, 'island'],
    ]);
    expect(body.data.summary).toMatchObject({ drawingType: 'image', method: 'ocr' });
  });

  it('reads a JPEG photo of a drawing the same way', async () => {
    const jpeg = await sharp(await drawingPng())
      .jpeg({ quality: 90 })
      .toBuffer();
    const body = ZExtractDimensionsResponse.parse((await extract({ image: jpeg.toString('base64') })).json());
    expect(body.data.pieces.map((p) => [p.width, p.depth])).toEqual([
      [120, 25.5],
      [96, 42],
    ]);
  });

  it('reads a PDF drawing from its embedded text and merges identical pieces', async () => {
    const pdf = textPdf([
      'Smith kitchen - shop drawing',
      'Island 96" x 42"',
      'Vanity 36 x 22',
      'Vanity 36 x 22',
    ]);
    const response = await extract({ file: `data:application/pdf;base64,${pdf.toString('base64')}` });
    expect(response.statusCode).toBe(200);
    const body = ZExtractDimensionsResponse.parse(response.json());
    expect(body.data.pieces.map((p) => [p.name, p.width, p.depth, p.quantity])).toEqual([
      ['Island', 96, 42, 1],
      ['Vanity', 36, 22, 2],
    ]);
    expect(body.data.summary).toMatchObject({ drawingType: 'pdf', method: 'pdf-text', totalPieces: 3 });
  });

  it('says what to do when a drawing has no readable dimensions', async () => {
    const pdf = textPdf(['Smith kitchen', 'Call for measurements']);
    const response = await extract({ file: pdf.toString('base64') });
    expect(response.statusCode).toBe(422);
    const body = ZExtractDimensionsFailure.parse(response.json());
    expect(body.error).toBe('No piece dimensions could be read from this drawing.');
    expect(body.suggestions?.length).toBeGreaterThan(0);
  });

  it('answers a clear error for a damaged image', async () => {
    const png = await drawingPng();
    const response = await extract({ image: png.subarray(0, 200).toString('base64') });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ success: false, error: 'This image could not be read.' });
  });

  it('refuses a DWG file with a suggestion to export it', async () => {
    const dwg = Buffer.concat([Buffer.from('AC1032'), Buffer.alloc(64)]);
    const response = await extract({ file: dwg.toString('base64'), fileName: 'kitchen.dwg' });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ success: false, error: UNSUPPORTED_DRAWING });
    expect(ZExtractDimensionsFailure.parse(response.json()).suggestions?.[0]).toMatch(/DXF or PDF/);
  });

  it('refuses a request without a file', async () => {
    for (const payload of [{}, { image: '' }, { file: '   ' }]) {
      const response = await extract(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, error: NO_FILE_PROVIDED });
    }
  });

  it('refuses a file over 10 MB with the spec message', async () => {
    // The body is sent as ready JSON bytes: serialising 14 MB of base64 again in the test is slow.
    const file = Buffer.alloc(MAX_DRAWING_BYTES + 1, 0x20).toString('base64');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/claude-extract-dimensions',
      payload: Buffer.from(JSON.stringify({ file })),
      headers: { authorization: `Bearer ${fabricator}`, 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ success: false, error: FILE_TOO_LARGE });
  });

  it('needs a signed-in user of a business with Expert Mode', async () => {
    const file = Buffer.from(kitchenDxf()).toString('base64');
    expect((await extract({ file }, null)).statusCode).toBe(401);
    expect((await extract({ file }, showroomOwner)).statusCode).toBe(403);
  });
});

describe('POST /api/claude-extract-dimensions: units, outlines, cut lists and checks', () => {
  it('reads a DXF without $INSUNITS whose sizes only make sense in millimetres as millimetres, and says so', async () => {
    const dxf = outlinesDxf(
      [rectangleCorners(0, 0, 3048, 635), rectangleCorners(0, 1500, 2438.4, 1066.8)],
      [
        ['SINK RUN', 200, 200],
        ['ISLAND', 200, 1800],
      ],
    );
    const body = ZExtractDimensionsResponse.parse((await extract(dxfUpload(dxf))).json());
    expect(body.data.summary).toMatchObject({ units: 'mm', unitsAssumed: true });
    expect(body.data.pieces.map((p) => [p.name, p.width, p.depth, p.type])).toEqual([
      ['SINK RUN', 120, 25, 'countertop'],
      ['ISLAND', 96, 42, 'island'],
    ]);
    expect(body.data.summary.areaSqft).toBeCloseTo((120 * 25 + 96 * 42) / 144, 2);
  });

  it('names back a drawn island too shallow to be one, and refuses a drawing of nothing else with the reason', async () => {
    const dxf = outlinesDxf(
      [rectangleCorners(0, 0, 96, 2.5), rectangleCorners(0, 100, 120, 25.5)],
      [
        ['ISLAND', 10, 1],
        ['SINK RUN', 10, 110],
      ],
      1,
    );
    const body = ZExtractDimensionsResponse.parse((await extract(dxfUpload(dxf))).json());
    expect(body.data.pieces.map((p) => [p.name, p.width, p.depth])).toEqual([['SINK RUN', 120, 25.5]]);
    expect(body.data.unreadPieces).toEqual([
      { text: 'ISLAND', reason: 'Not read: depth 2.5 in looks too shallow for an island; check the size' },
    ]);
    const alone = await extract(
      dxfUpload(outlinesDxf([rectangleCorners(0, 0, 96, 2.5)], [['ISLAND', 10, 1]], 1)),
    );
    expect(alone.statusCode).toBe(422);
    const refusal = ZExtractDimensionsFailure.parse(alone.json());
    expect(refusal.code).toBe('NO_DIMENSIONS');
    expect(refusal.suggestions).toContain(
      'ISLAND: Not read: depth 2.5 in looks too shallow for an island; check the size',
    );
  });

  it('says which unit $INSUNITS names, and that a unit the file does not name is assumed', async () => {
    const inCm = outlinesDxf([rectangleCorners(0, 0, 304.8, 63.5)], [], 5);
    const inches = outlinesDxf([rectangleCorners(0, 0, 120, 25)], []);
    expect((await extract(dxfUpload(inCm))).json()).toMatchObject({
      data: { summary: { units: 'cm', unitsAssumed: false }, pieces: [{ width: 120, depth: 25 }] },
    });
    expect((await extract(dxfUpload(inches))).json()).toMatchObject({
      data: { summary: { units: 'in', unitsAssumed: true } },
    });
  });

  it('answers an L-shaped outline as one L piece keeping its shape, its true area and never its bounding box', async () => {
    const dxf = outlinesDxf(
      [
        [
          [0, 0],
          [130, 0],
          [130, 26],
          [26, 26],
          [26, 100],
          [0, 100],
        ],
      ],
      [['KITCHEN L', 10, 10]],
      1,
    );
    const response = await extract(dxfUpload(dxf));
    expect(response.statusCode).toBe(200);
    const body = ZExtractDimensionsResponse.parse(response.json());
    expect(body.data.pieces).toEqual([
      expect.objectContaining({
        name: 'KITCHEN L',
        width: 130,
        depth: 26,
        shape: { kind: 'l', legB: 100 },
        notes: 'L-shaped outline kept whole',
      }),
    ]);
    const trueArea = 130 * 26 + 74 * 26;
    expect(body.data.summary.areaSqft).toBeCloseTo(trueArea / 144, 2);
    expect(body.data.summary.areaSqft).toBeLessThan((130 * 100) / 144);
    expect(body.data.summary.outlines).toEqual([]);
  });

  it('answers a U-shaped outline as one U piece keeping its shape and its true area', async () => {
    const dxf = outlinesDxf([KITCHEN_U], [['U KITCHEN', 60, 10]], 1);
    const body = ZExtractDimensionsResponse.parse((await extract(dxfUpload(dxf))).json());
    expect(body.data.pieces).toEqual([
      expect.objectContaining({
        name: 'U KITCHEN',
        width: 144,
        depth: 26,
        shape: { kind: 'u', leftArm: 72, rightArm: 72 },
        quantity: 1,
      }),
    ]);
    expect(body.data.summary).toMatchObject({ totalPieces: 1, outlines: [] });
    expect(body.data.summary.areaSqft).toBeCloseTo((144 * 72 - 92 * 46) / 144, 2);
  });

  it('reads a PDF cut list by its Length, Depth and Qty columns and honours the Qty', async () => {
    const pdf = tablePdf(
      [
        ['Henderson kitchen - cut list'],
        ['Piece', 'Length', 'Depth', 'Qty'],
        ['Sink run', '120', '25 1/2', '1'],
        ['Vanity', '36', '22', '2'],
        ['Full height splash', '48', '18', '3'],
      ],
      [72, 250, 330, 410],
    );
    const response = await extract({ file: pdf.toString('base64'), fileName: 'cut-list.pdf' });
    expect(response.statusCode).toBe(200);
    const body = ZExtractDimensionsResponse.parse(response.json());
    expect(body.data.pieces.map((p) => [p.width, p.depth, p.quantity])).toEqual([
      [120, 25.5, 1],
      [36, 22, 2],
      [48, 18, 3],
    ]);
    expect(body.data.summary).toMatchObject({ method: 'pdf-text', totalPieces: 6, units: 'in' });
  });

  it('reads a cut list typed with spaces between its columns, Qty included', async () => {
    const pdf = textPdf([
      'CUT LIST - Lee bathroom',
      'Item          Length    Width    Qty',
      'Vanity top    61        22 1/4   2',
      'Side splash   22 1/4    4        4',
    ]);
    const body = ZExtractDimensionsResponse.parse((await extract({ file: pdf.toString('base64') })).json());
    expect(body.data.pieces.map((p) => [p.width, p.depth, p.quantity])).toEqual([
      [61, 22.25, 2],
      [22.25, 4, 4],
    ]);
    expect(body.data.summary.totalPieces).toBe(6);
  });

  it('marks pieces paired from lone callouts for checking, named by the labels of the drawing', async () => {
    const pdf = textPdf(['SINK RUN', '120"', '25 1/2"', 'ISLAND', '96"', '42"']);
    const body = ZExtractDimensionsResponse.parse((await extract({ file: pdf.toString('base64') })).json());
    expect(body.data.pieces.map((p) => [p.name, p.width, p.depth])).toEqual([
      ['SINK RUN', 120, 25.5],
      ['ISLAND', 96, 42],
    ]);
    expect(body.data.summary.confidence).toBeLessThan(0.6);
    for (const piece of body.data.pieces) expect(piece.confidence).toBeLessThan(0.6);
    expect(body.suggestions).toEqual([
      'Some dimensions were read with low confidence: please check each piece',
    ]);
  });
});

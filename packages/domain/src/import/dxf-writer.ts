import type { DxfPoint } from './dxf';

/**
 * A small writer for ASCII DXF (AutoCAD 2000, AC1015), the counterpart of the reader in dxf.ts:
 * a header with the unit and the drawing's extents, a LAYER table, and closed LWPOLYLINEs, LINEs
 * and TEXT in model space. Enough for LibreCAD and QCAD, which open a file without the block and
 * object sections AutoCAD itself writes.
 */

/** Colours by AutoCAD Colour Index; an entity without one takes its layer's (white on black). */
export const DXF_RED = 1;
export const DXF_BLUE = 5;

/** One line of text centred on `at`, `height` high, turned `rotation` degrees counter-clockwise. */
export interface DxfText {
  kind: 'text';
  text: string;
  at: DxfPoint;
  height: number;
  rotation?: number;
}

export type DxfShape = { layer: string; color?: number } & (
  | { kind: 'polyline'; points: readonly DxfPoint[] }
  | { kind: 'line'; start: DxfPoint; end: DxfPoint }
  | DxfText
);

export interface DxfDocument {
  /** $INSUNITS: 1 inches, 4 millimetres, … */
  insUnits: number;
  layers: readonly string[];
  shapes: readonly DxfShape[];
}

/** Coordinates to a ten-thousandth of the unit, without exponents or trailing zeros. */
const numberText = (value: number): string => String(Number(value.toFixed(4)) || 0);

/** Punctuation CAD fonts often lack, written as its ASCII look-alike. */
const ASCII_LOOK_ALIKES: Readonly<Record<string, string>> = {
  '\u2013': '-',
  '\u2014': '-',
  '\u2018': "'",
  '\u2019': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u00d7': 'x',
};

/**
 * TEXT is one line of ASCII here: control characters become spaces, dashes, curly quotes and ×
 * their ASCII look-alikes, and anything else past ASCII is written as \U+XXXX, the escape CAD
 * programs read in text of AC1015 files.
 */
function textValue(text: string): string {
  return [...text]
    .map((char) => {
      const code = char.codePointAt(0) ?? 0x3f;
      if (code < 0x20 || code === 0x7f) return ' ';
      if (code < 0x80) return char;
      const lookAlike = ASCII_LOOK_ALIKES[char];
      if (lookAlike !== undefined) return lookAlike;
      return code > 0xffff ? '?' : `\\U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
    })
    .join('');
}

/** The points of every shape, for the header's extents. */
const pointsOf = (shape: DxfShape): readonly DxfPoint[] =>
  shape.kind === 'polyline' ? shape.points : shape.kind === 'line' ? [shape.start, shape.end] : [shape.at];

/** The file's text: group code and value on lines of their own, CR LF as CAD programs write them. */
export function writeDxf(document: DxfDocument): string {
  const groups: Array<[number, string | number]> = [];
  const add = (code: number, value: string | number) => groups.push([code, value]);
  let nextHandle = 0x10;
  const handle = () => (nextHandle++).toString(16).toUpperCase();

  const points = document.shapes.flatMap(pointsOf);
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const extents = (code: 10 | 20, pick: (values: number[]) => number, values: number[]) =>
    add(code, numberText(values.length > 0 ? pick(values) : 0));

  // Handles are numbered first for the tables and entities, so $HANDSEED (the next free) is known.
  const layerHandles = document.layers.map(handle);
  const entityHandles = document.shapes.map(handle);
  const tableHandles = { ltype: handle(), continuous: handle(), layer: handle(), zero: handle() };

  add(0, 'SECTION');
  add(2, 'HEADER');
  add(9, '$ACADVER');
  add(1, 'AC1015');
  add(9, '$HANDSEED');
  add(5, handle());
  add(9, '$INSUNITS');
  add(70, document.insUnits);
  add(9, '$EXTMIN');
  extents(10, (v) => Math.min(...v), xs);
  extents(20, (v) => Math.min(...v), ys);
  add(30, 0);
  add(9, '$EXTMAX');
  extents(10, (v) => Math.max(...v), xs);
  extents(20, (v) => Math.max(...v), ys);
  add(30, 0);
  add(0, 'ENDSEC');

  add(0, 'SECTION');
  add(2, 'TABLES');
  add(0, 'TABLE');
  add(2, 'LTYPE');
  add(5, tableHandles.ltype);
  add(100, 'AcDbSymbolTable');
  add(70, 1);
  add(0, 'LTYPE');
  add(5, tableHandles.continuous);
  add(100, 'AcDbSymbolTableRecord');
  add(100, 'AcDbLinetypeTableRecord');
  add(2, 'CONTINUOUS');
  add(70, 0);
  add(3, 'Solid line');
  add(72, 65);
  add(73, 0);
  add(40, 0);
  add(0, 'ENDTAB');
  add(0, 'TABLE');
  add(2, 'LAYER');
  add(5, tableHandles.layer);
  add(100, 'AcDbSymbolTable');
  add(70, document.layers.length + 1);
  const layer = (name: string, recordHandle: string) => {
    add(0, 'LAYER');
    add(5, recordHandle);
    add(100, 'AcDbSymbolTableRecord');
    add(100, 'AcDbLayerTableRecord');
    add(2, name);
    add(70, 0);
    add(62, 7);
    add(6, 'CONTINUOUS');
  };
  layer('0', tableHandles.zero);
  document.layers.forEach((name, i) => layer(name, layerHandles[i]!));
  add(0, 'ENDTAB');
  add(0, 'ENDSEC');

  add(0, 'SECTION');
  add(2, 'ENTITIES');
  document.shapes.forEach((shape, i) => {
    const type = shape.kind === 'polyline' ? 'LWPOLYLINE' : shape.kind === 'line' ? 'LINE' : 'TEXT';
    add(0, type);
    add(5, entityHandles[i]!);
    add(100, 'AcDbEntity');
    add(8, shape.layer);
    if (shape.color !== undefined) add(62, shape.color);
    if (shape.kind === 'polyline') {
      add(100, 'AcDbPolyline');
      add(90, shape.points.length);
      add(70, 1);
      for (const point of shape.points) {
        add(10, numberText(point.x));
        add(20, numberText(point.y));
      }
    } else if (shape.kind === 'line') {
      add(100, 'AcDbLine');
      add(10, numberText(shape.start.x));
      add(20, numberText(shape.start.y));
      add(30, 0);
      add(11, numberText(shape.end.x));
      add(21, numberText(shape.end.y));
      add(31, 0);
    } else {
      // Centred on `at` (72 = 1 centre, 73 = 2 middle): CAD programs place it by the second point.
      add(100, 'AcDbText');
      add(10, numberText(shape.at.x));
      add(20, numberText(shape.at.y));
      add(30, 0);
      add(40, numberText(shape.height));
      add(1, textValue(shape.text));
      if (shape.rotation) add(50, shape.rotation);
      add(72, 1);
      add(11, numberText(shape.at.x));
      add(21, numberText(shape.at.y));
      add(31, 0);
      add(100, 'AcDbText');
      add(73, 2);
    }
  });
  add(0, 'ENDSEC');
  add(0, 'EOF');
  return groups.map(([code, value]) => `${code}\r\n${value}\r\n`).join('');
}

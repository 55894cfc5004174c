/**
 * DXF files as CAD exports them, written pair by pair for the drawing-import tests (the API's and
 * the estimator journey's): one group code and its value a pair, one of them a line.
 */
export type DxfPair = [number, string | number];

/**
 * The start of a file: its HEADER, naming the drawing's unit in $INSUNITS when `insUnits` is given
 * (1 inches, 4 millimetres, 5 centimetres), and the ENTITIES section opened for the drawing.
 */
export function dxfStart(insUnits?: number): DxfPair[] {
  const pairs: DxfPair[] = [
    [0, 'SECTION'],
    [2, 'HEADER'],
  ];
  if (insUnits !== undefined) pairs.push([9, '$INSUNITS'], [70, insUnits]);
  pairs.push([0, 'ENDSEC'], [0, 'SECTION'], [2, 'ENTITIES']);
  return pairs;
}

/** A closed polyline through `corners` on the PIECES layer: the outline of a piece. */
export function closedOutline(corners: ReadonlyArray<readonly [number, number]>): DxfPair[] {
  return [
    [0, 'LWPOLYLINE'],
    [8, 'PIECES'],
    [90, corners.length],
    [70, 1],
    ...corners.flatMap(([x, y]): DxfPair[] => [
      [10, x],
      [20, y],
    ]),
  ];
}

/** The corners of a `w` × `h` rectangle whose first corner is (x, y). */
export function rectangleCorners(x: number, y: number, w: number, h: number): Array<[number, number]> {
  return [
    [x, y],
    [x + w, y],
    [x + w, y + h],
    [x, y + h],
  ];
}

/** A text `height` tall at (x, y) on the LABELS layer: a piece's name written in the drawing. */
export function textLabel(text: string, x: number, y: number, height: number): DxfPair[] {
  return [
    [0, 'TEXT'],
    [8, 'LABELS'],
    [10, x],
    [20, y],
    [40, height],
    [1, text],
  ];
}

/** The file of `pairs`: the ENTITIES section closed and the end of file. */
export function dxfText(pairs: readonly DxfPair[]): string {
  return [...pairs, [0, 'ENDSEC'] as DxfPair, [0, 'EOF'] as DxfPair]
    .map(([code, value]) => `${code}\n${value}`)
    .join('\n');
}

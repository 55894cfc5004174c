import { mergeIdenticalPieces } from '../estimate/merge-identical-pieces';
import { findDimensions } from './dimensions';
import type { DrawingPiece, DrawingReading } from './drawing-pieces';
import { readDxf, type DxfDrawing, type DxfPoint } from './dxf';
import { parseLength, roundInches } from './lengths';
import { describePieceLabel, type ParseProductListOptions } from './parse-product-list';

interface Outline {
  /** The polygon's corners, without the closing repeat. */
  points: DxfPoint[];
  /** True for four corners at right angles. */
  rectangle: boolean;
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

interface Shape extends Outline {
  /** Position in the drawing, so pieces come out in the order they were drawn. */
  order: number;
  /** Side lengths in drawing units: sides 0 and 2, sides 1 and 3 (the box for other shapes). */
  sides: [number, number];
  children: Shape[];
  label: string | null;
  /** Sides set from dimension entities, inches, by side parity. */
  dimensioned: [number | null, number | null];
}

const distance = (a: DxfPoint, b: DxfPoint) => Math.hypot(a.x - b.x, a.y - b.y);

function outlineOf(raw: DxfPoint[]): Outline | null {
  const points = raw.filter((p, i) => i === 0 || distance(p, raw[i - 1] as DxfPoint) > 1e-9);
  if (points.length > 2 && distance(points[0] as DxfPoint, points[points.length - 1] as DxfPoint) < 1e-9)
    points.pop();
  if (points.length < 3) return null;
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  let rectangle = points.length === 4;
  for (let i = 0; rectangle && i < 4; i++) {
    const a = points[i] as DxfPoint;
    const b = points[(i + 1) % 4] as DxfPoint;
    const c = points[(i + 2) % 4] as DxfPoint;
    const dot = (b.x - a.x) * (c.x - b.x) + (b.y - a.y) * (c.y - b.y);
    rectangle = Math.abs(dot) <= 1e-6 * distance(a, b) * distance(b, c);
  }
  return {
    points,
    rectangle,
    minX: Math.min(...xs),
    minY: Math.min(...ys),
    maxX: Math.max(...xs),
    maxY: Math.max(...ys),
  };
}

/** Closed loops made of separate LINE entities, followed end to end. */
function lineLoops(lines: Array<{ start: DxfPoint; end: DxfPoint }>, tolerance: number): DxfPoint[][] {
  const loops: DxfPoint[][] = [];
  const used = new Set<number>();
  lines.forEach((first, index) => {
    if (used.has(index)) return;
    const chain = [first.start, first.end];
    const taken = [index];
    for (;;) {
      const tail = chain[chain.length - 1] as DxfPoint;
      if (chain.length > 3 && distance(tail, chain[0] as DxfPoint) <= tolerance) {
        chain.pop();
        taken.forEach((t) => used.add(t));
        loops.push(chain);
        return;
      }
      const next = lines.findIndex(
        (line, i) =>
          !used.has(i) &&
          !taken.includes(i) &&
          (distance(line.start, tail) <= tolerance || distance(line.end, tail) <= tolerance),
      );
      if (next < 0) return;
      const line = lines[next] as { start: DxfPoint; end: DxfPoint };
      chain.push(distance(line.start, tail) <= tolerance ? line.end : line.start);
      taken.push(next);
    }
  });
  return loops;
}

function contains(outer: Outline, inner: Outline, tolerance: number): boolean {
  return (
    outer !== inner &&
    inner.minX >= outer.minX - tolerance &&
    inner.maxX <= outer.maxX + tolerance &&
    inner.minY >= outer.minY - tolerance &&
    inner.maxY <= outer.maxY + tolerance &&
    (outer.maxX - outer.minX) * (outer.maxY - outer.minY) >
      (inner.maxX - inner.minX) * (inner.maxY - inner.minY)
  );
}

/**
 * Nests shapes by containment and keeps the pieces: a shape holding two or more shapes side by
 * side is a border or title frame and is dropped (its shapes are looked at in its place); a shape
 * inside a piece is a cutout (a sink, a cooktop) of that piece.
 */
function piecesAmong(shapes: Shape[], tolerance: number): Shape[] {
  const byArea = [...shapes].sort(
    (a, b) => (b.maxX - b.minX) * (b.maxY - b.minY) - (a.maxX - a.minX) * (a.maxY - a.minY),
  );
  const roots: Shape[] = [];
  const place = (shape: Shape, level: Shape[]) => {
    const parent = level.find((candidate) => contains(candidate, shape, tolerance));
    if (parent) place(shape, parent.children);
    else level.push(shape);
  };
  byArea.forEach((shape) => place(shape, roots));
  const pieces: Shape[] = [];
  const visit = (level: Shape[]) => {
    for (const shape of level) {
      if (shape.children.length >= 2) visit(shape.children);
      else pieces.push(shape);
    }
  };
  visit(roots);
  return pieces;
}

function numericValue(text: string): number | null {
  const cleaned = text.replace(/<>/g, '').trim();
  if (!/\d/.test(cleaned)) return null;
  return parseLength(cleaned.replace(/^[^\d.]+/, ''));
}

/** Sets a piece's side from each dimension entity measuring between two of its corners' lines. */
function applyDimensions(pieces: Shape[], drawing: DxfDrawing, tolerance: number): void {
  for (const entity of drawing.entities) {
    if (entity.kind !== 'dimension') continue;
    const inches =
      numericValue(entity.text) ??
      (entity.measurement === null ? null : entity.measurement * drawing.inchesPerUnit);
    if (inches === null || inches <= 0) continue;
    let best: { piece: Shape; side: 0 | 1; offset: number } | null = null;
    for (const piece of pieces) {
      if (!piece.rectangle) continue;
      for (let i = 0; i < 4; i++) {
        const a = piece.points[i] as DxfPoint;
        const b = piece.points[(i + 1) % 4] as DxfPoint;
        const length = distance(a, b);
        const ux = (b.x - a.x) / length;
        const uy = (b.y - a.y) / length;
        const along = (p: DxfPoint, q: DxfPoint) => (p.x - q.x) * ux + (p.y - q.y) * uy;
        const across = (p: DxfPoint) => Math.abs((p.x - a.x) * -uy + (p.y - a.y) * ux);
        const fits =
          (Math.abs(along(entity.from, a)) <= tolerance && Math.abs(along(entity.to, b)) <= tolerance) ||
          (Math.abs(along(entity.from, b)) <= tolerance && Math.abs(along(entity.to, a)) <= tolerance);
        const offset = Math.max(across(entity.from), across(entity.to));
        const otherSide = piece.sides[(i + 1) % 2] as number;
        if (fits && offset <= otherSide + tolerance && (best === null || offset < best.offset)) {
          best = { piece, side: (i % 2) as 0 | 1, offset };
        }
      }
    }
    if (best) best.piece.dimensioned[best.side] = inches;
  }
}

function labelPieces(pieces: Shape[], drawing: DxfDrawing): void {
  for (const entity of drawing.entities) {
    if (entity.kind !== 'text') continue;
    const inside = pieces.filter(
      (piece) =>
        entity.at.x >= piece.minX &&
        entity.at.x <= piece.maxX &&
        entity.at.y >= piece.minY &&
        entity.at.y <= piece.maxY,
    );
    const near =
      inside.length > 0
        ? inside
        : pieces.filter((piece) => {
            const dx = Math.max(piece.minX - entity.at.x, 0, entity.at.x - piece.maxX);
            const dy = Math.max(piece.minY - entity.at.y, 0, entity.at.y - piece.maxY);
            return Math.hypot(dx, dy) <= Math.min(piece.maxX - piece.minX, piece.maxY - piece.minY) / 2;
          });
    const smallest = near.sort(
      (a, b) => (a.maxX - a.minX) * (a.maxY - a.minY) - (b.maxX - b.minX) * (b.maxY - b.minY),
    )[0];
    if (smallest) smallest.label = smallest.label === null ? entity.text : `${smallest.label} ${entity.text}`;
  }
}

/**
 * The pieces of a DXF drawing, read from its geometry: every closed polyline and every closed
 * loop of lines is a shape; rectangles give width and depth (the longer and shorter side), other
 * outlines their bounding box (flagged in the notes). The drawing's unit ($INSUNITS) converts to
 * inches, unitless drawings are read as inches. A dimension entity on a side, or sides written in
 * the piece's label (`Island 96 x 42`), win over the drawn length, since drawings are often not to
 * scale. Labels (TEXT, MTEXT) inside or beside a shape name it. Identical pieces are merged.
 */
export function piecesFromDxf(text: string, options: ParseProductListOptions = {}): DrawingReading {
  const drawing = readDxf(text);
  const outlines: Outline[] = [];
  const lines: Array<{ start: DxfPoint; end: DxfPoint }> = [];
  for (const entity of drawing.entities) {
    if (entity.kind === 'polyline' && (entity.closed || entity.points.length > 3)) {
      const outline = outlineOf(entity.points);
      const first = entity.points[0];
      const last = entity.points[entity.points.length - 1];
      const closes =
        entity.closed || (first !== undefined && last !== undefined && distance(first, last) < 1e-9);
      if (outline && closes) outlines.push(outline);
    } else if (entity.kind === 'line') {
      lines.push(entity);
    }
  }
  const extent = outlines.concat().reduce((size, o) => Math.max(size, o.maxX - o.minX, o.maxY - o.minY), 0);
  const lineExtent = lines.reduce(
    (size, l) => Math.max(size, Math.abs(l.end.x - l.start.x), Math.abs(l.end.y - l.start.y)),
    0,
  );
  const tolerance = Math.max(extent, lineExtent) * 0.005 + 1e-6;
  for (const loop of lineLoops(lines, tolerance)) {
    const outline = outlineOf(loop);
    if (outline) outlines.push(outline);
  }

  const minimum = 1 / drawing.inchesPerUnit;
  const shapes: Shape[] = outlines
    .map((outline, order) => {
      const sides: [number, number] = outline.rectangle
        ? [
            distance(outline.points[0] as DxfPoint, outline.points[1] as DxfPoint),
            distance(outline.points[1] as DxfPoint, outline.points[2] as DxfPoint),
          ]
        : [outline.maxX - outline.minX, outline.maxY - outline.minY];
      return {
        ...outline,
        order,
        sides,
        children: [],
        label: null,
        dimensioned: [null, null] as [number | null, number | null],
      };
    })
    .filter((shape) => shape.sides[0] >= minimum && shape.sides[1] >= minimum);

  const pieces = piecesAmong(shapes, tolerance).sort((a, b) => a.order - b.order);
  applyDimensions(pieces, drawing, tolerance);
  labelPieces(pieces, drawing);

  const confidences: number[] = [];
  const read: DrawingPiece[] = pieces.map((shape, index) => {
    const label = shape.label ?? '';
    const described = describePieceLabel(label, options);
    const written = findDimensions(label)[0];
    const a = shape.dimensioned[0] ?? shape.sides[0] * drawing.inchesPerUnit;
    const b = shape.dimensioned[1] ?? shape.sides[1] * drawing.inchesPerUnit;
    const [width, depth] = written
      ? [written.width, written.depth]
      : [roundInches(Math.max(a, b)), roundInches(Math.min(a, b))];
    const notes = [
      ...described.features,
      ...(shape.children.length > 0
        ? [`${shape.children.length} cutout${shape.children.length > 1 ? 's' : ''}`]
        : []),
      ...(shape.rectangle ? [] : ['Not rectangular: bounding box used']),
    ];
    confidences.push(
      !shape.rectangle ? 0.6 : written || shape.dimensioned.some((d) => d !== null) ? 0.95 : 0.85,
    );
    return {
      name: described.name ?? `Piece ${index + 1}`,
      width,
      depth,
      edgeDetail: described.edgeDetail,
      type: described.pieceType,
      notes: notes.join(', '),
      quantity: written?.quantity ?? described.quantity ?? 1,
    };
  });
  const confidence =
    confidences.length === 0 ? 0 : confidences.reduce((s, c) => s + c, 0) / confidences.length;
  return { pieces: mergeIdenticalPieces(read), confidence: Math.round(confidence * 100) / 100 };
}

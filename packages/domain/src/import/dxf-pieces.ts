import { findDimensions } from './dimensions';
import {
  mergeDrawingPieces,
  withoutShallowPieces,
  type DrawingOutline,
  type DrawingPiece,
  type DrawingReading,
} from './drawing-pieces';
import { inferDrawingUnit, INCHES_PER_UNIT, isPlausiblePiece } from './drawing-units';
import { readDxf, type DxfDrawing, type DxfPoint } from './dxf';
import { hasUnitMark, parseLength, roundInches } from './lengths';
import { cornersOf, outlineParts, type OutlineParts } from './outline-parts';
import { describePieceLabel, type ParseProductListOptions } from './parse-product-list';
import { namesRoomOrPiece } from './piece-words';
import { legsOfOutline } from '../shapes/l-and-u';
import { PIECE_SHAPE_LABELS, pieceOutline } from '../shapes/piece-shape';

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

/** Points off a straight side by less than this share of the outline's size are on it (CAD noise). */
const STRAIGHT = 1e-4;

function outlineOf(raw: DxfPoint[]): Outline | null {
  const distinct = raw.filter((p, i) => i === 0 || distance(p, raw[i - 1] as DxfPoint) > 1e-9);
  if (
    distinct.length > 2 &&
    distance(distinct[0] as DxfPoint, distinct[distinct.length - 1] as DxfPoint) < 1e-9
  )
    distinct.pop();
  const xs = distinct.map((p) => p.x);
  const ys = distinct.map((p) => p.y);
  const size = Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
  // A side drawn in two strokes is one side: a rectangle with a point mid-side is still a rectangle.
  const points = cornersOf(distinct, size * STRAIGHT);
  if (points.length < 3) return null;
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

/** A dimension's written text in inches: with an inch or foot mark as written, else in drawing units. */
function numericValue(text: string, inchesPerUnit: number): number | null {
  const cleaned = text.replace(/<>/g, '').trim();
  if (!/\d/.test(cleaned)) return null;
  const value = parseLength(cleaned.replace(/^[^\d.]+/, ''));
  return value === null || hasUnitMark(cleaned) ? value : value * inchesPerUnit;
}

/** Sets a piece's side from each dimension entity measuring between two of its corners' lines. */
function applyDimensions(
  pieces: Shape[],
  drawing: DxfDrawing,
  inchesPerUnit: number,
  tolerance: number,
): void {
  for (const entity of drawing.entities) {
    if (entity.kind !== 'dimension') continue;
    const inches =
      numericValue(entity.text, inchesPerUnit) ??
      (entity.measurement === null ? null : entity.measurement * inchesPerUnit);
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
    // Beside a piece, only words that name a piece or room, or write its sides, label it: a title
    // block's "JOB 1234 SMITH" sits beside the pieces too.
    const labelsAPiece = namesRoomOrPiece(entity.text) || findDimensions(entity.text).length > 0;
    const near =
      inside.length > 0
        ? inside
        : !labelsAPiece
          ? []
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

/** Every closed polyline and every closed loop of lines of the drawing, with the grid tolerance. */
function outlinesOf(drawing: DxfDrawing): { outlines: Outline[]; tolerance: number } {
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
  const extent = outlines.reduce((size, o) => Math.max(size, o.maxX - o.minX, o.maxY - o.minY), 0);
  const lineExtent = lines.reduce(
    (size, l) => Math.max(size, Math.abs(l.end.x - l.start.x), Math.abs(l.end.y - l.start.y)),
    0,
  );
  const tolerance = Math.max(extent, lineExtent) * 0.005 + 1e-6;
  for (const loop of lineLoops(lines, tolerance)) {
    const outline = outlineOf(loop);
    if (outline) outlines.push(outline);
  }
  return { outlines, tolerance };
}

/** Fresh shapes for the outlines (nesting fills their children), drawn sides in drawing units. */
function shapesOf(outlines: Outline[]): Shape[] {
  return outlines.map((outline, order) => ({
    ...outline,
    order,
    sides: outline.rectangle
      ? [
          distance(outline.points[0] as DxfPoint, outline.points[1] as DxfPoint),
          distance(outline.points[1] as DxfPoint, outline.points[2] as DxfPoint),
        ]
      : [outline.maxX - outline.minX, outline.maxY - outline.minY],
    children: [],
    label: null,
    dimensioned: [null, null],
  }));
}

/** An outline cut at seams is exact geometry, but where the seams go is for the fabricator to confirm. */
const SEAMED_CONFIDENCE = 0.8;

/** A bounding box is a guess at the piece: below the check threshold, so the estimator is asked. */
const BOXED_CONFIDENCE = 0.5;

const squareFeet = (squareInches: number) => Math.round((squareInches / 144) * 100) / 100;

const SHAPE_WORDS = { L: 'L-shaped', U: 'U-shaped', stepped: 'Stepped' } as const;

const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Says how an outline was cut: "L-shaped outline read as 2 pieces with 1 seam". */
function describeOutlineCut(shape: OutlineParts['shape'], parts: number, seams: number): string {
  return `${SHAPE_WORDS[shape]} outline read as ${count(parts, 'piece')} with ${count(seams, 'seam')}`;
}

/** The pieces an outline yields: itself when a rectangle, else its parts, else its bounding box. */
function outlinePieces(
  shape: Shape,
  index: number,
  inchesPerUnit: number,
  tolerance: number,
  options: ParseProductListOptions,
): { pieces: DrawingPiece[]; outline: DrawingOutline | null } {
  const label = shape.label ?? '';
  const described = describePieceLabel(label, options);
  const name = described.name ?? `Piece ${index + 1}`;
  const features = [
    ...described.features,
    ...(shape.children.length > 0 ? [count(shape.children.length, 'cutout')] : []),
  ];
  // Sides written in the label are the customer's own, if they can be a countertop at all.
  const written = findDimensions(label).find((d) => d.problem === null && isPlausiblePiece(d.width, d.depth));
  const piece = (width: number, depth: number, pieceName: string, notes: string[], confidence: number) => ({
    name: pieceName,
    width,
    depth,
    edgeDetail: described.edgeDetail,
    type: described.pieceType,
    notes: notes.join(', '),
    quantity: written?.quantity ?? described.quantity ?? 1,
    confidence,
  });

  // An L or U of one depth is one piece keeping its shape; sides written on it name its legs.
  const legs = shape.rectangle
    ? null
    : legsOfOutline(
        shape.points.map((p) => [p.x * inchesPerUnit, p.y * inchesPerUnit] as const),
        tolerance * inchesPerUnit,
      );
  if (legs) {
    const kept = {
      width: roundInches(legs.width),
      depth: roundInches(legs.depth),
      shape:
        legs.shape.kind === 'l'
          ? { kind: 'l' as const, legB: roundInches(legs.shape.legB) }
          : {
              kind: 'u' as const,
              leftArm: roundInches(legs.shape.leftArm),
              rightArm: roundInches(legs.shape.rightArm),
            },
    };
    if (pieceOutline(kept.width, kept.depth, kept.shape).ok) {
      const note = `${PIECE_SHAPE_LABELS[kept.shape.kind]} outline kept whole`;
      return {
        pieces: [{ ...piece(kept.width, kept.depth, name, [note, ...features], 0.85), shape: kept.shape }],
        outline: null,
      };
    }
  }

  // Any other outline with right angles only is cut by its geometry, at its seams.
  const cut = shape.rectangle ? null : outlineParts(shape.points, tolerance);
  if (cut) {
    const partNames = cut.parts.map((_, i) => `${name} (${String.fromCharCode(97 + i)})`);
    const seams = cut.seams.map(({ between: [a, b], length }) => ({
      between: [partNames[a] as string, partNames[b] as string] as [string, string],
      length: roundInches(length * inchesPerUnit),
    }));
    const description = describeOutlineCut(cut.shape, cut.parts.length, cut.seams.length);
    const seamNotes = seams.map((s) => `seam between ${s.between[0]} and ${s.between[1]}, ${s.length}" long`);
    return {
      pieces: cut.parts.map((part, i) => ({
        ...piece(
          roundInches(part.length * inchesPerUnit),
          roundInches(part.depth * inchesPerUnit),
          partNames[i] as string,
          [description, ...seamNotes, ...(i === 0 ? features : [])],
          SEAMED_CONFIDENCE,
        ),
        outline: name,
      })),
      outline: {
        name,
        shape: cut.shape,
        areaSqft: squareFeet(cut.area * inchesPerUnit * inchesPerUnit),
        parts: partNames,
        seams,
        description,
      },
    };
  }

  const a = shape.dimensioned[0] ?? shape.sides[0] * inchesPerUnit;
  const b = shape.dimensioned[1] ?? shape.sides[1] * inchesPerUnit;
  const [width, depth] = written
    ? [written.width, written.depth]
    : [roundInches(Math.max(a, b)), roundInches(Math.min(a, b))];
  const boxed = !shape.rectangle && !written;
  const confidence = boxed
    ? BOXED_CONFIDENCE
    : written || shape.dimensioned.some((d) => d !== null)
      ? 0.95
      : 0.85;
  return {
    pieces: [
      piece(
        width,
        depth,
        name,
        [...features, ...(boxed ? ['Not rectangular: bounding box used'] : [])],
        confidence,
      ),
    ],
    outline: null,
  };
}

/**
 * The pieces of a DXF drawing, read from its geometry: every closed polyline and every closed
 * loop of lines is a shape; rectangles give width and depth (the longer and shorter side), an L
 * or U whose runs are one depth is one piece keeping its shape (its legs as `lOutline` and
 * `uOutline` draw them), any other outline with right-angled corners only (an L of two depths,
 * a step) is cut into rectangles at its seams, other
 * outlines give their bounding box (flagged in the notes). The drawing's unit is the one
 * $INSUNITS names; a drawing that names none is read in inches unless its pieces only make sense
 * in millimetres. A dimension entity on a side, or sides written in a rectangle's label
 * (`Island 96 x 42`), win over the drawn length, since drawings are often not to scale. Labels
 * (TEXT, MTEXT) inside a shape name it, and beside it when they name a piece or room (SINK RUN,
 * ISLAND). A work surface too shallow to be one is named back in `unread`, as a pasted list's is.
 * Identical pieces are merged.
 */
export function piecesFromDxf(text: string, options: ParseProductListOptions = {}): DrawingReading {
  const drawing = readDxf(text);
  const { outlines, tolerance } = outlinesOf(drawing);
  const unit =
    drawing.unit ?? inferDrawingUnit(piecesAmong(shapesOf(outlines), tolerance).map((shape) => shape.sides));
  const inchesPerUnit = INCHES_PER_UNIT[unit];

  const minimum = 1 / inchesPerUnit;
  const shapes = shapesOf(outlines).filter((shape) => shape.sides[0] >= minimum && shape.sides[1] >= minimum);
  const found = piecesAmong(shapes, tolerance).sort((a, b) => a.order - b.order);
  applyDimensions(found, drawing, inchesPerUnit, tolerance);
  labelPieces(found, drawing);

  const read = found.map((shape, index) => outlinePieces(shape, index, inchesPerUnit, tolerance, options));
  const { pieces, unread } = withoutShallowPieces(read.flatMap((r) => r.pieces));
  const confidence = pieces.length === 0 ? 0 : pieces.reduce((s, p) => s + p.confidence, 0) / pieces.length;
  return {
    pieces: mergeDrawingPieces(pieces),
    unread,
    confidence: Math.round(confidence * 100) / 100,
    unit,
    unitAssumed: drawing.unit === null,
    outlines: read.flatMap((r) => (r.outline ? [r.outline] : [])),
  };
}

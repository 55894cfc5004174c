import type { DxfPoint } from '../import/dxf';
import { DXF_BLUE, DXF_RED, writeDxf, type DxfShape, type DxfText } from '../import/dxf-writer';
import { rectangleOutline, type Cutout } from '../shapes/cutouts';
import {
  boundingBox,
  outlineBoxes,
  outlinePlacer,
  placeOutline,
  type Outline,
  type Rotation,
} from '../shapes/outline';
import { pieceOutline } from '../shapes/piece-shape';
import { parseDimension } from './piece-input';
import { partLabel, seamEnds } from './seams';
import type { EstimateProduct, EstimateSlab, SlabPiece } from './types';

/**
 * The slab layouts of a quote as one DXF file for the shop's saw or CNC (issue 24, decision 115):
 * in inches, a layer per slab (SLAB-1, SLAB-2, … across the whole quote, in the order the results
 * page them) holding the slab's outline and title, each piece's outline as placed (an L's or U's
 * true outline) with its label, its seams and its cutouts; the slabs side by side, 24 in apart.
 */

/** The free space between two slabs in the drawing, inches. */
export const SLAB_GAP_INCHES = 24;

/** One set of slabs of the results: a type's own, or a stone's shared ones. */
export interface DxfLayoutSet {
  title: string;
  slabWidth: number;
  slabHeight: number;
  slabs: readonly EstimateSlab[];
}

/** What a product's pieces carry beyond their placement: the name, the outline as entered, the cutouts. */
export interface DxfPiece {
  name: string;
  /**
   * The piece's own outline (a rectangle from (0, 0) to its width and depth, an L or a U), to
   * turn the cutouts with the piece; null when its size cannot be read.
   */
  outline: Outline | null;
  cutouts: readonly Cutout[];
}

export interface LayoutDxf {
  text: string;
  /** What the file leaves out, each naming the piece and why (never silent). */
  notes: string[];
}

const slabLayer = (slabNumber: number): string => `SLAB-${slabNumber}`;

/** "1 Kitchen", a seamed part "1a Kitchen": the number the layouts draw and the product's name. */
function pieceLabel(piece: Pick<SlabPiece, 'productIndex' | 'seam'>, name: string): string {
  const number = piece.productIndex + 1;
  return `${piece.seam ? partLabel(number, piece.seam.part) : number} ${name}`;
}

/** A product's outline as the estimate reads it (its length, depth and shape); null without a size. */
export function productOutline(product: EstimateProduct): Outline | null {
  const width = parseDimension(product.width);
  const depth = parseDimension(product.depth);
  if (width === null || depth === null) return null;
  const shaped = pieceOutline(width, depth, product.shape);
  return shaped.ok ? shaped.outline : null;
}

const ROTATIONS: readonly Rotation[] = [0, 90, 180, 270];
const samePoints = (a: Outline, b: Outline): boolean =>
  a.length === b.length && a.every(([x, y], i) => Math.abs(x - b[i]![0]) + Math.abs(y - b[i]![1]) < 1e-6);

/**
 * How the whole piece was turned to lie as placed: an L or U by the quarter turn that gives its
 * placed outline; a rectangle a quarter turn counter-clockwise when rotated (the optimiser's
 * turns are counter-clockwise, decision 107). Null when the placed outline is no turn of it.
 */
function rotationOf(piece: SlabPiece, own: Outline): Rotation | null {
  if (!piece.outline) return piece.rotated ? 90 : 0;
  return ROTATIONS.find((r) => samePoints(placeOutline(own, r, piece.x, piece.y), piece.outline!)) ?? null;
}

/**
 * Where the label goes: the middle of the piece's largest box (inside an L's or U's leg, not its
 * notch), along the box's longer side, at most 4 in high and small enough to stay inside the box
 * (a character is taken as wide as the text is high).
 */
function labelOf(outline: Outline, text: string): Pick<DxfText, 'at' | 'height' | 'rotation'> {
  const [box] = outlineBoxes(outline).sort(
    (a, b) => (b.x1 - b.x0) * (b.y1 - b.y0) - (a.x1 - a.x0) * (a.y1 - a.y0),
  );
  const { x0, y0, x1, y1 } = box ?? boundingBox(outline);
  const upright = y1 - y0 > x1 - x0;
  const along = upright ? y1 - y0 : x1 - x0;
  const across = upright ? x1 - x0 : y1 - y0;
  return {
    at: { x: (x0 + x1) / 2, y: (y0 + y1) / 2 },
    height: Math.min(4, across / 3, (0.9 * along) / Math.max(1, text.length)),
    rotation: upright ? 90 : 0,
  };
}

/**
 * The DXF file of a quote's layouts. `pieceOf` gives each product's name, outline and cutouts; a
 * product it does not know is drawn by its placement and named "Type n".
 */
export function layoutDxf(
  sets: readonly DxfLayoutSet[],
  pieceOf: (productIndex: number) => DxfPiece | null,
): LayoutDxf {
  const layers: string[] = [];
  const shapes: DxfShape[] = [];
  const notes = new Set<string>();
  let left = 0;

  for (const set of sets) {
    set.slabs.forEach((slab, slabIndex) => {
      const layer = slabLayer(layers.length + 1);
      layers.push(layer);
      const at = ([x, y]: readonly [number, number]): DxfPoint => ({ x: left + x, y });
      shapes.push({
        kind: 'polyline',
        layer,
        points: rectangleOutline(set.slabWidth, set.slabHeight).map(at),
      });
      shapes.push({
        kind: 'text',
        layer,
        at: { x: left + set.slabWidth / 2, y: set.slabHeight + 4 },
        height: 3,
        text: `${set.title}: slab ${slabIndex + 1} of ${set.slabs.length}`,
      });
      for (const piece of slab.pieces) {
        const known = pieceOf(piece.productIndex);
        const name = known?.name ?? `Type ${piece.productIndex + 1}`;
        const placed =
          piece.outline ?? placeOutline(rectangleOutline(piece.width, piece.depth), 0, piece.x, piece.y);
        shapes.push({ kind: 'polyline', layer, points: placed.map(at) });
        const text = pieceLabel(piece, name);
        const label = labelOf(placed, text);
        shapes.push({ kind: 'text', layer, text, ...label, at: { x: left + label.at.x, y: label.at.y } });
        if (piece.seam) {
          // seamEnds draws for a y that runs down; the slab's runs up, so the box is mirrored in and out.
          const box = { x: piece.x, y: -(piece.y + piece.depth), width: piece.width, height: piece.depth };
          for (const [x1, y1, x2, y2] of seamEnds(piece.seam, box))
            shapes.push({ kind: 'line', layer, color: DXF_RED, start: at([x1, -y1]), end: at([x2, -y2]) });
        }
        if (!known || known.cutouts.length === 0) continue;
        const own = piece.seam ? null : known.outline;
        const rotation = own === null ? null : rotationOf(piece, own);
        if (own === null || rotation === null) {
          notes.add(
            piece.seam
              ? `${name}: its cutouts are not drawn on its seamed parts; place them from the piece's drawing.`
              : `${name}: its cutouts are not drawn, its placement does not match the piece as entered.`,
          );
          continue;
        }
        const place = outlinePlacer(own, rotation, piece.x, piece.y);
        for (const cutout of known.cutouts) {
          const corners = rectangleOutline(cutout.width, cutout.depth).map(([x, y]) =>
            place([cutout.x + x, cutout.y + y]),
          );
          shapes.push({ kind: 'polyline', layer, color: DXF_BLUE, points: corners.map(at) });
        }
      }
      left += set.slabWidth + SLAB_GAP_INCHES;
    });
  }
  return { text: writeDxf({ insUnits: 1, layers, shapes }), notes: [...notes] };
}

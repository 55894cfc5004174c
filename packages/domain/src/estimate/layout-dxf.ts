import type { DxfPoint } from '../import/dxf';
import { DXF_BLUE, DXF_RED, writeDxf, type DxfShape, type DxfText } from '../import/dxf-writer';
import { rectangleOutline } from '../shapes/cutouts';
import { placeOutline, type Box } from '../shapes/outline';
import { labelBox, slabPieceOutline } from './piece-marks';
import { partLabel } from './seams';
import type { EstimateSlab, SlabPiece } from './types';

/**
 * The slab layouts of a quote as one DXF file for the shop's saw or CNC (issue 24, decision 115):
 * in inches, a layer per slab (SLAB-1, SLAB-2, … across the whole quote, in the order the results
 * page them) holding the slab's outline and title, each piece's outline as placed (an L's or U's
 * true outline) with its label, its seams and its cutouts (on a seamed piece, each on the part that
 * holds it); the slabs side by side, 24 in apart.
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

export interface LayoutDxf {
  text: string;
  /** What the shop must know that the drawing alone does not say, each naming the piece (never silent). */
  notes: string[];
}

const slabLayer = (slabNumber: number): string => `SLAB-${slabNumber}`;

/** "1 Kitchen", a seamed part "1a Kitchen": the number the layouts draw and the product's name. */
function pieceLabel(piece: Pick<SlabPiece, 'productIndex' | 'seam'>, name: string): string {
  const number = piece.productIndex + 1;
  return `${piece.seam ? partLabel(number, piece.seam.part) : number} ${name}`;
}

/**
 * Where the label goes: the middle of the piece's label box (`labelBox`: inside an L's or U's leg,
 * not its notch, never on a cutout), along the box's longer side, at most 4 in high and small
 * enough to stay inside the box (a character is taken as wide as the text is high).
 */
function labelOf({ x0, y0, x1, y1 }: Box, text: string): Pick<DxfText, 'at' | 'height' | 'rotation'> {
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
 * The DXF file of a quote's layouts. `nameOf` gives each product's name; a product it does not
 * know is named "Type n".
 */
export function layoutDxf(
  sets: readonly DxfLayoutSet[],
  nameOf: (productIndex: number) => string | null,
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
        const name = nameOf(piece.productIndex) ?? `Type ${piece.productIndex + 1}`;
        shapes.push({ kind: 'polyline', layer, points: slabPieceOutline(piece).map(at) });
        const text = pieceLabel(piece, name);
        const label = labelOf(labelBox(piece), text);
        shapes.push({ kind: 'text', layer, text, ...label, at: { x: left + label.at.x, y: label.at.y } });
        for (const [x1, y1, x2, y2] of piece.seam?.lines ?? [])
          shapes.push({ kind: 'line', layer, color: DXF_RED, start: at([x1, y1]), end: at([x2, y2]) });
        for (const cutout of piece.cutouts ?? []) {
          const corners = placeOutline(rectangleOutline(cutout.width, cutout.depth), 0, cutout.x, cutout.y);
          shapes.push({ kind: 'polyline', layer, color: DXF_BLUE, points: corners.map(at) });
          if (cutout.acrossSeam)
            notes.add(`${name}: a seam runs through its ${cutout.name}; each part holds its share of it.`);
        }
      }
      left += set.slabWidth + SLAB_GAP_INCHES;
    });
  }
  return { text: writeDxf({ insUnits: 1, layers, shapes }), notes: [...notes] };
}

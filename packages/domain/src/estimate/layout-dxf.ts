import type { DxfPoint } from '../import/dxf';
import { DXF_BLUE, DXF_RED, writeDxf, type DxfShape, type DxfText } from '../import/dxf-writer';
import { rectangleOutline } from '../shapes/cutouts';
import { placeOutline, type Box } from '../shapes/outline';
import { labelBox, slabPieceOutline } from './piece-marks';
import { remnantName } from './remnants-first';
import { partLabel } from './seams';
import type { EstimateSlab, SlabPiece, UsedRemnant } from './types';

/**
 * The slab layouts of a quote as one DXF file for the shop's saw or CNC (issue 24, decision 115):
 * in inches, a layer per slab (SLAB-1, SLAB-2, … across the whole quote, in the order the results
 * page them) holding the slab's outline and title, each piece's outline as placed (an L's or U's
 * true outline) with its label, its seams and its cutouts (on a seamed piece, each on the part that
 * holds it); the slabs side by side, 24 in apart. Each remnant "Use remnants first" cut pieces from
 * follows the slabs on a layer of its own named by its short id and rack (decision 128), drawn the
 * same way, so the shop knows which remnant to fetch.
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

/**
 * A remnant's layer: "REMNANT-7d0c5a1e-Rack-B", its short id and its rack, every character a layer
 * name may not hold (and a space, which some readers mishandle) a dash.
 */
export function remnantLayer(remnant: Pick<UsedRemnant, 'id' | 'location'>): string {
  const rack = (remnant.location ?? '').replace(/[^A-Za-z0-9_]+/g, '-').replace(/^-+|-+$/g, '');
  return `REMNANT-${remnant.id.slice(0, 8)}${rack ? `-${rack}` : ''}`;
}

const inches = (value: number) => String(Number(value.toFixed(3)));

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

/** A board drawn on a layer of its own: a slab, or a remnant pieces are cut from. */
interface Board {
  layer: string;
  title: string;
  width: number;
  height: number;
  pieces: readonly SlabPiece[];
}

/**
 * The DXF file of a quote's layouts. `nameOf` gives each product's name; a product it does not
 * know is named "Type n". `remnants` are those the estimate cut pieces from, drawn after the slabs.
 */
export function layoutDxf(
  sets: readonly DxfLayoutSet[],
  nameOf: (productIndex: number) => string | null,
  remnants: readonly UsedRemnant[] = [],
): LayoutDxf {
  const slabs = sets.flatMap((set) =>
    set.slabs.map((slab, slabIndex) => ({
      title: `${set.title}: slab ${slabIndex + 1} of ${set.slabs.length}`,
      width: set.slabWidth,
      height: set.slabHeight,
      pieces: slab.pieces,
    })),
  );
  const boards: Board[] = [
    ...slabs.map((board, index) => ({ ...board, layer: slabLayer(index + 1) })),
    ...remnants.map((remnant) => ({
      layer: remnantLayer(remnant),
      title: `${remnantName(remnant)}: ${inches(remnant.width)} x ${inches(remnant.height)} in`,
      width: remnant.width,
      height: remnant.height,
      pieces: remnant.pieces,
    })),
  ];

  const shapes: DxfShape[] = [];
  const notes = new Set<string>();
  let left = 0;
  for (const { layer, title, width, height, pieces } of boards) {
    const at = ([x, y]: readonly [number, number]): DxfPoint => ({ x: left + x, y });
    shapes.push({ kind: 'polyline', layer, points: rectangleOutline(width, height).map(at) });
    shapes.push({ kind: 'text', layer, at: { x: left + width / 2, y: height + 4 }, height: 3, text: title });
    for (const piece of pieces) {
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
    left += width + SLAB_GAP_INCHES;
  }
  return {
    text: writeDxf({ insUnits: 1, layers: boards.map((b) => b.layer), shapes }),
    notes: [...notes],
  };
}

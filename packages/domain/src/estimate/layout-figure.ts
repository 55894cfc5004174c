import { labelBox, slabPieceOutline } from './piece-marks';
import type { EstimateSlab, PlacedCutout, Segment, SlabPiece } from './types';

/**
 * A slab layout as a drawing whose y runs down (a PDF page): what the layouts on screen draw
 * (decision 122), each piece's outline as placed (an L's or U's true outline), its seams where it
 * meets its piece's other parts and its cutouts where they lie, moved onto the drawing. Nothing is
 * worked out here but the move: the shapes are the slab pieces' own.
 */

/** Where the slab lies on the drawing: its top-left corner and points per inch. */
export interface FigureFrame {
  left: number;
  top: number;
  scale: number;
  /** The slab's height in inches: the slab's y runs up from its lower edge, the drawing's down. */
  slabHeight: number;
}

/** A box on the drawing, its top-left corner and size. */
export interface FigureBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PieceFigure {
  piece: SlabPiece;
  /** The piece's outline on the drawing. */
  outline: Array<[number, number]>;
  /** Where its label goes (`labelBox`): an L's longer leg, not its notch, and never on a cutout. */
  labelBox: FigureBox;
  /** Where a seamed part meets the piece's other parts. */
  seams: Segment[];
  cutouts: Array<FigureBox & Pick<PlacedCutout, 'name' | 'acrossSeam'>>;
}

/** The pieces of a slab as drawn on the frame, in the slab's order. */
export function slabFigure(slab: EstimateSlab, frame: FigureFrame): PieceFigure[] {
  const { left, top, scale, slabHeight } = frame;
  const at = (x: number, y: number): [number, number] => [left + x * scale, top + (slabHeight - y) * scale];
  const box = (x0: number, y0: number, x1: number, y1: number): FigureBox => {
    const [x, y] = at(x0, y1);
    return { x, y, width: (x1 - x0) * scale, height: (y1 - y0) * scale };
  };
  return slab.pieces.map((piece) => {
    const outline = slabPieceOutline(piece);
    const label = labelBox(piece);
    return {
      piece,
      outline: outline.map(([x, y]) => at(x, y)),
      labelBox: box(label.x0, label.y0, label.x1, label.y1),
      seams: (piece.seam?.lines ?? []).map(([x1, y1, x2, y2]): Segment => [...at(x1, y1), ...at(x2, y2)]),
      cutouts: (piece.cutouts ?? []).map((cutout) => ({
        name: cutout.name,
        acrossSeam: cutout.acrossSeam,
        ...box(cutout.x, cutout.y, cutout.x + cutout.width, cutout.y + cutout.depth),
      })),
    };
  });
}

import type { TDrawingPiece, TDrawingSummary } from '@stonetool/contracts/ai-import';
import { needsCheck } from '@stonetool/domain/import/drawing-check';
import { mergeDrawingPieces } from '@stonetool/domain/import/drawing-pieces';
import type { NormalizedStone } from '@stonetool/domain/estimate/types';
import type { TParsedProduct, TUnreadLine } from './api/parse-products';
import {
  newGroup,
  newGroupPiece,
  newProduct,
  type GroupDraft,
  type GroupPieceDraft,
  type ProductDraft,
} from './estimator-model';
import {
  EMPTY_STONE_SELECTION,
  selectImportedStone,
  type ImportedStone,
  type StoneSelection,
} from './stone-cascade';

/** A confidence as a fraction 0..1. */
const clampConfidence = (confidence: number): number => Math.min(1, Math.max(0, confidence));

export type ConfidenceLevel = 'High' | 'Medium' | 'Low';

/** The banner's badge: High from 80 %, Medium from 50 %, else Low, with the percentage. */
export function confidenceBadge(confidence: number): { level: ConfidenceLevel; percent: number } {
  const fraction = clampConfidence(confidence);
  const percent = Math.round(fraction * 100);
  return { level: fraction >= 0.8 ? 'High' : fraction >= 0.5 ? 'Medium' : 'Low', percent };
}

const dimension = (value: number): string => (Number.isFinite(value) && value > 0 ? String(value) : '');

/** How much of a pasted list was read: its non-empty lines, and those that gave a product. */
export function linesRead(
  text: string,
  unreadLines: readonly TUnreadLine[],
): { read: number; total: number } {
  const total = text.split(/\r\n?|\n/).filter((line) => line.trim() !== '').length;
  return { read: total - unreadLines.length, total };
}

/** The pasted text with its 1-based `line` replaced by `edited`, as an unread line is fixed in place. */
export function replaceLine(text: string, line: number, edited: string): string {
  const lines = text.split(/\r\n?|\n/);
  if (line < 1 || line > lines.length) return text;
  lines[line - 1] = edited;
  return lines.join('\n');
}

/**
 * The catalogue row of the stone, thickness and finish the import named, and what was assumed.
 * Without a stone the card cannot hold a thickness (the stone fields clear it), so the slab the
 * list asked for is said instead.
 */
function stoneFor(catalogue: readonly NormalizedStone[], item: TParsedProduct): ImportedStone {
  if (item.stoneType) return selectImportedStone(catalogue, item.stoneType, item);
  const asked = [item.thickness, item.finish].filter(Boolean).join(' ');
  return {
    selection: EMPTY_STONE_SELECTION,
    assumption: asked ? `The list asks for a ${asked} slab: choose the stone in it.` : null,
  };
}

/** A parsed product's extras, then what the reader did that the user should check. */
const noteOf = (item: TParsedProduct): string =>
  [item.features.join(', '), ...item.notes].filter((part) => part !== '').join('. ');

/** A parsed product's size, shape, count, edge and note, marked as read by the import, on a card or a Bulk row. */
const importedPiece = (item: TParsedProduct) => ({
  customName: item.name,
  width: dimension(item.width),
  depth: dimension(item.depth),
  shape: item.shape ?? { kind: 'rectangle' as const },
  quantity: String(Math.max(1, Math.floor(item.quantity) || 1)),
  edgeDetail: item.edgeDetail,
  note: noteOf(item),
  aiParsed: true,
  confidence: clampConfidence(item.confidence),
});

/**
 * Products of the AI text import as Standard type cards, each priced on the catalogue row of
 * the stone, thickness and finish the list named, saying what was assumed.
 */
export function productsFromParsed(
  parsed: readonly TParsedProduct[],
  catalogue: readonly NormalizedStone[],
): ProductDraft[] {
  return parsed.map((item) => {
    const { selection, assumption } = stoneFor(catalogue, item);
    return newProduct({
      ...selection,
      stoneAssumption: assumption,
      ...importedPiece(item),
      pieceType: item.pieceType,
    });
  });
}

/**
 * Products of the AI text import as Bulk groups: one group per slab named (stone, thickness and
 * finish), the rest in one group; an L or U as one row that keeps its shape, as a Standard card does.
 */
export function groupsFromParsed(
  parsed: readonly TParsedProduct[],
  catalogue: readonly NormalizedStone[],
  firstNumber: number,
): GroupDraft[] {
  const groups = new Map<string, GroupDraft>();
  for (const item of parsed) {
    const { selection, assumption } = stoneFor(catalogue, item);
    const key = [selection.stone, selection.thickness, selection.finish, selection.slabSize].join('|');
    let group = groups.get(key);
    if (!group) {
      group = newGroup(firstNumber + groups.size, {
        ...selection,
        stoneAssumption: assumption,
        name: selection.stone || `Stone Group ${firstNumber + groups.size}`,
        pieces: [],
      });
      groups.set(key, group);
    }
    group.pieces.push(
      newGroupPiece({
        ...importedPiece(item),
        unitType: item.pieceType,
      }),
    );
  }
  return [...groups.values()];
}

/**
 * A drawing's pieces with a size, identical ones (same width, depth and edge) merged with a
 * quantity, the parts of an L or U kept apart. The server merges too and sends each piece's
 * count; merging again keeps the rule on any input.
 */
const mergedDrawingPieces = (pieces: readonly TDrawingPiece[]) =>
  mergeDrawingPieces(pieces.filter((piece) => piece.width > 0 && piece.depth > 0));

/**
 * The products a drawing yields, replacing the card it was uploaded on: identical pieces merged
 * with a quantity, each keeping that card's stone selection.
 */
export function productsFromDrawing(
  pieces: readonly TDrawingPiece[],
  replaced: ProductDraft,
  confidence: number,
): ProductDraft[] {
  const stone: StoneSelection = {
    brand: replaced.brand,
    type: replaced.type,
    color: replaced.color,
    finish: replaced.finish,
    slabSize: replaced.slabSize,
    thickness: replaced.thickness,
    stone: replaced.stone,
  };
  return mergedDrawingPieces(pieces).map((piece) =>
    newProduct({
      ...stone,
      customName: piece.name,
      width: String(piece.width),
      depth: String(piece.depth),
      shape: piece.shape ?? { kind: 'rectangle' },
      quantity: String(piece.quantity),
      edgeDetail: piece.edgeDetail,
      pieceType: piece.type,
      note: piece.notes,
      aiExtracted: true,
      confidence: clampConfidence(piece.confidence ?? confidence),
    }),
  );
}

/**
 * The pieces of a drawing the estimator must check before trusting them (each below 60 %
 * confidence, or all of them when the reading as a whole is), as the cards show them: merged.
 */
export function drawingPiecesToCheck(pieces: readonly TDrawingPiece[], confidence: number): TDrawingPiece[] {
  return mergedDrawingPieces(pieces).filter((piece) => needsCheck(piece, confidence));
}

const UNIT_NAMES: Record<TDrawingSummary['units'], string> = {
  in: 'inches',
  mm: 'millimeters',
  cm: 'centimeters',
  ft: 'feet',
  m: 'meters',
};

/** The unit a drawing was read in, as the upload says it: "millimeters (mm)". */
export function drawingUnitLabel(units: TDrawingSummary['units']): string {
  return `${UNIT_NAMES[units]} (${units})`;
}

/** Said under the unit when the drawing names none and the unit was taken from its sizes. */
export function assumedUnitsNote(units: TDrawingSummary['units']): string {
  return `Assumed: the file names no unit, so its sizes were read as ${UNIT_NAMES[units]}. Check one known size against the drawing before quoting.`;
}

/**
 * The rows a drawing yields for a Bulk group: identical pieces merged with a quantity, flagged
 * as from the drawing, an L or U as one row that keeps its shape.
 */
export function groupPiecesFromDrawing(
  pieces: readonly TDrawingPiece[],
  confidence: number,
): GroupPieceDraft[] {
  return mergedDrawingPieces(pieces).map((piece) =>
    newGroupPiece({
      customName: piece.name,
      unitType: piece.type,
      width: String(piece.width),
      depth: String(piece.depth),
      shape: piece.shape ?? { kind: 'rectangle' },
      quantity: String(piece.quantity),
      edgeDetail: piece.edgeDetail,
      note: piece.notes,
      aiExtracted: true,
      confidence: clampConfidence(piece.confidence ?? confidence),
    }),
  );
}

/** A row with no name and no size holds nothing yet: a drawing's pieces take its place. */
const isEmptyPiece = (piece: GroupPieceDraft) => !piece.customName.trim() && !piece.width && !piece.depth;

/**
 * The group a drawing was uploaded on with the drawing's rows added after the pieces it already
 * has (empty rows dropped); the group's one stone holds for them all.
 */
export function addDrawingPieces(group: GroupDraft, drawn: readonly GroupPieceDraft[]): GroupDraft {
  return { ...group, pieces: [...group.pieces.filter((piece) => !isEmptyPiece(piece)), ...drawn] };
}

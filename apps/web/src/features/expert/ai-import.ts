import { EDGE_DETAILS } from '@stonetool/domain/estimate/fabrication';
import { looseKey } from '@stonetool/domain/estimate/loose-match';
import { mergeIdenticalPieces } from '@stonetool/domain/estimate/merge-identical-pieces';
import type { NormalizedStone } from '@stonetool/domain/estimate/types';
import type { TParsedProduct } from './api/parse-products';
import {
  DEFAULT_PIECE_TYPE,
  PIECE_TYPES,
  newGroup,
  newGroupPiece,
  newProduct,
  type GroupDraft,
  type ProductDraft,
} from './estimator-model';
import { EMPTY_STONE_SELECTION, selectStoneByLabel, type StoneSelection } from './stone-cascade';

/** The edge named among a product's words or features, else none. */
export function edgeFromWords(words: readonly string[]): string | null {
  const text = looseKey(words.join(' '));
  const byLength = [...EDGE_DETAILS].sort((a, b) => b.length - a.length);
  return byLength.find((edge) => text.includes(looseKey(edge === '1.5 mitered' ? 'mitered' : edge))) ?? null;
}

/** The piece type a product's words name (island, vanity, backsplash, waterfall, bar top), else countertop. */
export function pieceTypeFromWords(words: readonly string[]): string {
  const text = words.join(' ').toLowerCase();
  return PIECE_TYPES.find((type) => type !== DEFAULT_PIECE_TYPE && text.includes(type)) ?? DEFAULT_PIECE_TYPE;
}

/** A confidence as a fraction 0..1, whether the AI gave 0.85 or 85. */
export function confidenceFraction(confidence: number): number {
  const fraction = confidence > 1 ? confidence / 100 : confidence;
  return Math.min(1, Math.max(0, fraction));
}

export type ConfidenceLevel = 'High' | 'Medium' | 'Low';

/** The banner's badge: High from 80 %, Medium from 50 %, else Low, with the percentage. */
export function confidenceBadge(confidence: number): { level: ConfidenceLevel; percent: number } {
  const fraction = confidenceFraction(confidence);
  const percent = Math.round(fraction * 100);
  return { level: fraction >= 0.8 ? 'High' : fraction >= 0.5 ? 'Medium' : 'Low', percent };
}

const dimension = (value: number): string => (Number.isFinite(value) && value > 0 ? String(value) : '');

function stoneFor(catalogue: readonly NormalizedStone[], label: string | null | undefined): StoneSelection {
  return label ? selectStoneByLabel(catalogue, EMPTY_STONE_SELECTION, label) : EMPTY_STONE_SELECTION;
}

/** Products of the AI text import as Standard type cards, each with its stone when the AI named one. */
export function productsFromParsed(
  parsed: readonly TParsedProduct[],
  catalogue: readonly NormalizedStone[],
): ProductDraft[] {
  return parsed.map((item) => {
    const words = [item.name, ...(item.features ?? [])];
    return newProduct({
      ...stoneFor(catalogue, item.stoneType),
      customName: item.name,
      width: dimension(item.width),
      depth: dimension(item.depth),
      quantity: String(Math.max(1, Math.floor(item.quantity) || 1)),
      edgeDetail: item.edgeDetail || (edgeFromWords(words) ?? 'Eased'),
      pieceType: item.pieceType || pieceTypeFromWords(words),
      note: (item.features ?? []).join(', '),
      aiParsed: true,
      confidence: confidenceFraction(item.confidence),
    });
  });
}

/** Products of the AI text import as Bulk groups: one group per stone named, the rest in one group. */
export function groupsFromParsed(
  parsed: readonly TParsedProduct[],
  catalogue: readonly NormalizedStone[],
  firstNumber: number,
): GroupDraft[] {
  const groups = new Map<string, GroupDraft>();
  for (const item of parsed) {
    const stone = stoneFor(catalogue, item.stoneType);
    const key = stone.stone || '';
    let group = groups.get(key);
    if (!group) {
      group = newGroup(firstNumber + groups.size, {
        ...stone,
        name: stone.stone || `Stone Group ${firstNumber + groups.size}`,
        pieces: [],
      });
      groups.set(key, group);
    }
    const words = [item.name, ...(item.features ?? [])];
    group.pieces.push(
      newGroupPiece({
        customName: item.name,
        unitType: item.pieceType || pieceTypeFromWords(words),
        width: dimension(item.width),
        depth: dimension(item.depth),
        quantity: String(Math.max(1, Math.floor(item.quantity) || 1)),
        edgeDetail: item.edgeDetail || (edgeFromWords(words) ?? 'Eased'),
        note: (item.features ?? []).join(', '),
      }),
    );
  }
  return [...groups.values()];
}

/** A piece of the drawing analysis response (spec 02 section 3). */
export interface DrawingPiece {
  name: string;
  width: number;
  depth: number;
  edgeDetail?: string | null | undefined;
  type?: string | null | undefined;
  notes?: string | null | undefined;
  /** The server merges identical pieces already and says how many; 1 when it does not. */
  quantity?: number | null | undefined;
}

/**
 * The products a drawing yields, replacing the card it was uploaded on: identical pieces (same
 * width, depth and edge) merged with a quantity, each keeping that card's stone selection.
 */
export function productsFromDrawing(
  pieces: readonly DrawingPiece[],
  replaced: ProductDraft,
  confidence: number,
): ProductDraft[] {
  const merged = mergeIdenticalPieces(
    pieces.filter((piece) => piece.width > 0 && piece.depth > 0).map((piece) => ({ ...piece, quantity: 1 })),
  );
  const stone: StoneSelection = {
    brand: replaced.brand,
    type: replaced.type,
    color: replaced.color,
    finish: replaced.finish,
    slabSize: replaced.slabSize,
    thickness: replaced.thickness,
    stone: replaced.stone,
  };
  return merged.map((piece) =>
    newProduct({
      ...stone,
      customName: piece.name,
      width: String(piece.width),
      depth: String(piece.depth),
      quantity: String(piece.quantity),
      edgeDetail: piece.edgeDetail || 'Eased',
      pieceType: piece.type || pieceTypeFromWords([piece.name]),
      note: piece.notes ?? '',
      aiExtracted: true,
      confidence: confidenceFraction(confidence),
    }),
  );
}

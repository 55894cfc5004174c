import { MAX_QUANTITY } from '../limits';
import { normalizeEdgeDetail } from './fabrication';

export interface MergeablePiece {
  width: number;
  depth: number;
  edgeDetail?: string | null;
  quantity?: number | null;
}

/**
 * AI-extracted identical pieces (same width, depth and edge) are merged into one type with a
 * quantity: the first of them is kept, in its place, with the quantities added (1 each when
 * not given). Pieces `keepApart` names are kept as they are, in their place. A type never holds
 * more than a quantity can (MAX_QUANTITY): the pieces past it start a new type, so none is lost
 * and no quantity is refused later.
 */
export function mergeIdenticalPieces<T extends MergeablePiece>(
  pieces: readonly T[],
  keepApart: (piece: T) => boolean = () => false,
): Array<T & { quantity: number }> {
  const merged: Array<T & { quantity: number }> = [];
  const byKey = new Map<string, T & { quantity: number }>();
  for (const piece of pieces) {
    const quantity =
      piece.quantity !== null && piece.quantity !== undefined && piece.quantity >= 1 ? piece.quantity : 1;
    const apart = keepApart(piece);
    const key = `${piece.width}x${piece.depth}|${normalizeEdgeDetail(piece.edgeDetail)}`;
    const seen = apart ? undefined : byKey.get(key);
    if (seen !== undefined && seen.quantity + quantity <= MAX_QUANTITY) {
      seen.quantity += quantity;
    } else {
      const kept = { ...piece, quantity };
      if (!apart) byKey.set(key, kept);
      merged.push(kept);
    }
  }
  return merged;
}

import type { Priority } from '../optimizer/types';
import { looseKey } from './loose-match';

/** A piece dimension in inches: numeric and above 0, else null (no result). */
export function parseDimension(value: number | string | null | undefined): number | null {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : NaN;
  return Number.isFinite(n) && n > 0 ? n : null;
}

/** Quantity minimum 1: whole pieces, anything below 1 or unreadable counts as 1. */
export function normalizeQuantity(value: number | string | null | undefined): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(n) && n >= 1 ? Math.floor(n) : 1;
}

/** An island is a piece whose piece type or custom name says so. */
export function isIsland(piece: { pieceType?: string | null; customName?: string | null }): boolean {
  return looseKey(piece.pieceType) === 'island' || /\bisland\b/i.test(piece.customName ?? '');
}

/** Priority normal by default; islands get priority high. */
export function piecePriority(piece: {
  priority?: Priority | null;
  pieceType?: string | null;
  customName?: string | null;
}): Priority {
  if (isIsland(piece)) return 'high';
  return piece.priority ?? 'normal';
}

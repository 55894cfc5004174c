import { parseLength } from '../import/lengths';
import { QUANTITY_MESSAGE, readWholeQuantity } from '../limits';
import type { Priority } from '../optimizer/types';
import { looseKey } from './loose-match';

/**
 * A piece dimension in inches: a number, or text as a person types it in a piece field and the
 * import reads it (25.5, 25 1/2, 25½, 7' 6", 8 ft), above 0; else null (no result).
 */
export function parseDimension(value: number | string | null | undefined): number | null {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? (parseLength(value) ?? NaN)
        : NaN;
  return Number.isFinite(n) && n > 0 ? n : null;
}

/** What a piece length field says when its text cannot be read as a length above 0. */
export const PIECE_LENGTH_MESSAGE = `Enter a length above 0 in inches or feet, such as 25 1/2 or 7' 6"`;

/** The message a piece length field shows at once: none while empty or readable. */
export function pieceLengthError(text: string): string | null {
  return text.trim() === '' || parseDimension(text) !== null ? null : PIECE_LENGTH_MESSAGE;
}

/** The message a piece quantity field shows at once: none while empty (1 on blur) or whole from 1 to 999. */
export function pieceQuantityError(text: string): string | null {
  return text.trim() === '' || readWholeQuantity(text) !== null ? null : QUANTITY_MESSAGE;
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

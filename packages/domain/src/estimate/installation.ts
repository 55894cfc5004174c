import { scaleCents } from '../money';
import { SQ_IN_PER_SQFT } from './area';

/** "Installation cost is 15 per square foot": $15.00. */
export const INSTALLATION_CENTS_PER_SQFT = 1_500;

export interface PieceArea {
  width: number;
  depth: number;
  quantity: number;
}

/**
 * Installation = $15 per square foot of pieces × mark-up, only when installation is included
 * in the settings; computed from the inches so the area is exact, rounded once.
 */
export function installationCostCents(piece: PieceArea, markUp: number, included: boolean): number {
  if (!included) return 0;
  return scaleCents(
    INSTALLATION_CENTS_PER_SQFT,
    [piece.width, piece.depth, piece.quantity, markUp],
    [SQ_IN_PER_SQFT],
  );
}

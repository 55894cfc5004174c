import { scaleCents } from '../money';
import { SQ_IN_PER_SQFT } from './area';

/** "Installation cost is 15 per square foot": $15.00. */
export const INSTALLATION_CENTS_PER_SQFT = 1_500;

export interface PieceArea {
  width: number;
  depth: number;
  quantity: number;
  /** One piece's own area in in² when it is not width × depth (an L or a U by its true shape). */
  areaSqIn?: number;
}

/** The factors whose product is the pieces' area in in²: exact, so a price is rounded once. */
export const areaFactors = (piece: PieceArea): number[] =>
  piece.areaSqIn === undefined
    ? [piece.width, piece.depth, piece.quantity]
    : [piece.areaSqIn, piece.quantity];

/**
 * Installation = $15 per square foot of pieces × mark-up, only when installation is included
 * in the settings; computed from the inches so the area is exact, rounded once.
 */
export function installationCostCents(piece: PieceArea, markUp: number, included: boolean): number {
  if (!included) return 0;
  return scaleCents(INSTALLATION_CENTS_PER_SQFT, [...areaFactors(piece), markUp], [SQ_IN_PER_SQFT]);
}

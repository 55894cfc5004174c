import { formatUsd, scaleCents } from '../money';
import { SQ_IN_PER_SQFT } from './area';
import { areaFactors, type PieceArea } from './installation';
import { looseEquals, looseKey } from './loose-match';
import { looseRow, looseText, pickCents, pickLoose } from './loose-row';
import type { FabricationRate } from './types';

/** Edge detail options (spec 02 section 5). */
export const EDGE_DETAILS = ['Eased', '1.5 mitered', 'Bullnose', 'Ogee', 'Beveled'] as const;

/** Default edge Eased: the standard edge every base fabrication rate includes. */
export const DEFAULT_EDGE_DETAIL = 'Eased';

/** An edge detail as the options spell it, matched loosely; Eased when none is given. */
export function normalizeEdgeDetail(edge: string | null | undefined): string {
  const key = looseKey(edge);
  if (key === '') return DEFAULT_EDGE_DETAIL;
  return EDGE_DETAILS.find((option) => looseKey(option) === key) ?? String(edge).trim();
}

/**
 * A fabrication pricing row as the API carries it ({stone_type, thickness, edge_detail,
 * price_per_sf} in dollars) or as the database holds it (pricePerSfCents); null without a
 * stone type, an edge detail or a price of at least 0.
 */
export function normalizeFabricationRow(source: object): FabricationRate | null {
  const row = looseRow(source);
  const stoneType = looseText(pickLoose(row, ['stonetype', 'type', 'material']));
  const edgeDetail = looseText(pickLoose(row, ['edgedetail', 'edge', 'edgeprofile']));
  const pricePerSfCents = pickCents(
    row,
    ['pricepersfcents', 'pricepersqftcents'],
    ['pricepersf', 'pricepersqft', 'price'],
  );
  if (stoneType === '' || edgeDetail === '' || pricePerSfCents === null || pricePerSfCents < 0) return null;
  return {
    stoneType,
    thickness: looseText(pickLoose(row, ['thickness'])),
    edgeDetail: normalizeEdgeDetail(edgeDetail),
    pricePerSfCents,
  };
}

/** The table's price per sq ft for a stone type, thickness and edge detail, in cents; null when absent. */
export function fabricationTablePriceCents(
  table: readonly FabricationRate[],
  stoneType: string,
  thickness: string,
  edgeDetail: string,
): number | null {
  const row = table.find(
    (r) =>
      looseEquals(r.stoneType, stoneType) &&
      looseKey(r.thickness) === looseKey(thickness) &&
      looseEquals(r.edgeDetail, edgeDetail),
  );
  return row === undefined ? null : row.pricePerSfCents;
}

export interface FabricationRateInput {
  /** The stone's Fab Cost per sq ft; null when the price sheet has none. */
  fabCostCentsPerSqft: number | null;
  stoneType: string;
  thickness: string;
  edgeDetail: string;
}

/**
 * Fabrication rate per sq ft. The pricing table's rows are full rates per stone type,
 * thickness and edge; Eased is the standard edge. When the stone has its own Fab Cost, that
 * is its rate with an Eased edge, and another edge adds the table's upcharge for it (its
 * row minus the Eased row, never below 0; none when either row is missing). Without a Fab
 * Cost the table's row for the edge is the rate, else its Eased row, else 0.
 */
export function fabricationRateCentsPerSqft(
  { fabCostCentsPerSqft, stoneType, thickness, edgeDetail }: FabricationRateInput,
  table: readonly FabricationRate[],
): number {
  const edge = normalizeEdgeDetail(edgeDetail);
  if (fabCostCentsPerSqft !== null && fabCostCentsPerSqft > 0) {
    return fabCostCentsPerSqft + edgeUpchargeCentsPerSqft({ stoneType, thickness, edgeDetail: edge }, table);
  }
  const edgePrice = fabricationTablePriceCents(table, stoneType, thickness, edge);
  return edgePrice ?? fabricationTablePriceCents(table, stoneType, thickness, DEFAULT_EDGE_DETAIL) ?? 0;
}

/**
 * What the edge profile adds per sq ft over the standard Eased edge: the table's row for the
 * edge minus its Eased row, never below 0; none when either row is missing.
 */
export function edgeUpchargeCentsPerSqft(
  { stoneType, thickness, edgeDetail }: Omit<FabricationRateInput, 'fabCostCentsPerSqft'>,
  table: readonly FabricationRate[],
): number {
  const edgePrice = fabricationTablePriceCents(table, stoneType, thickness, normalizeEdgeDetail(edgeDetail));
  const easedPrice = fabricationTablePriceCents(table, stoneType, thickness, DEFAULT_EDGE_DETAIL);
  return edgePrice !== null && easedPrice !== null ? Math.max(0, edgePrice - easedPrice) : 0;
}

/**
 * Fabrication = rate per sq ft × area × mark-up, computed from the inches and rounded once;
 * included by default, 0 when the settings leave fabrication out.
 */
export function fabricationCostCents(
  rateCentsPerSqft: number,
  piece: PieceArea,
  markUp: number,
  included: boolean,
): number {
  if (!included) return 0;
  return scaleCents(rateCentsPerSqft, [...areaFactors(piece), markUp], [SQ_IN_PER_SQFT]);
}

/** The edge profile's line on a card and the PDF: "Ogee, +$12.00/ft² over Eased" or "Eased (standard)". */
export function edgeProfileText(edgeDetail: string, upchargeCentsPerSqft: number): string {
  if (upchargeCentsPerSqft > 0) {
    return `${edgeDetail}, +${formatUsd(upchargeCentsPerSqft)}/ft² over ${DEFAULT_EDGE_DETAIL}`;
  }
  return edgeDetail === DEFAULT_EDGE_DETAIL
    ? `${edgeDetail} (standard)`
    : `${edgeDetail}, no charge over ${DEFAULT_EDGE_DETAIL}`;
}

import type { TRemnant } from '@stonetool/contracts/remnants';
import type { RemnantRow } from '@stonetool/db/schema/pricing';

export const REMNANT_NOT_FOUND = 'Remnant not found';

/** The quotes a remnant is bound to: the one that reserved it and the one it was cut for (null: none). */
export interface RemnantQuotes {
  reservedFor: TRemnant['reserved_for'];
  cutFor: TRemnant['cut_for'];
}

export const FREE_REMNANT: RemnantQuotes = { reservedFor: null, cutFor: null };

/** A remnant row as the calls answer it, with the quotes bound to it. */
export function remnantOf(row: RemnantRow, bound: RemnantQuotes): TRemnant {
  return {
    id: row.id,
    brand: row.brand,
    type: row.stoneType,
    color: row.color,
    thickness: row.thickness,
    finish: row.finish,
    width: row.width,
    height: row.height,
    location: row.location,
    note: row.note,
    created_at: row.createdAt.toISOString(),
    reserved_for: bound.reservedFor,
    cut_for: bound.cutFor,
    source_quote_id: row.sourceQuoteId,
    source_remnant_id: row.sourceRemnantId,
  };
}

import type { TRemnant } from '@stonetool/contracts/remnants';
import type { RemnantRow } from '@stonetool/db/schema/pricing';

export const REMNANT_NOT_FOUND = 'Remnant not found';

/** A remnant row as the calls answer it, with the quote that reserved it (null: free). */
export function remnantOf(row: RemnantRow, reservedFor: TRemnant['reserved_for']): TRemnant {
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
    reserved_for: reservedFor,
  };
}

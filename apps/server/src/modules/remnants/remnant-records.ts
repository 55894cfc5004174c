import type { TRemnant } from '@stonetool/contracts/remnants';
import type { RemnantRow } from '@stonetool/db/schema/pricing';

export const REMNANT_NOT_FOUND = 'Remnant not found';

/** A remnant row as the calls answer it. */
export function remnantOf(row: RemnantRow): TRemnant {
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
  };
}

import type { TAdminStone } from '@stonetool/contracts/admin-stones';
import type { StoneRow } from '@stonetool/db/schema/catalog';
import { centsToDollars } from '@stonetool/domain/money';

/** A stone row as the Stones tab reads it back (spec 03 section 3), money in dollars. */
export function toAdminStone(row: StoneRow): TAdminStone {
  return {
    id: row.id,
    brand: row.brand,
    type: row.type,
    color: row.color,
    thickness: row.thickness,
    finish: row.finish,
    slab_height: row.slabHeightIn,
    slab_width: row.slabWidthIn,
    slab_cost: row.slabCostCents === null ? null : centsToDollars(row.slabCostCents),
    fab_cost: centsToDollars(row.fabCostCents),
    mark_up: row.markUp,
  };
}

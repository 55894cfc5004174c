import type { TClientMarkupResponse, TClientMarkupRow } from '@stonetool/contracts/admin-client-markup';
import type { Executor } from '@stonetool/db/client';
import { clientMarkups, type ClientMarkupRow } from '@stonetool/db/schema/pricing';
import { centsToDollars } from '@stonetool/domain/money';
import { asc, eq } from 'drizzle-orm';
import { requireShowroom } from '../../showrooms/require-showroom';
import { loadCatalogBrands } from '../catalog-brands';

export function toClientMarkupRow(row: ClientMarkupRow): TClientMarkupRow {
  return {
    id: row.id,
    showroom_id: row.showroomId,
    brand: row.brand,
    markup_type: row.markupType,
    client_markup_percent: row.clientMarkupPercent,
    fixed_markup_amount:
      row.fixedMarkupAmountCents === null ? null : centsToDollars(row.fixedMarkupAmountCents),
    minimum_margin_percent: row.minimumMarginPercent,
    is_active: row.isActive,
  };
}

/**
 * GET /api/admin/client-markup?showroom_id: the showroom's saved client markup rows, and the
 * catalog's brands (a brand without a row is priced by the defaults: 40 %, 15 % minimum margin).
 */
export async function listClientMarkups(
  db: Executor,
  showroomId: string,
): Promise<Omit<TClientMarkupResponse, 'success'>> {
  await requireShowroom(db, showroomId);
  const [rows, brands] = await Promise.all([
    db
      .select()
      .from(clientMarkups)
      .where(eq(clientMarkups.showroomId, showroomId))
      .orderBy(asc(clientMarkups.brand)),
    loadCatalogBrands(db),
  ]);
  return { data: rows.map(toClientMarkupRow), brands: [...brands.values()].map(({ brand }) => brand) };
}

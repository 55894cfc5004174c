import type { TShowroomTaxSetting } from '@stonetool/contracts/admin-tax-settings';
import type { Executor } from '@stonetool/db/client';
import { showrooms } from '@stonetool/db/schema/showrooms';
import { asc, isNull } from 'drizzle-orm';

/** A showroom's customer sales tax columns, in the Tax tab's shape. */
export const taxSettingColumns = {
  id: showrooms.id,
  name: showrooms.name,
  email: showrooms.email,
  tax_enabled: showrooms.salesTaxEnabled,
  sales_tax_rate: showrooms.salesTaxRatePercent,
};

/** GET /api/admin/tax-settings: every showroom's customer sales tax, by name; deleted accounts left out. */
export function listTaxSettings(db: Executor): Promise<TShowroomTaxSetting[]> {
  return db
    .select(taxSettingColumns)
    .from(showrooms)
    .where(isNull(showrooms.deletedAt))
    .orderBy(asc(showrooms.name), asc(showrooms.id));
}

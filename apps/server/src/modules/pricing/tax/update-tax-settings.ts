import type { TShowroomTaxSetting, TUpdateTaxSettingsRequest } from '@stonetool/contracts/admin-tax-settings';
import type { Executor } from '@stonetool/db/client';
import { showrooms } from '@stonetool/db/schema/showrooms';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../../clock';
import { AppError } from '../../../errors/app-error';
import { taxSettingColumns } from './list-tax-settings';

/**
 * PUT /api/admin/tax-settings: sets the field the Tax tab changed (switch or rate) on one
 * showroom. Orders read these settings when they are priced, so the change applies to that
 * showroom's next order at once.
 */
export async function updateTaxSettings(
  db: Executor,
  clock: Clock,
  request: TUpdateTaxSettingsRequest,
): Promise<TShowroomTaxSetting> {
  const [updated] = await db
    .update(showrooms)
    .set({
      ...(request.tax_enabled === undefined ? {} : { salesTaxEnabled: request.tax_enabled }),
      ...(request.sales_tax_rate === undefined ? {} : { salesTaxRatePercent: request.sales_tax_rate }),
      updatedAt: clock.now(),
    })
    .where(eq(showrooms.id, request.showroom_id))
    .returning(taxSettingColumns);
  if (!updated) throw new AppError('NOT_FOUND', 'Showroom not found');
  return updated;
}

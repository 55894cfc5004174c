import type { TTaxSettingsResponse } from '@stonetool/contracts/showroom';
import { showrooms } from '@stonetool/db/schema/showrooms';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { AppError } from '../../errors/app-error';
import type { Principal } from '../auth/principal';
import { resolveShowroomId } from '../auth/showroom-scope';

/** The sales tax the order screen applies (spec 01 section 9: 9.75 %, on, unless the showroom's settings differ). */
export async function getTaxSettings(
  ctx: AppContext,
  principal: Principal,
  requestedId: string | undefined,
): Promise<TTaxSettingsResponse['data']> {
  const showroomId = resolveShowroomId(principal, requestedId);
  const [row] = await ctx.db
    .select({ rate: showrooms.salesTaxRatePercent, enabled: showrooms.salesTaxEnabled })
    .from(showrooms)
    .where(eq(showrooms.id, showroomId));
  if (!row) throw new AppError('NOT_FOUND', 'Showroom not found');
  return { sales_tax_rate: row.rate, tax_enabled: row.enabled };
}

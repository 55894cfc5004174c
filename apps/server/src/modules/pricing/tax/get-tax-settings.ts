import type { TTaxSettingsResponse } from '@stonetool/contracts/showroom';
import type { AppContext } from '../../../app-context';
import { AppError } from '../../../errors/app-error';
import type { Principal } from '../../auth/principal';
import { resolveShowroomId } from '../../auth/showroom-scope';
import { DEFAULT_TAX_SETTINGS, loadTaxSettings, type TaxSettings } from '../pricing-rules';

function toResponse(settings: TaxSettings): TTaxSettingsResponse['data'] {
  return { sales_tax_rate: settings.ratePercent, tax_enabled: settings.enabled };
}

/**
 * The sales tax the order screen applies: the showroom's settings, which start at the spec's
 * defaults (spec 01 section 9: 9.75 %, on). The platform admin, who has no showroom, gets those
 * defaults unless it names a showroom.
 */
export async function getTaxSettings(
  ctx: AppContext,
  principal: Principal,
  requestedId: string | undefined,
): Promise<TTaxSettingsResponse['data']> {
  if (principal.isAdmin && requestedId === undefined) return toResponse(DEFAULT_TAX_SETTINGS);
  const showroomId = resolveShowroomId(principal, requestedId);
  const settings = await loadTaxSettings(ctx.db, showroomId);
  if (!settings) throw new AppError('NOT_FOUND', 'Showroom not found');
  return toResponse(settings);
}

import {
  toClientMarkupInput,
  type TClientMarkupRow,
  type TSaveClientMarkupRequest,
} from '@stonetool/contracts/admin-client-markup';
import type { Executor } from '@stonetool/db/client';
import { clientMarkups } from '@stonetool/db/schema/pricing';
import { AppError } from '../../../errors/app-error';
import { requireShowroom } from '../../showrooms/require-showroom';
import { catalogBrandOf, loadCatalogBrands } from '../catalog-brands';
import { toClientMarkupRow } from './list-client-markups';

/**
 * PUT /api/admin/client-markup for one showroom and brand, the whole row (spec 03 sections 4 and
 * 5). It is the row the owner edits on Pricing & Margins, so the latest save of either wins; the
 * markup type keeps only its own figure. The showroom's catalog and orders price with it at once;
 * an inactive row leaves the brand to the defaults.
 */
export async function saveClientMarkup(
  db: Executor,
  body: TSaveClientMarkupRequest,
  now: Date,
): Promise<TClientMarkupRow> {
  const [, brands] = await Promise.all([requireShowroom(db, body.showroom_id), loadCatalogBrands(db)]);
  const { brand } = catalogBrandOf(brands, body.brand);
  const input = toClientMarkupInput(body);
  const fixed = input.markupType === 'fixed';
  const values = {
    markupType: input.markupType,
    clientMarkupPercent: fixed ? null : input.markupPercent,
    fixedMarkupAmountCents: fixed ? input.fixedMarkupCents : null,
    minimumMarginPercent: input.minimumMarginPercent,
    isActive: body.is_active,
    updatedAt: now,
  };
  const [saved] = await db
    .insert(clientMarkups)
    .values({ showroomId: body.showroom_id, brand, ...values })
    .onConflictDoUpdate({ target: [clientMarkups.showroomId, clientMarkups.brand], set: values })
    .returning();
  if (!saved) throw new AppError('INTERNAL');
  return toClientMarkupRow(saved);
}

import type {
  TSaveWholesalePricingRequest,
  TWholesalePricingRow,
} from '@stonetool/contracts/admin-wholesale-pricing';
import type { Executor } from '@stonetool/db/client';
import { wholesalePricing } from '@stonetool/db/schema/pricing';
import {
  brandReference,
  switchWholesalePricingType,
  wholesalePricingError,
} from '@stonetool/domain/pricing/wholesale-pricing';
import { AppError } from '../../../errors/app-error';
import { requireShowroom } from '../../showrooms/require-showroom';
import { catalogBrandOf, loadCatalogBrands } from '../catalog-brands';
import { toWholesalePricingRow } from './list-wholesale-pricing';

/**
 * PUT /api/admin/wholesale-pricing for one showroom and brand (spec 03 sections 4 and 5). The
 * brand must be in the catalog and is saved under its catalog spelling; an MSRP discount needs the
 * brand's MSRP data; the row keeps only its type's figure. The catalog, the cart and the next order
 * of that showroom price with the row at once (their catalog version reads this table), and
 * `is_active` false takes the brand out of that showroom's catalog.
 */
export async function saveWholesalePricing(
  db: Executor,
  body: TSaveWholesalePricingRequest,
  now: Date,
): Promise<TWholesalePricingRow> {
  const [, brands] = await Promise.all([requireShowroom(db, body.showroom_id), loadCatalogBrands(db)]);
  const { brand, stones } = catalogBrandOf(brands, body.brand);
  const terms = switchWholesalePricingType(
    {
      brand,
      pricingType: body.pricing_type,
      markupPercent: body.your_markup_percent,
      discountPercent: body.your_discount_percent,
    },
    body.pricing_type,
  );
  const error = wholesalePricingError(terms, brandReference(stones).hasMsrp);
  if (error) throw new AppError('VALIDATION_FAILED', error);

  const values = {
    pricingType: terms.pricingType,
    yourMarkupPercent: terms.markupPercent,
    yourDiscountPercent: terms.discountPercent,
    isActive: body.is_active,
    updatedAt: now,
  };
  const [saved] = await db
    .insert(wholesalePricing)
    .values({ showroomId: body.showroom_id, brand, ...values })
    .onConflictDoUpdate({ target: [wholesalePricing.showroomId, wholesalePricing.brand], set: values })
    .returning();
  if (!saved) throw new AppError('INTERNAL');
  return toWholesalePricingRow(saved);
}

import type { Executor } from '@stonetool/db/client';
import type { NewStoneRow, StoneRow } from '@stonetool/db/schema/catalog';
import type { SpecialPricingRuleRow } from '@stonetool/db/schema/pricing';
import {
  createClientMarkup,
  createDeliveryPricingRule,
  createSpecialPricingRule,
  createWholesalePricing,
} from '@stonetool/db/seed/pricing';
import { createStone } from '@stonetool/db/seed/stones';

/**
 * The priced catalogue the cart-pricing tests sell from. Caesarstone Calacatta Nuvo costs $1,000 a
 * slab; showroom `showroomId` pays 1,400 for it (mark-up 40 %), sells it at 2,100 (client mark-up
 * 50 %, floor 20 %) and has a 10 % special on it; MSI Granite Black Pearl costs $500 and has no MSRP;
 * `otherShowroomId` has a 30 % special on MSI. Delivery: $50 a slab of Caesarstone, $150 flat for
 * MSI, $90 for MSI at `showroomId`. Both specials end at `validUntil`.
 */
export async function seedPricedCatalog(
  db: Executor,
  values: {
    showroomId: string;
    otherShowroomId: string;
    validUntil: Date;
    calacatta?: Partial<NewStoneRow>;
    calacattaSpecial?: { maxUses?: number };
  },
): Promise<{ calacatta: StoneRow; blackPearl: StoneRow; otherShowroomSpecial: SpecialPricingRuleRow }> {
  const { showroomId, otherShowroomId, validUntil } = values;
  const calacatta = await createStone(db, {
    brand: 'Caesarstone',
    color: 'Calacatta Nuvo',
    slabCostCents: 100_000,
    ...values.calacatta,
  });
  const blackPearl = await createStone(db, {
    brand: 'MSI',
    type: 'Granite',
    color: 'Black Pearl',
    slabCostCents: 50_000,
    msrpCents: null,
  });
  await createWholesalePricing(db, { showroomId, brand: 'Caesarstone', yourMarkupPercent: 40 });
  await createClientMarkup(db, {
    showroomId,
    brand: 'Caesarstone',
    clientMarkupPercent: 50,
    minimumMarginPercent: 20,
  });
  await createSpecialPricingRule(db, {
    showroomId,
    brand: 'Caesarstone',
    color: 'Calacatta Nuvo',
    specialDiscountPercent: 10,
    ...values.calacattaSpecial,
    validUntil,
  });
  const otherShowroomSpecial = await createSpecialPricingRule(db, {
    showroomId: otherShowroomId,
    brand: 'MSI',
    specialDiscountPercent: 30,
    validUntil,
  });
  await createDeliveryPricingRule(db, {
    brand: 'Caesarstone',
    pricingType: 'per_slab',
    perSlabAmountCents: 5_000,
  });
  await createDeliveryPricingRule(db, { brand: 'MSI', flatRateAmountCents: 15_000 });
  await createDeliveryPricingRule(db, { brand: 'MSI', showroomId, flatRateAmountCents: 9_000 });
  return { calacatta, blackPearl, otherShowroomSpecial };
}

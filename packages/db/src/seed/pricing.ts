import type { Executor } from '../client';
import {
  clientMarkups,
  deliveryPricingRules,
  edgeDetails,
  fabricationLeadPriceMatrix,
  fabricationPricing,
  showroomBrandPricing,
  specialPricingRules,
  wholesalePricing,
  type ClientMarkupRow,
  type DeliveryPricingRuleRow,
  type EdgeDetailRow,
  type FabricationLeadPriceRow,
  type FabricationPricingRow,
  type ShowroomBrandPricingRow,
  type SpecialPricingRuleRow,
  type WholesalePricingRow,
} from '../schema/pricing';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

function first<T>(rows: T[], what: string): T {
  const row = rows[0];
  if (!row) throw new Error(`${what} not inserted`);
  return row;
}

/** Platform price for a showroom and brand; by default cost + 50 % (spec 03 wholesale default). */
export async function createWholesalePricing(
  db: Executor,
  input: Partial<Insert<typeof wholesalePricing>> & { showroomId: string; brand: string },
): Promise<WholesalePricingRow> {
  const rows = await db
    .insert(wholesalePricing)
    .values({ pricingType: 'markup_from_cost', yourMarkupPercent: 50, ...input })
    .returning();
  return first(rows, 'wholesale pricing');
}

/** A showroom's client markup for a brand; by default 40 % with a 15 % minimum margin (spec 03). */
export async function createClientMarkup(
  db: Executor,
  input: Partial<Insert<typeof clientMarkups>> & { showroomId: string; brand: string },
): Promise<ClientMarkupRow> {
  const rows = await db
    .insert(clientMarkups)
    .values({ markupType: 'percentage', clientMarkupPercent: 40, minimumMarginPercent: 15, ...input })
    .returning();
  return first(rows, 'client markup');
}

/** A showroom's pricing strategy for a brand; by default markup from cost, unlocked. */
export async function createShowroomBrandPricing(
  db: Executor,
  input: Partial<Insert<typeof showroomBrandPricing>> & { showroomId: string; brand: string },
): Promise<ShowroomBrandPricingRow> {
  const rows = await db
    .insert(showroomBrandPricing)
    .values({ pricingStrategy: 'markup_from_cost', ...input })
    .returning();
  return first(rows, 'showroom brand pricing');
}

/** A special pricing rule; by default 10 % off the whole brand, unlimited, valid 30 days from now. */
export async function createSpecialPricingRule(
  db: Executor,
  input: Partial<Insert<typeof specialPricingRules>> & { showroomId: string; brand: string },
): Promise<SpecialPricingRuleRow> {
  const rows = await db
    .insert(specialPricingRules)
    .values({
      specialDiscountPercent: 10,
      validUntil: new Date(Date.now() + 30 * 24 * 60 * 60 * 1000),
      ...input,
    })
    .returning();
  return first(rows, 'special pricing rule');
}

/** A delivery rule for a brand, platform-wide unless `showroomId` is given; by default $150 flat. */
export async function createDeliveryPricingRule(
  db: Executor,
  input: Partial<Insert<typeof deliveryPricingRules>> & { brand: string },
): Promise<DeliveryPricingRuleRow> {
  const rows = await db
    .insert(deliveryPricingRules)
    .values({ pricingType: 'flat_rate', flatRateAmountCents: 15_000, ...input })
    .returning();
  return first(rows, 'delivery pricing rule');
}

/** An edge profile offered in Expert Mode. */
export async function createEdgeDetail(
  db: Executor,
  input: Partial<Insert<typeof edgeDetails>> & { name: string },
): Promise<EdgeDetailRow> {
  return first(await db.insert(edgeDetails).values(input).returning(), 'edge detail');
}

/** A fabrication price per square foot for a stone type, thickness and edge. */
export async function createFabricationPricing(
  db: Executor,
  input: Insert<typeof fabricationPricing>,
): Promise<FabricationPricingRow> {
  return first(await db.insert(fabricationPricing).values(input).returning(), 'fabrication pricing');
}

/** A row of the fabrication-lead price matrix (price range per square foot). */
export async function createFabricationLeadPrice(
  db: Executor,
  input: Insert<typeof fabricationLeadPriceMatrix>,
): Promise<FabricationLeadPriceRow> {
  return first(
    await db.insert(fabricationLeadPriceMatrix).values(input).returning(),
    'fabrication lead price',
  );
}

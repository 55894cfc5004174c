import type { Executor } from '../client';
import { nextReferenceNumber } from '../reference-number';
import { stoneSnapshot, type StoneRow } from '../schema/catalog';
import { consultations, customers, type CustomerRow } from '../schema/customers';
import { comparisons, quoteItems, quotes, type QuoteRow } from '../schema/quotes';
import { discountOverrides, specialPricingUses, type OrderStatus } from '../schema/orders';
import {
  specialPricingRules,
  type ClientMarkupRow,
  type DeliveryPricingRuleRow,
  type ShowroomBrandPricingRow,
  type SpecialPricingRuleRow,
  type WholesalePricingRow,
} from '../schema/pricing';
import type { PaymentStatus } from '../schema/payments';
import type { TeamMemberRow } from '../schema/team';
import type { ShowroomRow } from '../schema/showrooms';
import { eq } from 'drizzle-orm';
import { toClientTerms, toWholesaleTerms } from '@stonetool/domain/pricing/saved-terms';
import { createFabricationLead } from './leads';
import { percentOfCents } from '@stonetool/domain/money';
import { quoteDelivery } from '@stonetool/domain/pricing/delivery';
import { ruleCovers, specialUnitCents } from '@stonetool/domain/pricing/special-pricing';
import { priceStone, type StonePrice } from '@stonetool/domain/pricing/stone-price';
import { createOrder, createOrderNote, type OrderLineInput } from './orders';
import { createSupplierPayment } from './payments';
import type { Random } from './random';

const DAY = 24 * 60 * 60 * 1000;

/** Who is credited with a consultation, quote or order: a team member, or the owner (null). */
interface Seller {
  member: TeamMemberRow | null;
  /** The login that did the work; the owner's for a member without a login. */
  userId: string;
}

/** A demo showroom's three pricing rows of one brand. */
export interface BrandPricing {
  wholesale: WholesalePricingRow;
  markup: ClientMarkupRow;
  strategy: ShowroomBrandPricingRow;
}

export interface DemoShowroomContext {
  showroom: ShowroomRow;
  sellers: { seller: Seller; weight: number }[];
  manager: TeamMemberRow;
  pricing: Map<string, BrandPricing>;
  deliveryRules: Map<string, DeliveryPricingRuleRow>;
  specialRules: SpecialPricingRuleRow[];
  /** The rule whose limit the demo orders reach, shown as Used Up. */
  usedUpRuleId: string | null;
  fabricatorEmail: string;
  fabricatorName: string;
}

const firstNames = [
  'Emma',
  'Liam',
  'Olivia',
  'Noah',
  'Ava',
  'Elijah',
  'Sophia',
  'Lucas',
  'Isabella',
  'Mason',
  'Mia',
  'Ethan',
  'Harper',
  'Logan',
  'Amelia',
  'James',
  'Evelyn',
  'Aiden',
  'Abigail',
  'Carter',
  'Grace',
  'Mateo',
  'Chloe',
  'Daniel',
  'Nora',
  'Henry',
  'Zoe',
  'Wyatt',
  'Lily',
  'Gabriel',
];
const lastNames = [
  'Garcia',
  'Johnson',
  'Nguyen',
  'Patel',
  'Martinez',
  'Thompson',
  'Kim',
  'Robinson',
  'Walker',
  'Hernandez',
  'Lopez',
  'Wright',
  'Clark',
  'Lewis',
  'Young',
  'Allen',
  'Scott',
  'Torres',
  'Hill',
  'Flores',
  'Green',
  'Adams',
  'Baker',
  'Nelson',
  'Rivera',
  'Campbell',
  'Mitchell',
  'Carter',
  'Roberts',
  'Phillips',
];
const places = [
  { city: 'Austin', zip: '78704' },
  { city: 'Austin', zip: '78745' },
  { city: 'Round Rock', zip: '78664' },
  { city: 'Cedar Park', zip: '78613' },
  { city: 'Georgetown', zip: '78626' },
  { city: 'Pflugerville', zip: '78660' },
  { city: 'Leander', zip: '78641' },
  { city: 'San Marcos', zip: '78666' },
  { city: 'Lakeway', zip: '78734' },
  { city: 'Dripping Springs', zip: '78620' },
];
const streets = [
  'Oak Hollow Dr',
  'Barton Hills Dr',
  'Mesa Verde Ln',
  'Red Bud Trl',
  'Pecan St',
  'Live Oak Cir',
  'Cypress Creek Rd',
  'Bluebonnet Ln',
];
const applications = [
  'Countertops',
  'Countertops',
  'Countertops',
  'Wall Cladding',
  'Flooring',
  'Fireplace',
  'Outdoor',
  'Furniture',
];
const companies = [
  'Hill Country Remodeling',
  'Lone Star Kitchens',
  'Barton Design Studio',
  'Cedar Builders',
  'Pecan Street Interiors',
];
const orderNotes = [
  'Customer asked for a morning delivery window.',
  'Gate code 4411 for the delivery truck.',
  'Slabs to be inspected by the customer before cutting.',
  'Called the customer to confirm the delivery date.',
  'Customer will pick up the remnants separately.',
];
const paymentMethods = ['ACH', 'Check', 'Wire transfer', 'Credit card'];

/**
 * A moment in the last year: more often recent than old (a growing showroom), yet with every
 * month represented.
 */
function pastDate(random: Random, now: Date, maxDaysAgo = 364): Date {
  const u = random.next();
  const daysAgo = Math.floor(maxDaysAgo * (random.chance(0.55) ? u : 1 - Math.sqrt(u)));
  const minutes = random.int(9 * 60, 18 * 60);
  const day = new Date(now.getTime() - daysAgo * DAY);
  day.setUTCHours(0, 0, 0, 0);
  const at = new Date(day.getTime() + minutes * 60 * 1000);
  return at > now ? new Date(now.getTime() - random.int(5, 120) * 60 * 1000) : at;
}

function weighted<T>(random: Random, options: readonly { value: T; weight: number }[]): T {
  const total = options.reduce((sum, option) => sum + option.weight, 0);
  let roll = random.next() * total;
  for (const option of options) {
    roll -= option.weight;
    if (roll < 0) return option.value;
  }
  const last = options[options.length - 1];
  if (!last) throw new Error('weighted pick from an empty list');
  return last.value;
}

/** `size` distinct elements of a list (all of them when it is shorter), in random order. */
function sample<T>(random: Random, items: readonly T[], size: number): T[] {
  const pool = [...items];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [pool[i], pool[j]] = [pool[j] as T, pool[i] as T];
  }
  return pool.slice(0, size);
}

function stoneLabel(stone: StoneRow) {
  return { stone_id: stone.id, brand: stone.brand, type: stone.type, color: stone.color };
}

/**
 * The status an order has reached, by its rank from the most recent (0) and its age: the newest
 * orders are still pending or processing, every ninth order was cancelled, older ones were
 * completed or delivered. Ranks make sure every status appears in the demo.
 */
function orderStatusFor(random: Random, rank: number, ageDays: number): OrderStatus {
  if (rank < 3) return 'pending';
  if (rank < 7) return ageDays > 2 ? 'processing' : 'pending';
  if (rank % 9 === 4) return 'cancelled';
  if (ageDays > 45) return random.chance(0.85) ? 'delivered' : 'completed';
  if (ageDays > 10) return random.chance(0.5) ? 'delivered' : 'completed';
  return 'processing';
}

/** Ranks (from the most recent order) of the orders flagged as fabrication leads. */
const leadRanks = new Set([1, 5, 9, 16, 23, 31, 40, 52]);

function paymentStatusFor(random: Random, status: OrderStatus, ageDays: number): PaymentStatus {
  if (status === 'cancelled') return ageDays > 20 ? 'refunded' : 'unpaid';
  if (ageDays > 45) return random.chance(0.95) ? 'paid' : 'failed';
  if (ageDays > 14)
    return weighted(random, [
      { value: 'paid', weight: 55 },
      { value: 'pending', weight: 35 },
      { value: 'unpaid', weight: 10 },
    ]);
  return random.chance(0.3) ? 'pending' : 'unpaid';
}

/**
 * Twelve months of a showroom's sales: customers, consultations, material carts, comparisons,
 * orders with items, notes, special-pricing uses, discount overrides, supplier payments and
 * fabrication leads. Each order is priced from the showroom's own pricing rows, so its totals are
 * what the dashboards should show.
 */
export async function seedShowroomActivity(
  db: Executor,
  random: Random,
  now: Date,
  context: DemoShowroomContext,
  stones: readonly StoneRow[],
  counts: { customers: number; consultations: number; quotes: number; orders: number },
): Promise<void> {
  const { showroom } = context;
  const sellable = stones.filter(
    (stone) => stone.isAvailable && context.pricing.has(stone.brand) && priceOf(stone) !== null,
  );
  /** The stone's prices for this showroom, by the formulas the server prices orders with. */
  function priceOf(stone: StoneRow): StonePrice | null {
    const pricing = context.pricing.get(stone.brand);
    if (!pricing) throw new Error(`no demo pricing for ${stone.brand}`);
    const wholesale = toWholesaleTerms(pricing.wholesale);
    return priceStone(stone, wholesale, toClientTerms(pricing.markup, pricing.strategy, wholesale));
  }

  // Customers, oldest first, in one insert.
  const customerDates = Array.from({ length: counts.customers }, () => pastDate(random, now)).sort(
    (a, b) => a.getTime() - b.getTime(),
  );
  const customerRows: CustomerRow[] = await db
    .insert(customers)
    .values(
      customerDates.map((createdAt, index) => {
        const firstName = firstNames[index % firstNames.length] ?? 'Alex';
        const lastName = lastNames[(index * 7 + 3) % lastNames.length] ?? 'Smith';
        const place = random.pick(places);
        return {
          showroomId: showroom.id,
          firstName,
          lastName,
          email: `${firstName}.${lastName}${index + 1}@example.com`.toLowerCase(),
          phone: `(512) 555-${String(1000 + index * 37).slice(-4)}`,
          company: random.chance(0.2) ? random.pick(companies) : null,
          streetAddress: `${random.int(100, 9900)} ${random.pick(streets)}`,
          city: place.city,
          state: 'TX',
          zipCode: place.zip,
          application: random.pick(applications),
          createdAt,
          updatedAt: createdAt,
        };
      }),
    )
    .returning();

  // Consultations, most with a known customer met on or after the day they were first recorded.
  const consultationDates = Array.from({ length: counts.consultations }, () => pastDate(random, now)).sort(
    (a, b) => a.getTime() - b.getTime(),
  );
  const sellerBySession = new Map<string, Seller>();
  const consultationValues = consultationDates.map((start, index) => {
    const known = customerRows.filter((customer) => customer.createdAt <= start);
    const customer = known.length > 0 && random.chance(0.8) ? random.pick(known) : null;
    const seller = weighted(
      random,
      context.sellers.map(({ seller, weight }) => ({ value: seller, weight })),
    );
    const sessionKey = `demo-${showroom.id.slice(0, 8)}-${index + 1}`;
    sellerBySession.set(sessionKey, seller);
    const viewed = Array.from({ length: random.int(3, 9) }, () => random.pick(sellable));
    const compared = random.chance(0.5) ? viewed.slice(0, random.int(2, Math.min(4, viewed.length))) : [];
    const finished = now.getTime() - start.getTime() > 3 * 60 * 60 * 1000;
    return {
      showroomId: showroom.id,
      sessionKey,
      customerId: customer?.id ?? null,
      salespersonId: seller.member?.id ?? null,
      startedByUserId: seller.userId,
      client: customer
        ? {
            firstName: customer.firstName,
            lastName: customer.lastName,
            email: customer.email,
            phone: customer.phone,
            application: customer.application,
          }
        : null,
      stonesViewed: viewed.map((stone, i) => ({
        ...stoneLabel(stone),
        viewed_at: new Date(start.getTime() + i * 90_000).toISOString(),
      })),
      stonesCompared: compared.map(stoneLabel),
      interactions: [
        { type: 'catalog_filter', at: start.toISOString() },
        ...viewed.slice(0, 3).map((stone, i) => ({
          type: 'view_stone',
          stone_id: stone.id,
          at: new Date(start.getTime() + i * 90_000).toISOString(),
        })),
      ],
      status: !customer ? ('browsing' as const) : finished ? ('completed' as const) : ('active' as const),
      source: 'in_person_consultation',
      sessionStart: start,
      sessionEnd: finished ? new Date(start.getTime() + random.int(15, 95) * 60 * 1000) : null,
      createdAt: start,
      updatedAt: start,
    };
  });
  const insertedConsultations = await db.insert(consultations).values(consultationValues).returning();
  const consultationRows = insertedConsultations.map((row) => {
    const seller = sellerBySession.get(row.sessionKey);
    if (!seller) throw new Error('consultation without a seller');
    return { ...row, seller };
  });

  // A few saved comparisons from consultations that compared stones.
  for (const consultation of consultationRows.filter((row) => row.stonesCompared.length >= 2).slice(-10)) {
    await db.insert(comparisons).values({
      showroomId: showroom.id,
      referenceNumber: await nextReferenceNumber(db, 'C', consultation.sessionStart),
      consultationId: consultation.id,
      customerId: consultation.customerId,
      salespersonId: consultation.seller.member?.id ?? null,
      createdByUserId: consultation.seller.userId,
      stones: consultation.stonesCompared,
      stonesCount: consultation.stonesCompared.length,
      createdAt: consultation.sessionStart,
    });
  }

  // Material carts from consultations with a customer; some of them become orders.
  const withCustomer = consultationRows.filter((row) => row.customerId !== null);
  const quoteSources = sample(random, withCustomer, counts.quotes).sort(
    (a, b) => a.sessionStart.getTime() - b.sessionStart.getTime(),
  );
  const orderedIndexes = new Set<number>();
  while (orderedIndexes.size < Math.min(counts.orders, quoteSources.length)) {
    orderedIndexes.add(random.int(0, quoteSources.length - 1));
  }
  const usesByRule = new Map<string, number>();
  let overridesLeft = 2;

  for (const [index, consultation] of quoteSources.entries()) {
    const customer = customerRows.find((row) => row.id === consultation.customerId);
    if (!customer) continue;
    const createdAt = new Date(
      Math.min(now.getTime() - 60_000, consultation.sessionStart.getTime() + random.int(20, 60) * 60 * 1000),
    );
    const willOrder = orderedIndexes.has(index);
    const lineStones: StoneRow[] = [];
    const lineCount = weighted(random, [
      { value: 1, weight: 55 },
      { value: 2, weight: 35 },
      { value: 3, weight: 10 },
    ]);
    while (lineStones.length < lineCount) {
      const stone = random.pick(sellable);
      if (!lineStones.includes(stone)) lineStones.push(stone);
    }
    // The first order inside a special-pricing rule's window buys that rule's stone, so every
    // demo rule has been used at least once.
    if (willOrder) {
      for (const rule of context.specialRules) {
        if ((usesByRule.get(rule.id) ?? 0) > 0) continue;
        if (createdAt < rule.createdAt || createdAt > rule.validUntil) continue;
        const ruleStone = sellable.find((stone) => ruleCovers(rule, stone));
        if (ruleStone && !lineStones.includes(ruleStone)) lineStones[0] = ruleStone;
      }
    }
    const lines = lineStones.map((stone) => ({
      stone,
      quantity: weighted(random, [
        { value: 1, weight: 35 },
        { value: 2, weight: 40 },
        { value: 3, weight: 20 },
        { value: 4, weight: 5 },
      ]),
      unitPriceCents: priceOf(stone)?.clientCents ?? 0,
      discountPercent: random.chance(0.25) ? random.int(3, 10) : 0,
    }));
    const subtotalCents = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
    const discountCents = lines.reduce(
      (sum, line) => sum + percentOfCents(line.unitPriceCents * line.quantity, line.discountPercent),
      0,
    );
    const ageDays = (now.getTime() - createdAt.getTime()) / DAY;
    const quoteNumber = await nextReferenceNumber(db, 'Q', createdAt);
    const [quote] = await db
      .insert(quotes)
      .values({
        showroomId: showroom.id,
        kind: 'material_cart',
        quoteNumber,
        customerId: customer.id,
        consultationId: consultation.id,
        createdByUserId: consultation.seller.userId,
        createdByTeamMemberId: consultation.seller.member?.id ?? null,
        cartName: customer.application ?? 'Material Cart',
        status: willOrder ? 'ordered' : ageDays > 30 ? 'expired' : 'open',
        subtotalCents,
        discountCents,
        totalPriceCents: subtotalCents - discountCents,
        totalSlabs: lines.reduce((sum, line) => sum + line.quantity, 0),
        validUntil: new Date(createdAt.getTime() + 30 * DAY),
        createdAt,
        updatedAt: createdAt,
      })
      .returning();
    if (!quote) throw new Error('quote not inserted');
    await db.insert(quoteItems).values(
      lines.map((line, position) => ({
        quoteId: quote.id,
        showroomId: showroom.id,
        position,
        ...stoneSnapshot(line.stone),
        quantity: line.quantity,
        unitPriceCents: line.unitPriceCents,
        discountPercent: line.discountPercent,
        createdAt,
      })),
    );
    if (!willOrder) continue;

    const rank = [...orderedIndexes].filter((other) => other > index).length;
    await placeDemoOrder(quote, consultation.seller, customer, lines, rank);
  }

  async function placeDemoOrder(
    quote: QuoteRow,
    seller: Seller,
    customer: CustomerRow,
    lines: { stone: StoneRow; quantity: number; unitPriceCents: number; discountPercent: number }[],
    rank: number,
  ): Promise<void> {
    const orderDate = new Date(
      Math.min(now.getTime() - 60_000, quote.createdAt.getTime() + random.int(0, 4) * DAY),
    );
    const ageDays = (now.getTime() - orderDate.getTime()) / DAY;
    const appliedRules: SpecialPricingRuleRow[] = [];
    const orderLines: OrderLineInput[] = [];
    for (const line of lines) {
      const rule = context.specialRules.find(
        (candidate) =>
          ruleCovers(candidate, line.stone) &&
          orderDate >= candidate.createdAt &&
          orderDate <= candidate.validUntil,
      );
      if (rule) appliedRules.push(rule);
      let discountPercent = line.discountPercent;
      let discountOverrideId: string | null = null;
      // A salesperson's discount above their 10 % limit, approved with the manager's PIN.
      if (overridesLeft > 0 && seller.member?.role === 'salesperson' && !rule && ageDays > 5) {
        overridesLeft--;
        discountPercent = 15;
        const [override] = await db
          .insert(discountOverrides)
          .values({
            showroomId: showroom.id,
            brand: line.stone.brand,
            catalogPriceCents: line.unitPriceCents,
            discountPercent,
            requestedByUserId: seller.userId,
            approvedByTeamMemberId: context.manager.id,
            method: 'pin',
            reason: 'Repeat customer, matching a competitor quote.',
            createdAt: orderDate,
          })
          .returning();
        discountOverrideId = override?.id ?? null;
      }
      const wholesaleCents = priceOf(line.stone)?.wholesaleCents ?? 0;
      orderLines.push({
        stone: line.stone,
        quantitySlabs: line.quantity,
        unitPriceCents: line.unitPriceCents,
        // A special price lowers the showroom's cost by the same percentage, as on a real order.
        wholesaleUnitCostCents: rule ? specialUnitCents(wholesaleCents, rule) : wholesaleCents,
        specialUnitPriceCents: rule ? specialUnitCents(line.unitPriceCents, rule) : null,
        specialPricingRuleId: rule?.id ?? null,
        discountPercent,
        discountOverrideId,
      });
    }
    const deliveryMethod = random.chance(0.8) ? 'delivery' : 'will_call';
    const delivery = quoteDelivery(
      orderLines.map((line) => ({ brand: line.stone.brand, quantity: line.quantitySlabs })),
      [...context.deliveryRules.values()],
      showroom.id,
    );
    const deliveryBreakdown = delivery.breakdown.map((line) => ({
      brand: line.brand,
      slabs: line.slabs,
      pricing_type: line.pricingType,
      amount_cents: line.amountCents,
    }));
    const status = orderStatusFor(random, rank, ageDays);
    const needsLead = leadRanks.has(rank);
    const { order, items } = await createOrder(db, {
      showroomId: showroom.id,
      lines: orderLines,
      customer,
      quoteNumber: quote.quoteNumber,
      quoteId: quote.id,
      consultationId: quote.consultationId,
      placedByUserId: seller.userId,
      placedByTeamMemberId: seller.member?.id ?? null,
      orderType: needsLead ? 'material_with_fabrication_lead' : 'material_only',
      status,
      projectName: `${customer.lastName} ${customer.application ?? 'project'}`,
      deliveryMethod,
      deliveryBreakdown: deliveryMethod === 'delivery' ? deliveryBreakdown : [],
      deliveryCents: delivery.totalCents,
      deliveryDate: new Date(orderDate.getTime() + random.int(5, 14) * DAY),
      includeSalesTax: random.chance(0.92),
      taxRatePercent: showroom.salesTaxRatePercent,
      orderDate,
      createdAt: orderDate,
      updatedAt: new Date(Math.min(now.getTime(), orderDate.getTime() + Math.min(ageDays, 10) * DAY)),
    });
    for (const rule of new Set(appliedRules)) {
      await db.insert(specialPricingUses).values({
        ruleId: rule.id,
        showroomId: showroom.id,
        orderId: order.id,
        usedAt: orderDate,
      });
      usesByRule.set(rule.id, (usesByRule.get(rule.id) ?? 0) + 1);
    }
    if (quote.consultationId) {
      await db
        .update(consultations)
        .set({ orderPlaced: true, status: 'completed' })
        .where(eq(consultations.id, quote.consultationId));
    }
    if (random.chance(0.3)) {
      await createOrderNote(db, {
        orderId: order.id,
        showroomId: showroom.id,
        authorUserId: seller.userId,
        note: random.pick(orderNotes),
        createdAt: new Date(orderDate.getTime() + 60 * 60 * 1000),
      });
    }
    const paymentStatus = paymentStatusFor(random, status, ageDays);
    const paid = paymentStatus === 'paid' || paymentStatus === 'refunded';
    const method = random.pick(paymentMethods);
    // Every order makes its payment record as it is placed, the newest ones too.
    await createSupplierPayment(db, order, {
      paymentStatus,
      paymentMethod: paymentStatus === 'unpaid' ? null : method,
      paymentReference:
        paymentStatus === 'unpaid'
          ? null
          : `${method === 'Check' ? 'CHK' : 'TXN'}-${order.quoteNumber.slice(-6)}`,
      paymentDate: paid
        ? new Date(Math.min(now.getTime(), orderDate.getTime() + random.int(7, 25) * DAY))
        : null,
      notes: paymentStatus === 'failed' ? 'Bank returned the transfer; showroom asked to resend.' : null,
      updatedAt: new Date(Math.min(now.getTime(), orderDate.getTime() + 20 * DAY)),
    });
    if (needsLead) {
      const leadStatus = rank < 6 ? 'new' : rank < 20 ? 'contacted' : 'completed';
      await createFabricationLead(db, order, items, {
        status: leadStatus,
        notes: leadStatus === 'new' ? null : 'Fabricator called the customer to schedule templating.',
        sentToFabricatorEmail: leadStatus === 'new' ? null : context.fabricatorEmail,
        sentToFabricatorName: leadStatus === 'new' ? null : context.fabricatorName,
        sentAt: leadStatus === 'new' ? null : new Date(orderDate.getTime() + DAY),
      });
    }
  }

  // Each rule's use count is the number of orders that used it; the used-up rule's limit is
  // exactly that, the active rule keeps room for more.
  for (const rule of context.specialRules) {
    const uses = usesByRule.get(rule.id) ?? 0;
    const usedUp = rule.id === context.usedUpRuleId;
    await db
      .update(specialPricingRules)
      .set({ currentUses: uses, maxUses: usedUp ? Math.max(uses, 1) : rule.maxUses })
      .where(eq(specialPricingRules.id, rule.id));
  }
}

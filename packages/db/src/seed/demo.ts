import { estimateQuote } from '@stonetool/domain/estimate/estimate-quote';
import { wholesaleUnitCents } from '@stonetool/domain/pricing/stone-price';
import { count, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../client';
import { toWholesaleTerms } from '@stonetool/domain/pricing/saved-terms';
import { nextReferenceNumber } from '../reference-number';
import { users } from '../schema/auth';
import { stoneImages, stones, type StoneRow } from '../schema/catalog';
import { orders } from '../schema/orders';
import { quotes } from '../schema/quotes';
import { targets } from '../schema/analytics';
import { contactMessages } from '../schema/site';
import { uploadedFiles } from '../schema/files';
import {
  deliveryPricingRules,
  edgeDetails,
  fabricationLeadPriceMatrix,
  fabricationPricing,
  remnants,
  specialPricingRules,
  type DeliveryPricingRuleRow,
  type DeliveryPricingType,
} from '../schema/pricing';
import { showrooms, type ShowroomRow } from '../schema/showrooms';
import { createCustomer } from './customers';
import { createClientMarkup, createShowroomBrandPricing, createWholesalePricing } from './pricing';
import { demoCatalog } from './demo-catalog';
import { seedShowroomActivity, type BrandPricing, type DemoShowroomContext } from './demo-activity';
import { createRandom, type Random } from './random';
import { createShowroom } from './showrooms';
import { cachedStoneImage } from './stone-image-cache';
import { stoneImageKey } from './stones';
import { createTeamMember } from './team-members';
import { createOwner, createPlatformAdmin, createUser } from './users';

export interface DemoLogin {
  role: string;
  email: string;
  password: string;
}

/** The demo accounts of issue 2, printed at start-up so a newcomer can sign in. */
export const demoLogins: readonly DemoLogin[] = [
  { role: 'Platform admin', email: 'admin@stonetool.test', password: 'Admin-demo-2026' },
  { role: 'Showroom owner', email: 'owner@stonetool.test', password: 'Owner-demo-2026' },
  { role: 'Salesperson', email: 'sales@stonetool.test', password: 'Sales-demo-2026' },
  { role: 'Manager (PIN 2468)', email: 'manager@stonetool.test', password: 'Manager-demo-2026' },
  { role: 'Fabricator', email: 'fabricator@stonetool.test', password: 'Fabricator-demo-2026' },
];

const managerPin = '2468';

export interface SeedDemoOptions {
  /** The server's password hashing (argon2id); also hashes the manager's PIN. */
  hashPassword: (plain: string) => Promise<string>;
  /** Stores a file in the product's storage (stone images). */
  putObject: (key: string, bytes: Uint8Array, contentType: string) => Promise<void>;
  /** The moment the twelve months of activity end; now by default. */
  now?: Date;
}

export interface SeedDemoResult {
  /** True when this call filled the database. */
  seeded: boolean;
  /** The demo logins, whenever the demo accounts exist (seeded now or on an earlier start). */
  logins: DemoLogin[];
}

const DAY = 24 * 60 * 60 * 1000;

/**
 * Fills an empty database with the demo of issue 2: a platform admin, the showroom "Demo Stone
 * Gallery" with its owner and team, the fabricator "Demo Fabrication Co.", a catalog of 200
 * stones with generated pictures, every pricing table, and twelve months of customers,
 * consultations, carts and orders. Does nothing when any showroom exists, and refuses in
 * production. Everything is written in one transaction, under an advisory lock, so two servers
 * starting together seed once and a failure leaves the database empty.
 */
export async function seedDemoData(db: Database, options: SeedDemoOptions): Promise<SeedDemoResult> {
  if (process.env.NODE_ENV === 'production') {
    throw new Error('Demo data is never seeded in production (NODE_ENV=production).');
  }
  if (await hasShowrooms(db)) return { seeded: false, logins: await existingDemoLogins(db) };

  const now = options.now ?? new Date();
  const catalog = demoCatalog();
  // Hashing and drawing take seconds; do them before the transaction holds its lock.
  const [images, hashes] = await Promise.all([
    storeStoneImages(catalog, options.putObject),
    Promise.all([...demoLogins.map((login) => login.password), managerPin].map(options.hashPassword)),
  ]);
  const [adminHash, ownerHash, salesHash, managerHash, fabricatorHash, pinHash] = hashes as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];

  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7305202612)`);
    if (await hasShowrooms(tx)) return false;
    const random = createRandom(2026);

    await createPlatformAdmin(tx, {
      email: 'admin@stonetool.test',
      passwordHash: adminHash,
      name: 'Avery Admin',
    });
    const gallery = await createShowroom(tx, {
      name: 'Demo Stone Gallery',
      email: 'owner@stonetool.test',
      phone: '(512) 555-0100',
      address: '2401 S Lamar Blvd, Austin, TX 78704',
      showroomType: 'tile_stone',
      salesTaxEnabled: true,
      salesTaxRatePercent: 9.75,
      createdAt: new Date(now.getTime() - 400 * DAY),
    });
    const owner = await createOwner(tx, {
      email: 'owner@stonetool.test',
      passwordHash: ownerHash,
      name: 'Olivia Grant',
      showroomId: gallery.id,
    });
    const salesUser = await createUser(tx, {
      email: 'sales@stonetool.test',
      passwordHash: salesHash,
      name: 'Sam Rivera',
      showroomId: gallery.id,
    });
    const sales = await createTeamMember(tx, {
      showroomId: gallery.id,
      userId: salesUser.id,
      name: 'Sam Rivera',
      email: 'sales@stonetool.test',
      phone: '(512) 555-0101',
      role: 'salesperson',
      canSeeWholesaleCosts: false,
      canSeeShowroomCosts: false,
      maxDiscountPercent: 10,
    });
    const managerUser = await createUser(tx, {
      email: 'manager@stonetool.test',
      passwordHash: managerHash,
      name: 'Morgan Lee',
      showroomId: gallery.id,
    });
    const manager = await createTeamMember(tx, {
      showroomId: gallery.id,
      userId: managerUser.id,
      name: 'Morgan Lee',
      email: 'manager@stonetool.test',
      phone: '(512) 555-0102',
      role: 'manager',
      pinHash,
      canSeeWholesaleCosts: false,
      canSeeShowroomCosts: true,
      maxDiscountPercent: 25,
    });
    const designer = await createTeamMember(tx, {
      showroomId: gallery.id,
      userId: null,
      name: 'Dana Whitfield',
      email: 'dana.whitfield@example.com',
      phone: '(512) 555-0103',
      role: 'designer',
      canSeeWholesaleCosts: false,
      canSeeShowroomCosts: false,
      maxDiscountPercent: 5,
    });

    const fabricator = await createShowroom(tx, {
      name: 'Demo Fabrication Co.',
      email: 'fabricator@stonetool.test',
      phone: '(512) 555-0200',
      address: '8900 Research Blvd, Austin, TX 78758',
      showroomType: 'fabricator',
      expertModeEnabled: true,
      primaryColor: '#1d4ed8',
      secondaryColor: '#60a5fa',
      createdAt: new Date(now.getTime() - 380 * DAY),
    });
    const fabricatorOwner = await createOwner(tx, {
      email: 'fabricator@stonetool.test',
      passwordHash: fabricatorHash,
      name: 'Frank Castillo',
      showroomId: fabricator.id,
    });

    const stoneRows = await tx.insert(stones).values(catalog).returning();
    await recordStoneImages(tx, stoneRows, images);
    const brands = [...new Set(stoneRows.map((stone) => stone.brand))];
    const deliveryRules = await seedDeliveryRules(tx, brands);
    await seedFabricationPricing(tx);
    const galleryPricing = await seedBrandPricing(tx, gallery, brands, now, 'showroom');
    const fabricatorPricing = await seedBrandPricing(tx, fabricator, brands, now, 'fabricator');
    const specialRules = await seedSpecialPricing(tx, gallery, now, owner.id);

    const context: DemoShowroomContext = {
      showroom: gallery,
      sellers: [
        { seller: { member: sales, userId: salesUser.id }, weight: 40 },
        { seller: { member: manager, userId: managerUser.id }, weight: 20 },
        { seller: { member: designer, userId: owner.id }, weight: 15 },
        { seller: { member: null, userId: owner.id }, weight: 25 },
      ],
      manager,
      pricing: galleryPricing,
      deliveryRules,
      specialRules: specialRules.rules,
      usedUpRuleId: specialRules.usedUpRuleId,
      fabricatorEmail: fabricator.email,
      fabricatorName: fabricator.name,
    };
    await seedShowroomActivity(tx, random, now, context, stoneRows, {
      customers: 60,
      consultations: 200,
      quotes: 120,
      orders: 60,
    });
    const quoted = await seedExpertQuotes(
      tx,
      random,
      now,
      fabricator,
      fabricatorOwner.id,
      stoneRows,
      fabricatorPricing,
    );
    await seedRemnants(tx, now, fabricator, quoted);
    await seedTargets(tx, gallery, owner.id, now);
    await seedContactMessages(tx, now);
    return true;
  });
  return { seeded, logins: seeded ? [...demoLogins] : await existingDemoLogins(db) };
}

async function hasShowrooms(db: Executor): Promise<boolean> {
  const [row] = await db.select({ value: count() }).from(showrooms);
  return (row?.value ?? 0) > 0;
}

async function existingDemoLogins(db: Executor): Promise<DemoLogin[]> {
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'admin@stonetool.test'));
  return admin ? [...demoLogins] : [];
}

interface StoredImage {
  key: string;
  width: number;
  height: number;
  sizeBytes: number;
}

/** Draws one picture per brand and colour and stores it under the spec's public key. */
async function storeStoneImages(
  catalog: readonly { brand: string; type: string; color: string }[],
  putObject: SeedDemoOptions['putObject'],
): Promise<Map<string, StoredImage>> {
  const images = new Map<string, StoredImage>();
  for (const stone of catalog) {
    const key = stoneImageKey(stone.brand, stone.color);
    if (images.has(key)) continue;
    const image = await cachedStoneImage(stone);
    await putObject(key, image.bytes, image.contentType);
    images.set(key, { key, width: image.width, height: image.height, sizeBytes: image.bytes.length });
  }
  return images;
}

async function recordStoneImages(db: Executor, stoneRows: StoneRow[], images: Map<string, StoredImage>) {
  await db.insert(uploadedFiles).values(
    [...images.values()].map((image) => ({
      storageKey: image.key,
      kind: 'stone_image' as const,
      contentType: 'image/webp',
      sizeBytes: image.sizeBytes,
      originalName: image.key.split('/').pop() ?? image.key,
    })),
  );
  await db.insert(stoneImages).values(
    stoneRows.map((stone) => {
      const image = images.get(stoneImageKey(stone.brand, stone.color));
      if (!image) throw new Error(`no picture drawn for ${stone.brand} ${stone.color}`);
      return {
        stoneId: stone.id,
        storageKey: image.key,
        contentType: 'image/webp',
        width: image.width,
        height: image.height,
      };
    }),
  );
}

/** Platform-wide delivery rules for every brand, the four pricing types in turn. */
async function seedDeliveryRules(
  db: Executor,
  brands: string[],
): Promise<Map<string, DeliveryPricingRuleRow>> {
  const types: DeliveryPricingType[] = ['flat_rate', 'per_slab', 'tiered', 'free'];
  const rows = await db
    .insert(deliveryPricingRules)
    .values(
      brands.map((brand, index) => {
        const pricingType = types[index % types.length] ?? 'flat_rate';
        switch (pricingType) {
          case 'flat_rate':
            return { brand, pricingType, flatRateAmountCents: 17_500, notes: 'One price per shipment.' };
          case 'per_slab':
            return { brand, pricingType, perSlabAmountCents: 4_500, notes: 'Charged per slab delivered.' };
          case 'tiered':
            return {
              brand,
              pricingType,
              tier1MaxSlabs: 4,
              tier1AmountCents: 20_000,
              tier2MinSlabs: 5,
              tier2AmountCents: 0,
              notes: '$200 for 1-4 slabs, free for 5 or more.',
            };
          case 'free':
            return {
              brand,
              pricingType,
              flatRateAmountCents: 0,
              notes: 'Free delivery promotion from the supplier.',
            };
        }
      }),
    )
    .returning();
  return new Map(rows.map((row) => [row.brand, row]));
}

/** Expert Mode fabrication prices and the fabrication-lead matrix of spec 03 section 9. */
async function seedFabricationPricing(db: Executor): Promise<void> {
  const edges = ['Eased', '1.5 mitered', 'Bullnose', 'Ogee', 'Beveled'];
  await db.insert(edgeDetails).values(edges.map((name, sortOrder) => ({ name, sortOrder })));
  // Eased 3cm base price per sq ft in dollars, and each edge's upcharge.
  const base: Record<string, number> = { Quartz: 45, Porcelain: 55, Granite: 48, Marble: 52, Quartzite: 58 };
  const upcharge: Record<string, number> = { Eased: 0, '1.5 mitered': 14, Bullnose: 8, Ogee: 18, Beveled: 6 };
  const rows = Object.entries(base).flatMap(([stoneType, dollars]) =>
    ['2cm', '3cm'].flatMap((thickness) =>
      edges.map((edgeDetail) => ({
        stoneType,
        thickness,
        edgeDetail,
        pricePerSfCents: (dollars - (thickness === '2cm' ? 6 : 0) + (upcharge[edgeDetail] ?? 0)) * 100,
      })),
    ),
  );
  await db.insert(fabricationPricing).values(rows);
  await db.insert(fabricationLeadPriceMatrix).values([
    { stoneType: 'Quartz', minPricePerSfCents: 3_000, maxPricePerSfCents: 4_500, sortOrder: 0 },
    { stoneType: 'Porcelain', minPricePerSfCents: 3_500, maxPricePerSfCents: 4_500, sortOrder: 1 },
    { stoneType: 'Natural', minPricePerSfCents: 3_500, maxPricePerSfCents: 5_000, sortOrder: 2 },
  ]);
}

/**
 * Wholesale pricing, client markup and pricing strategy for every brand. The showroom gets a mix
 * (cost markups, an MSRP discount locked for Dekton, a fixed markup for Cambria, two brands never
 * saved so the dashboard shows them as new); the fabricator a plain 35 % + 40 %.
 */
async function seedBrandPricing(
  db: Executor,
  showroom: ShowroomRow,
  brands: string[],
  now: Date,
  profile: 'showroom' | 'fabricator',
): Promise<Map<string, BrandPricing>> {
  const pricing = new Map<string, BrandPricing>();
  const wholesaleMarkups = [50, 45, 40, 50, 55];
  const clientPercents = [40, 35, 45];
  for (const [index, brand] of brands.entries()) {
    const msrpBrand = profile === 'showroom' && brand === 'Dekton';
    const fixedBrand = profile === 'showroom' && brand === 'Cambria';
    const wholesaleMarkup = profile === 'fabricator' ? 35 : (wholesaleMarkups[index % 5] ?? 50);
    const clientPercent = profile === 'fabricator' ? 40 : (clientPercents[index % 3] ?? 40);
    const row = { showroomId: showroom.id, brand };
    const wholesale = await createWholesalePricing(db, {
      ...row,
      pricingType: msrpBrand ? 'discount_from_msrp' : 'markup_from_cost',
      yourMarkupPercent: msrpBrand ? null : wholesaleMarkup,
      yourDiscountPercent: msrpBrand ? 35 : null,
    });
    const markup = await createClientMarkup(db, {
      ...row,
      markupType: fixedBrand ? 'fixed' : 'percentage',
      clientMarkupPercent: fixedBrand ? null : clientPercent,
      fixedMarkupAmountCents: fixedBrand ? 60_000 : null,
      minimumMarginPercent: 15,
    });
    const strategy = await createShowroomBrandPricing(db, {
      ...row,
      pricingStrategy: msrpBrand ? 'discount_from_msrp' : 'markup_from_cost',
      discountFromMsrpPercent: msrpBrand ? 20 : null,
      isStrategyLocked: msrpBrand,
      acknowledgedAt:
        profile === 'showroom' && (brand === 'Polycor' || brand === 'Levantina')
          ? null
          : new Date(now.getTime() - 300 * DAY),
    });
    pricing.set(brand, { wholesale, markup, strategy });
  }
  return pricing;
}

/** Three promotions: one active, one expired, one whose uses run out (limits set after orders). */
async function seedSpecialPricing(db: Executor, showroom: ShowroomRow, now: Date, createdByUserId: string) {
  const rows = await db
    .insert(specialPricingRules)
    .values([
      {
        showroomId: showroom.id,
        brand: 'Caesarstone',
        color: 'Calacatta Nuvo',
        thickness: '3cm',
        finish: 'Polished',
        specialDiscountPercent: 12,
        maxUses: 10,
        validUntil: new Date(now.getTime() + 30 * DAY),
        notes: 'Spring kitchen event.',
        promoCode: 'SPRING12',
        createdByUserId,
        createdAt: new Date(now.getTime() - 25 * DAY),
      },
      {
        showroomId: showroom.id,
        brand: 'Silestone',
        specialDiscountPercent: 8,
        validUntil: new Date(now.getTime() - 15 * DAY),
        notes: 'Supplier rebate on the whole Silestone line.',
        promoCode: 'SILE8',
        createdByUserId,
        createdAt: new Date(now.getTime() - 120 * DAY),
      },
      {
        showroomId: showroom.id,
        brand: 'MSI Q Quartz',
        color: 'Frost White',
        specialDiscountPercent: 10,
        validUntil: new Date(now.getTime() + 60 * DAY),
        notes: 'Remnant lot, limited slabs.',
        promoCode: 'FROST10',
        createdByUserId,
        createdAt: new Date(now.getTime() - 200 * DAY),
      },
    ])
    .returning();
  const usedUp = rows.find((row) => row.promoCode === 'FROST10');
  return { rules: rows, usedUpRuleId: usedUp?.id ?? null };
}

/**
 * A handful of Expert Mode quotes for the fabricator, stored as the estimator saves them (string
 * product ids, Standard entry mode, the settings panel's values) and priced by the same engine the
 * server runs on save, against the seeded catalogue and fabrication table. Like a quote saved
 * before Calculate, they carry no optimisation data or totals: opening one recalculates it.
 * Answers the stone of each quote, in order.
 */
async function seedExpertQuotes(
  db: Executor,
  random: Random,
  now: Date,
  fabricator: ShowroomRow,
  ownerUserId: string,
  stoneRows: StoneRow[],
  pricing: Map<string, BrandPricing>,
): Promise<StoneRow[]> {
  const quoted: StoneRow[] = [];
  // Priced as the server prices a quote: each slab at what the fabricator pays for it.
  const priced = stoneRows
    .filter((stone) => stone.isAvailable && stone.slabCostCents && stone.thickness === '3cm')
    .map((stone) => ({
      ...stone,
      slabCostCents: wholesaleUnitCents(stone, toWholesaleTerms(pricing.get(stone.brand)?.wholesale)),
    }));
  const fabricationRates = await db
    .select({
      stoneType: fabricationPricing.stoneType,
      thickness: fabricationPricing.thickness,
      edgeDetail: fabricationPricing.edgeDetail,
      pricePerSfCents: fabricationPricing.pricePerSfCents,
    })
    .from(fabricationPricing);
  const settings = {
    multiProductOptimization: true,
    breakageBuffer: 0,
    showVisualLayouts: true,
    kerfWidth: 0.125,
    includeFabrication: true,
    includeInstallation: false,
    allowSeams: true,
  };
  const jobs = [
    {
      first: 'Rachel',
      last: 'Moreno',
      pieces: [
        ['Perimeter', 120, 25.5, 1],
        ['Island', 96, 42, 1],
      ],
    },
    {
      first: 'Kevin',
      last: 'Okafor',
      pieces: [
        ['Vanity', 61, 22, 2],
        ['Backsplash', 61, 4, 2],
      ],
    },
    {
      first: 'Laura',
      last: 'Chen',
      pieces: [
        ['Perimeter', 144, 25.5, 1],
        ['Bar top', 72, 16, 1],
      ],
    },
    { first: 'Marcus', last: 'Bell', pieces: [['Outdoor kitchen', 110, 30, 1]] },
    {
      first: 'Priya',
      last: 'Shah',
      pieces: [
        ['Island', 108, 48, 1],
        ['Waterfall', 48, 36, 2],
      ],
    },
  ] as const;
  for (const [index, job] of jobs.entries()) {
    const createdAt = new Date(now.getTime() - (40 - index * 8) * DAY);
    const customer = await createCustomer(db, {
      showroomId: fabricator.id,
      firstName: job.first,
      lastName: job.last,
      email: `${job.first}.${job.last}@example.com`.toLowerCase(),
      phone: `(737) 555-01${String(10 + index)}`,
      city: 'Austin',
      state: 'TX',
      zipCode: '78758',
      streetAddress: `${random.int(100, 9900)} Spicewood Springs Rd`,
      createdAt,
      updatedAt: createdAt,
    });
    const stone = random.pick(priced);
    quoted.push(stone);
    const products = job.pieces.map(([customName, width, depth, quantity], i) => ({
      id: `${job.last.toLowerCase()}-${i + 1}`,
      stone: `${stone.brand} ${stone.type} ${stone.color}`,
      brand: stone.brand,
      type: stone.type,
      color: stone.color,
      finish: stone.finish,
      slabSize: `${stone.slabHeightIn} x ${stone.slabWidthIn}`,
      thickness: stone.thickness,
      width,
      depth,
      quantity,
      edgeDetail: i === 0 ? 'Eased' : 'Bullnose',
      customName,
      priority: customName === 'Island' ? ('high' as const) : ('normal' as const),
    }));
    const { totals } = estimateQuote({
      products,
      stones: priced,
      fabricationPricing: fabricationRates,
      settings,
    });
    await db.insert(quotes).values({
      showroomId: fabricator.id,
      kind: 'expert_quote',
      quoteNumber: await nextReferenceNumber(db, 'Q', createdAt),
      customerId: customer.id,
      createdByUserId: ownerUserId,
      cartName: `${job.last} kitchen`,
      status: index < 2 ? 'expired' : 'open',
      products,
      settings: { ...settings, entryMode: 'standard' },
      subtotalCents: totals.totalPrice,
      totalPriceCents: totals.totalPrice,
      totalSlabs: totals.totalSlabs,
      validUntil: new Date(createdAt.getTime() + 30 * DAY),
      createdAt,
      updatedAt: createdAt,
    });
  }
  return quoted;
}

/**
 * A handful of remnants on the fabricator's racks, of the stones its quotes are cut from (brand,
 * type, colour, thickness, finish as the catalogue has them), so Remnants is not empty for a
 * newcomer and "Use Remnants First" finds some: a piece small enough goes on one. Sizes are
 * measured to the sixteenth, as a remnant is; no random draw, so the rest of the demo is unchanged.
 */
async function seedRemnants(db: Executor, now: Date, fabricator: ShowroomRow, quoted: readonly StoneRow[]) {
  const stonesQuoted = [...new Map(quoted.map((stone) => [stone.id, stone])).values()];
  const racked = [
    {
      width: 52.25,
      height: 25.5,
      location: 'Rack A, slot 3',
      note: 'Left from an island; one long edge polished.',
    },
    { width: 38, height: 22.125, location: 'Rack A, slot 4', note: null },
    { width: 64.5, height: 30, location: 'Rack B', note: 'Small chip on one corner, clear of a 60 in top.' },
    { width: 30, height: 18.75, location: 'Rack B', note: null },
    { width: 26, height: 14.5, location: 'Yard, by the saw', note: 'Fits a vanity backsplash or a sill.' },
  ];
  if (stonesQuoted.length === 0) return;
  await db.insert(remnants).values(
    racked.map((remnant, index) => {
      const stone = stonesQuoted[index % stonesQuoted.length]!;
      const createdAt = new Date(now.getTime() - (30 - index * 5) * DAY);
      return {
        showroomId: fabricator.id,
        brand: stone.brand,
        stoneType: stone.type,
        color: stone.color,
        thickness: stone.thickness,
        finish: stone.finish,
        ...remnant,
        createdAt,
        updatedAt: createdAt,
      };
    }),
  );
}

/**
 * Monthly targets for the showroom and for the platform: the last quarter's monthly average
 * plus 15 % (the spec's suggested target), so progress bars show a reachable goal.
 */
async function seedTargets(
  db: Executor,
  showroom: ShowroomRow,
  ownerUserId: string,
  now: Date,
): Promise<void> {
  const since = new Date(now.getTime() - 90 * DAY);
  const result = await db.execute<{ revenue: string; orders: string }>(sql`
    select coalesce(sum(${orders.totalCents}), 0)::text as revenue, count(*)::text as orders
    from ${orders}
    where ${orders.showroomId} = ${showroom.id} and ${orders.status} <> 'cancelled' and ${orders.orderDate} >= ${since}`);
  const quarter = result.rows[0];
  const monthlyRevenueCents = Number(quarter?.revenue ?? 0) / 3;
  const monthlyOrders = Number(quarter?.orders ?? 0) / 3;
  const revenueTarget = Math.max(100_000, Math.round((monthlyRevenueCents * 1.15) / 100_000) * 100_000);
  const ordersTarget = Math.max(1, Math.round(monthlyOrders * 1.15));
  await db.insert(targets).values([
    {
      showroomId: showroom.id,
      metricType: 'revenue',
      period: 'month',
      targetValue: revenueTarget,
      setByUserId: ownerUserId,
    },
    {
      showroomId: showroom.id,
      metricType: 'orders',
      period: 'month',
      targetValue: ordersTarget,
      setByUserId: ownerUserId,
    },
    {
      showroomId: showroom.id,
      metricType: 'conversion',
      period: 'month',
      targetValue: 35,
      setByUserId: ownerUserId,
    },
    { showroomId: null, metricType: 'revenue', period: 'month', targetValue: revenueTarget + 500_000 },
    { showroomId: null, metricType: 'orders', period: 'month', targetValue: ordersTarget + 2 },
    { showroomId: null, metricType: 'conversion', period: 'month', targetValue: 30 },
  ]);
}

async function seedContactMessages(db: Executor, now: Date): Promise<void> {
  await db.insert(contactMessages).values([
    {
      name: 'Hannah Brooks',
      email: 'hannah.brooks@example.com',
      company: 'Brooks Kitchen & Bath',
      message: 'We run two showrooms in Dallas and would like a demo of Material Mode.',
      source: 'page',
      phone: '(214) 555-0134',
      createdAt: new Date(now.getTime() - 12 * DAY),
    },
    {
      name: 'Tom Alvarez',
      email: 'tom.alvarez@example.com',
      message: 'Does Expert Mode handle waterfall islands with mitered edges?',
      source: 'modal',
      createdAt: new Date(now.getTime() - 3 * DAY),
    },
  ]);
}

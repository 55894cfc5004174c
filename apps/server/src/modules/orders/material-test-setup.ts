import type { Executor } from '@stonetool/db/client';
import type { StoneRow } from '@stonetool/db/schema/catalog';
import { createStone } from '@stonetool/db/seed/stones';
import { afterAll, beforeAll } from 'vitest';
import { accessToken } from '../../testing/api-as';
import { seedAdmin, seedShowroomWithOwner, seedTeamMember } from '../../testing/fixtures';
import { seedShowroomTeam } from '../../testing/showroom-team';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { hashPassword } from '../auth/passwords';

/** The logins of the Material Mode API tests: two showrooms, their people and a platform admin. */
export interface MaterialLogins {
  showroomA: string;
  showroomB: string;
  salesAId: string;
  salesA2Id: string;
  managerAId: string;
  tokens: Record<'ownerA' | 'salesA' | 'salesA2' | 'managerA' | 'ownerB' | 'admin', string>;
}

/**
 * Showroom A's people by login, named for a test's title: each is refused what only the platform
 * admin may do.
 */
export const SHOWROOM_PEOPLE = [
  ['a showroom owner', 'ownerA'],
  ['a salesperson', 'salesA'],
  ['a manager', 'managerA'],
] as const;

/** A test file's app with the Material Mode logins; both are set once the file's tests run. */
export interface MaterialTestWorld {
  t: TestApp;
  logins: MaterialLogins;
}

/**
 * Opens a test app seeded with the Material Mode logins before the calling file's tests, and
 * closes it after them.
 */
export function useMaterialTestApp(): MaterialTestWorld {
  const world = {} as MaterialTestWorld;
  beforeAll(async () => {
    world.t = await createTestApp();
    world.logins = await seedMaterialLogins(world.t);
  });
  afterAll(async () => {
    await world.t.close();
  });
  return world;
}

/**
 * Showroom A (tax 8.25 %) with its owner, two salespeople (10 % discount limit) and a manager
 * (25 %, PIN 2468); showroom B with its owner; a platform admin.
 */
export async function seedMaterialLogins(t: TestApp, db: Executor = t.database.db): Promise<MaterialLogins> {
  const a = await seedShowroomTeam(
    t,
    'a',
    {
      showroom: { salesTaxRatePercent: 8.25 },
      salesperson: { name: 'Sam Seller' },
      manager: {
        name: 'Morgan Manager',
        pinHash: await hashPassword('2468'),
        maxDiscountPercent: 25,
        canSeeShowroomCosts: true,
      },
    },
    db,
  );
  const b = await seedShowroomWithOwner(db, {
    name: 'Showroom B',
    email: 'owner-b@example.test',
    password: 'Owner-b-pass-1',
  });
  const sales2 = await seedTeamMember(db, {
    showroomId: a.showroomId,
    email: 'sales-a2@example.test',
    password: 'Sales-a2-pass-1',
    name: 'Kim Seller',
  });
  await seedAdmin(db, 'admin@example.test', 'Admin-pass-1');
  return {
    showroomA: a.showroomId,
    showroomB: b.showroomId,
    salesAId: a.salesperson.teamMemberId,
    salesA2Id: sales2.teamMemberId,
    managerAId: a.manager.teamMemberId,
    tokens: {
      ownerA: a.tokens.owner,
      salesA: a.tokens.salesperson,
      salesA2: await accessToken(t.app, 'sales-a2@example.test', 'Sales-a2-pass-1'),
      managerA: a.tokens.manager,
      ownerB: await accessToken(t.app, 'owner-b@example.test', 'Owner-b-pass-1'),
      admin: await accessToken(t.app, 'admin@example.test', 'Admin-pass-1'),
    },
  };
}

/**
 * The quartz the Material Mode tests order, Caesarstone Pure White: $1,450.00 slab cost,
 * wholesale + 50 % = $2,175.00, client + 40 % = $3,045.00 per slab.
 */
export function createMaterialQuartz(db: Executor): Promise<StoneRow> {
  return createStone(db, { brand: 'Caesarstone', color: 'Pure White', slabCostCents: 145_000 });
}

/** The two stones the Material Mode tests order: the quartz, and granite at $1,000.00 ($2,100.00 per slab). */
export async function seedMaterialStones(db: Executor): Promise<{ quartz: StoneRow; granite: StoneRow }> {
  const quartz = await createMaterialQuartz(db);
  const granite = await createStone(db, {
    brand: 'Graniti',
    type: 'Granite',
    color: 'Black Pearl',
    slabCostCents: 100_000,
  });
  return { quartz, granite };
}

/** The customer of a test's material order, with every field the order form asks for. */
export const ORDER_CUSTOMER = {
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann.lee@example.test',
  phone: '512-555-0101',
  streetAddress: '1 Main St',
  city: 'Austin',
  state: 'TX',
  zipCode: '78701',
  country: 'United States' as const,
};

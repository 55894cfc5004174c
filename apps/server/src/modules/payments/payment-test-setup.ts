import { createOrder } from '@stonetool/db/seed/orders';
import { createStone } from '@stonetool/db/seed/stones';
import type { OrderRow, OrderStatus } from '@stonetool/db/schema/orders';
import type { StoneRow } from '@stonetool/db/schema/catalog';
import { accessToken } from '../../testing/access-token';
import { seedAdmin, seedShowroomWithOwner, seedTeamMember } from '../../testing/fixtures';
import type { TestApp } from '../../testing/test-app';

export type Who = 'ownerA' | 'ownerB' | 'salesA' | 'managerA' | 'admin';

export interface PaymentWorld {
  showroomA: string;
  showroomB: string;
  stone: StoneRow;
  tokens: Record<Who, string>;
  as(who: Who): { authorization: string };
  /** An order of `showroomId` whose wholesale cost is `wholesaleCents` (one slab). */
  order(showroomId: string, wholesaleCents: number, status?: OrderStatus): Promise<OrderRow>;
}

/**
 * Two showrooms with their owners, a salesperson and a manager of showroom A, and the platform
 * admin, signed in; orders are added per test with `order`.
 */
export async function createPaymentWorld(t: TestApp): Promise<PaymentWorld> {
  const db = t.database.db;
  const a = await seedShowroomWithOwner(db, {
    name: 'Showroom A',
    email: 'owner-a@example.test',
    password: 'Owner-a-pass-1',
  });
  const b = await seedShowroomWithOwner(db, {
    name: 'Showroom B',
    email: 'owner-b@example.test',
    password: 'Owner-b-pass-1',
  });
  await seedTeamMember(db, {
    showroomId: a.showroomId,
    email: 'sales-a@example.test',
    password: 'Sales-a-pass-1',
    role: 'salesperson',
  });
  await seedTeamMember(db, {
    showroomId: a.showroomId,
    email: 'manager-a@example.test',
    password: 'Manager-a-pass-1',
    role: 'manager',
    canSeeWholesaleCosts: true,
    canSeeShowroomCosts: true,
  });
  await seedAdmin(db, 'admin@example.test', 'Admin-pass-1');
  const tokens: Record<Who, string> = {
    ownerA: await accessToken(t.app, 'owner-a@example.test', 'Owner-a-pass-1'),
    ownerB: await accessToken(t.app, 'owner-b@example.test', 'Owner-b-pass-1'),
    salesA: await accessToken(t.app, 'sales-a@example.test', 'Sales-a-pass-1'),
    managerA: await accessToken(t.app, 'manager-a@example.test', 'Manager-a-pass-1'),
    admin: await accessToken(t.app, 'admin@example.test', 'Admin-pass-1'),
  };
  const stone = await createStone(db);
  let day = 0;
  return {
    showroomA: a.showroomId,
    showroomB: b.showroomId,
    stone,
    tokens,
    as: (who) => ({ authorization: `Bearer ${tokens[who]}` }),
    async order(showroomId, wholesaleCents, status = 'pending') {
      day += 1;
      const { order } = await createOrder(db, {
        showroomId,
        status,
        orderDate: new Date(Date.UTC(2026, 0, day, 15)),
        lines: [
          {
            stone,
            quantitySlabs: 1,
            unitPriceCents: wholesaleCents * 2,
            wholesaleUnitCostCents: wholesaleCents,
          },
        ],
      });
      return order;
    },
  };
}

import { createOrder } from '@stonetool/db/seed/orders';
import { createStone } from '@stonetool/db/seed/stones';
import type { OrderRow, OrderStatus } from '@stonetool/db/schema/orders';
import type { StoneRow } from '@stonetool/db/schema/catalog';
import { accessToken, bearer } from '../../testing/api-as';
import { seedAdmin, seedShowroomWithOwner } from '../../testing/fixtures';
import { seedShowroomTeam } from '../../testing/showroom-team';
import { multipartBody, type MultipartPart } from '../../testing/multipart';
import type { TestApp } from '../../testing/test-app';
import type { LightMyRequestResponse } from 'fastify';

export type Who = 'ownerA' | 'ownerB' | 'salesA' | 'managerA' | 'admin';

export interface PaymentWorld {
  showroomA: string;
  showroomB: string;
  stone: StoneRow;
  tokens: Record<Who, string>;
  as(who: Who): { authorization: string };
  /** An order of `showroomId` whose wholesale cost is `wholesaleCents` (one slab). */
  order(showroomId: string, wholesaleCents: number, status?: OrderStatus): Promise<OrderRow>;
  /** POST /api/payments/upload-receipt as `who` with the form's parts, answered as it came back. */
  uploadReceipt(who: Who, parts: MultipartPart[]): Promise<LightMyRequestResponse>;
}

/**
 * Two showrooms with their owners, a salesperson and a manager of showroom A, and the platform
 * admin, signed in; orders are added per test with `order`.
 */
export async function createPaymentWorld(t: TestApp): Promise<PaymentWorld> {
  const db = t.database.db;
  const a = await seedShowroomTeam(t, 'a', {
    manager: { canSeeWholesaleCosts: true, canSeeShowroomCosts: true },
  });
  const b = await seedShowroomWithOwner(db, {
    name: 'Showroom B',
    email: 'owner-b@example.test',
    password: 'Owner-b-pass-1',
  });
  await seedAdmin(db, 'admin@example.test', 'Admin-pass-1');
  const tokens: Record<Who, string> = {
    ownerA: a.tokens.owner,
    ownerB: await accessToken(t.app, 'owner-b@example.test', 'Owner-b-pass-1'),
    salesA: a.tokens.salesperson,
    managerA: a.tokens.manager,
    admin: await accessToken(t.app, 'admin@example.test', 'Admin-pass-1'),
  };
  const stone = await createStone(db);
  let day = 0;
  const as = (who: Who) => bearer(tokens[who]);
  return {
    showroomA: a.showroomId,
    showroomB: b.showroomId,
    stone,
    tokens,
    as,
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
    uploadReceipt(who, parts) {
      const body = multipartBody(parts);
      return t.app.inject({
        method: 'POST',
        url: '/api/payments/upload-receipt',
        headers: { ...as(who), ...body.headers },
        payload: body.payload,
      });
    },
  };
}

import { ZStonesResponse } from '@stonetool/contracts/stones';
import { clientMarkups } from '@stonetool/db/schema/pricing';
import { createClientMarkup, createWholesalePricing } from '@stonetool/db/seed/pricing';
import { createStone } from '@stonetool/db/seed/stones';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedShowroomWithOwner } from '../../../testing/fixtures';
import { accessToken } from '../../../testing/api-as';
import { seedShowroomTeam } from '../../../testing/showroom-team';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { findUserByEmail, loadPrincipal } from '../../auth/principal';
import { listStones } from './list-stones';

let t: TestApp;
let showroomId: string;
const bearer: Record<'sales' | 'manager' | 'otherOwner', string> = { sales: '', manager: '', otherOwner: '' };

function getStones(who: keyof typeof bearer, ifNoneMatch?: string) {
  return t.app.inject({
    method: 'GET',
    url: '/api/stones?mode=material',
    headers: {
      authorization: `Bearer ${bearer[who]}`,
      ...(ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {}),
    },
  });
}

async function currentEtag(who: keyof typeof bearer): Promise<string> {
  const response = await getStones(who);
  expect(response.statusCode).toBe(200);
  const etag = response.headers.etag;
  if (typeof etag !== 'string') throw new Error('no ETag');
  return etag;
}

function clientPriceOf(body: string, color: string): number | null | undefined {
  return ZStonesResponse.parse(JSON.parse(body)).find((stone) => stone.Color === color)?.client_price;
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const team = await seedShowroomTeam(t, 'a', { manager: { canSeeShowroomCosts: true } });
  showroomId = team.showroomId;
  await seedShowroomWithOwner(db, { email: 'other@example.test', password: 'Other-pass-1' });
  await createStone(db, {
    brand: 'Caesarstone',
    color: 'Calacatta Nuvo',
    slabCostCents: 100_000,
    msrpCents: null,
  });
  await createWholesalePricing(db, { showroomId, brand: 'Caesarstone', yourMarkupPercent: 50 });
  await createClientMarkup(db, {
    showroomId,
    brand: 'Caesarstone',
    clientMarkupPercent: 40,
    minimumMarginPercent: 0,
  });
  bearer.sales = team.tokens.salesperson;
  bearer.manager = team.tokens.manager;
  bearer.otherOwner = await accessToken(t.app, 'other@example.test', 'Other-pass-1');
});

afterAll(async () => {
  await t.close();
});

describe('revalidating the catalog with its ETag', () => {
  it('answers with a weak ETag the browser must revalidate before each use, per user', async () => {
    const response = await getStones('sales');
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.headers.vary).toContain('Authorization');
    expect(response.headers['content-type']).toContain('application/json');
    expect(ZStonesResponse.parse(response.json())).toHaveLength(1);
  });

  it('answers 304 with no body when the client holds the current catalog', async () => {
    const etag = await currentEtag('sales');
    const response = await getStones('sales', etag);
    expect(response.statusCode).toBe(304);
    expect(response.body).toBe('');
    expect(response.headers.etag).toBe(etag);
    // A list of tags, as browsers may send, and the strong form of the same tag match too.
    expect((await getStones('sales', `W/"older", ${etag}`)).statusCode).toBe(304);
    expect((await getStones('sales', etag.replace(/^W\//, ''))).statusCode).toBe(304);
  });

  it('sends the whole catalog for an unknown or outdated ETag', async () => {
    const response = await getStones('sales', 'W/"an-outdated-catalog"');
    expect(response.statusCode).toBe(200);
    expect(ZStonesResponse.parse(response.json())).toHaveLength(1);
  });

  it('gives callers who see different figures different ETags', async () => {
    const sales = await currentEtag('sales');
    const manager = await currentEtag('manager');
    const otherShowroom = await currentEtag('otherOwner');
    expect(new Set([sales, manager, otherShowroom]).size).toBe(3);
    // A salesperson's tag never revalidates the manager's copy, which carries the showroom cost.
    expect((await getStones('manager', sales)).statusCode).toBe(200);
  });

  it('shows a change of a pricing row at once: a new ETag and the new price', async () => {
    const before = await getStones('sales');
    const oldEtag = String(before.headers.etag);
    // $1,000 cost + 50 % = $1,500 wholesale; + 40 % = $2,100 for the client.
    expect(clientPriceOf(before.body, 'Calacatta Nuvo')).toBe(2100);

    await t.database.db
      .update(clientMarkups)
      .set({ clientMarkupPercent: 60 })
      .where(eq(clientMarkups.showroomId, showroomId));

    const after = await getStones('sales', oldEtag);
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(oldEtag);
    expect(clientPriceOf(after.body, 'Calacatta Nuvo')).toBe(2400);
    expect((await getStones('sales', String(after.headers.etag))).statusCode).toBe(304);
  });

  it('sees a change written by plain SQL, whatever updated_at says', async () => {
    const oldEtag = await currentEtag('sales');
    await t.database.db.execute(sql`update stones set slab_cost_cents = 200000, updated_at = '2000-01-01'`);
    const after = await getStones('sales', oldEtag);
    expect(after.statusCode).toBe(200);
    // $2,000 + 50 % = $3,000; + 60 % = $4,800.
    expect(clientPriceOf(after.body, 'Calacatta Nuvo')).toBe(4800);
  });

  it('sees a stone added to or removed from the catalog', async () => {
    const oldEtag = await currentEtag('sales');
    const added = await createStone(t.database.db, { brand: 'Caesarstone', color: 'Empira White' });
    const afterAdding = await getStones('sales', oldEtag);
    expect(afterAdding.statusCode).toBe(200);
    expect(ZStonesResponse.parse(afterAdding.json())).toHaveLength(2);

    await t.database.db.execute(sql`delete from stones where id = ${added.id}`);
    const afterRemoving = await getStones('sales', String(afterAdding.headers.etag));
    expect(afterRemoving.statusCode).toBe(200);
    expect(afterRemoving.headers.etag).toBe(oldEtag);
  });

  it('sends a visitor the empty catalog without an ETag', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/stones?mode=material' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
    expect(response.headers.etag).toBeUndefined();
  });

  it("prices again only what a brand's change touches, and answers byte for byte a catalog built from scratch", async () => {
    const db = t.database.db;
    await createStone(db, {
      brand: 'Silestone',
      color: 'Eternal Marquina',
      slabCostCents: 100_000,
      msrpCents: null,
    });
    await createWholesalePricing(db, { showroomId, brand: 'Silestone', yourMarkupPercent: 20 });
    const before = await getStones('sales');
    // $1,000 + 20 % = $1,200 wholesale; the default client mark-up applies.
    const silestoneBefore = clientPriceOf(before.body, 'Eternal Marquina');

    await db
      .update(clientMarkups)
      .set({ clientMarkupPercent: 10 })
      .where(eq(clientMarkups.showroomId, showroomId));
    const after = await getStones('sales', String(before.headers.etag));
    expect(after.statusCode).toBe(200);
    // $2,000 + 50 % = $3,000; + 10 % = $3,300.
    expect(clientPriceOf(after.body, 'Calacatta Nuvo')).toBe(3300);
    expect(clientPriceOf(after.body, 'Eternal Marquina')).toBe(silestoneBefore);

    const user = await findUserByEmail(db, 'sales-a@example.test');
    const principal = user ? await loadPrincipal(db, user, '') : null;
    expect(after.body).toBe(JSON.stringify(await listStones(t.ctx, principal)));
  });
});

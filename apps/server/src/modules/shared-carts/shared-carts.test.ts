import {
  ZClaimSharedCartResponse,
  ZCreateSharedCartResponse,
  ZSharedCartTokenResponse,
} from '@stonetool/contracts/shared-carts';
import type { StoneRow } from '@stonetool/db/schema/catalog';
import { mailOutbox } from '@stonetool/db/schema/mail';
import { sharedCarts } from '@stonetool/db/schema/shared-carts';
import { showrooms } from '@stonetool/db/schema/showrooms';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../testing/api-as';
import { createMaterialQuartz, useMaterialTestApp, type MaterialLogins } from '../orders/material-test-setup';

const DAY_MS = 24 * 60 * 60 * 1000;

const world = useMaterialTestApp();
/** 126 × 63 in = 55.125 sq ft; client price $3,045.00 per slab = $55.24 per sq ft. */
let quartz: StoneRow;

beforeAll(async () => {
  quartz = await createMaterialQuartz(world.t.database.db);
});

async function createCart(overrides: Record<string, unknown> = {}) {
  const response = await world.t.app.inject({
    method: 'POST',
    url: '/api/admin/create-shared-cart',
    headers: bearer(world.logins.tokens.admin),
    payload: {
      target_showroom_id: world.logins.showroomA,
      cart_items: [{ stone_id: quartz.id, brand: 'Wrong', quantity: 60, notes: 'Island' }],
      admin_notes: 'Client asked for this after the show',
      customer_reference: ' REF-7 ',
      ...overrides,
    },
  });
  expect(response.statusCode).toBe(200);
  return ZCreateSharedCartResponse.parse(response.json()).data;
}

function view(token: string) {
  return world.t.app.inject({
    method: 'GET',
    url: `/api/shared-cart-token?token=${encodeURIComponent(token)}`,
  });
}

function claim(token: string, who: keyof MaterialLogins['tokens']) {
  return world.t.app.inject({
    method: 'POST',
    url: '/api/shared-cart/claim',
    headers: bearer(world.logins.tokens[who]),
    payload: { share_token: token },
  });
}

describe('POST /api/admin/create-shared-cart', () => {
  it('returns a link with 256 random bits, stores only its hash, and expires in 7 days by default', async () => {
    const cart = await createCart();
    expect(cart.share_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cart.share_url).toBe(`http://localhost:3000/shared-cart/${cart.share_token}`);
    const [row] = await world.t.database.db.select().from(sharedCarts).where(eq(sharedCarts.id, cart.id));
    expect(row?.tokenHash).not.toContain(cart.share_token);
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(new Date(cart.expires_at).getTime() - new Date(cart.created_at).getTime()).toBe(7 * DAY_MS);
    expect(row?.items[0]).toMatchObject({ brand: 'Caesarstone', color: 'Pure White', quantity: 60 });
    expect(row?.customerReference).toBe('REF-7');
  });

  it("e-mails the link to the showroom's address through the outbox", async () => {
    const cart = await createCart({ showroom_contact_name: 'Dana' });
    const [showroom] = await world.t.database.db
      .select({ email: showrooms.email })
      .from(showrooms)
      .where(eq(showrooms.id, world.logins.showroomA));
    const mails = await world.t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'shared_cart'));
    const mail = mails.find((candidate) => candidate.textBody.includes(cart.share_url));
    expect(mail).toMatchObject({
      toAddresses: [showroom?.email],
      showroomId: world.logins.showroomA,
      subject: 'A shared cart for REF-7',
    });
    expect(mail?.textBody).toContain('Hello Dana,');
    expect(mail?.textBody).toContain('Client asked for this after the show');
    expect(mail?.textBody).toContain('- Caesarstone Pure White (');
    expect(mail?.textBody).toContain(': 60 sq ft (Island)');
  });

  it('writes neither the cart nor a mail when a stone is unknown', async () => {
    const before = (await world.t.database.db.select().from(mailOutbox)).length;
    const response = await world.t.app.inject({
      method: 'POST',
      url: '/api/admin/create-shared-cart',
      headers: bearer(world.logins.tokens.admin),
      payload: {
        target_showroom_id: world.logins.showroomA,
        cart_items: [{ stone_id: '00000000-0000-4000-8000-000000000000', quantity: 1 }],
        admin_notes: 'Notes',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(await world.t.database.db.select().from(mailOutbox)).toHaveLength(before);
  });

  it.each([
    ['no showroom', { target_showroom_id: '' }, 'Please select a showroom'],
    ['no stones', { cart_items: [] }, 'Please add at least one stone to the cart'],
    ['blank notes', { admin_notes: '   ' }, 'Please add context notes for the showroom'],
  ])('refuses %s with the spec message', async (_label, overrides, message) => {
    const response = await world.t.app.inject({
      method: 'POST',
      url: '/api/admin/create-shared-cart',
      headers: bearer(world.logins.tokens.admin),
      payload: {
        target_showroom_id: world.logins.showroomA,
        cart_items: [{ stone_id: quartz.id, quantity: 1 }],
        admin_notes: 'Notes',
        ...overrides,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: unknown }>().error).toBe(message);
  });

  it('is for the platform admin only', async () => {
    const response = await world.t.app.inject({
      method: 'POST',
      url: '/api/admin/create-shared-cart',
      headers: bearer(world.logins.tokens.ownerA),
      payload: {
        target_showroom_id: world.logins.showroomA,
        cart_items: [{ stone_id: quartz.id, quantity: 1 }],
        admin_notes: 'x',
      },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('GET /api/shared-cart-token', () => {
  it('shows a new cart to anyone with the link, marks it viewed, and prices it per square foot', async () => {
    const cart = await createCart();
    const first = ZSharedCartTokenResponse.parse((await view(cart.share_token)).json()).data;
    expect(first).toMatchObject({
      admin_name: 'Platform Admin',
      target_showroom_name: 'Showroom A',
      customer_reference: 'REF-7',
      status: 'new',
      is_expired: false,
      can_claim: true,
      items_count: 1,
    });
    expect(first.cart_items[0]).toMatchObject({
      brand: 'Caesarstone',
      quantity: 60,
      notes: 'Island',
      current_pricing: { client_price: 55.24, available: true },
    });
    const [row] = await world.t.database.db.select().from(sharedCarts).where(eq(sharedCarts.id, cart.id));
    expect(row?.status).toBe('viewed');
    expect(row?.viewedAt).not.toBeNull();
  });

  it('shows before the claim the whole slabs the claimed cart will hold and what they cost', async () => {
    const cart = await createCart({
      cart_items: [
        { stone_id: quartz.id, quantity: 2 },
        { stone_id: quartz.id, quantity: 60 },
      ],
    });
    const shown = ZSharedCartTokenResponse.parse((await view(cart.share_token)).json()).data;
    expect(
      shown.cart_items.map((item) => [item.quantity, item.slabs, item.slab_square_feet, item.slabs_price]),
    ).toEqual([
      [2, 1, 55.13, 3045],
      [60, 2, 55.13, 6090],
    ]);
    expect(shown.slabs_total).toBe(9135);
  });

  it('answers the first visitor New and every later one Viewed, also when they open it at once', async () => {
    const cart = await createCart();
    const statuses = await Promise.all(
      [1, 2, 3].map(
        async () => ZSharedCartTokenResponse.parse((await view(cart.share_token)).json()).data.status,
      ),
    );
    expect(statuses.toSorted()).toEqual(['new', 'viewed', 'viewed']);
    const later = ZSharedCartTokenResponse.parse((await view(cart.share_token)).json()).data;
    expect(later.status).toBe('viewed');
  });

  it('answers an unknown link with the page title and message', async () => {
    const response = await view('no-such-token');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      success: false,
      error: 'Cart not found',
      message: 'This shared cart link does not exist or may have been removed.',
    });
  });

  it('answers an expired cart with is_expired and no claim, and refuses to claim it', async () => {
    const cart = await createCart({ expires_in_days: 1 });
    // A day has passed: moved on the row, since moving the clock would also expire the world.logins.
    await world.t.database.db
      .update(sharedCarts)
      .set({ expiresAt: new Date(world.t.clock.now().getTime() - 1000) })
      .where(eq(sharedCarts.id, cart.id));
    const expired = ZSharedCartTokenResponse.parse((await view(cart.share_token)).json()).data;
    expect(expired).toMatchObject({ is_expired: true, can_claim: false, status: 'new' });
    const refused = await claim(cart.share_token, 'salesA');
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ error: unknown }>().error).toBe(
      'This shared cart has expired. Please contact the admin for a new link.',
    );
  });
});

describe('POST /api/shared-cart/claim', () => {
  it('gives the cart to a user of the target showroom, once', async () => {
    const cart = await createCart();
    const response = await claim(cart.share_token, 'managerA');
    expect(response.statusCode).toBe(200);
    const { data } = ZClaimSharedCartResponse.parse(response.json());
    expect(data).toMatchObject({
      source: 'admin_shared',
      admin_name: 'Platform Admin',
      customer_reference: 'REF-7',
    });
    expect(data.cart_items[0]).toMatchObject({
      stone_id: quartz.id,
      quantity: 60,
      current_pricing: { client_price: 55.24, showroom_price: 39.46, available: true },
    });
    expect(data.cart_items[0]?.image_url).toContain('/storage/v1/object/public/stone-images/');

    const again = await claim(cart.share_token, 'salesA');
    expect(again.statusCode).toBe(409);
    expect(again.json<{ error: unknown }>().error).toBe('This cart has already been claimed');
    expect((await claim(cart.share_token, 'managerA')).statusCode).toBe(200);
    const claimed = ZSharedCartTokenResponse.parse((await view(cart.share_token)).json()).data;
    expect(claimed).toMatchObject({ status: 'claimed', can_claim: false });
    expect(claimed.claimed_at).not.toBeNull();
  });

  it('never sends the showroom cost to a salesperson without cost access', async () => {
    const cart = await createCart();
    const { data } = ZClaimSharedCartResponse.parse((await claim(cart.share_token, 'salesA')).json());
    expect(data.cart_items[0]?.current_pricing).not.toHaveProperty('showroom_price');
  });

  it("refuses a claim by another showroom's user", async () => {
    const cart = await createCart();
    const response = await claim(cart.share_token, 'ownerB');
    expect(response.statusCode).toBe(403);
    expect(response.json<{ error: unknown }>().error).toBe('This cart was shared with another showroom');
    const admin = await claim(cart.share_token, 'admin');
    expect(admin.statusCode).toBe(403);
  });

  it('lets exactly one of concurrent claims win', async () => {
    const cart = await createCart();
    const responses = await Promise.all([
      claim(cart.share_token, 'salesA'),
      claim(cart.share_token, 'salesA2'),
      claim(cart.share_token, 'managerA'),
      claim(cart.share_token, 'ownerA'),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409, 409, 409]);
  });

  it('needs a login', async () => {
    const cart = await createCart();
    const response = await world.t.app.inject({
      method: 'POST',
      url: '/api/shared-cart/claim',
      payload: { share_token: cart.share_token },
    });
    expect(response.statusCode).toBe(401);
  });
});

import type { TSharedCartView } from '@stonetool/contracts/shared-carts';
import { sharedCarts } from '@stonetool/db/schema/shared-carts';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { assertUnderLimit, recordHit } from '../../rate-limit';
import { tokenLookupRules } from '../auth/rate-limit-rules';
import { dollarsOrNull, priceSharedCartItems, slabsTotalCents } from './shared-cart-pricing';
import { findSharedCartByToken, isSharedCartExpired } from './shared-cart-rows';

/**
 * GET /api/shared-cart-token: the public view of a shared cart, or null for an unknown token.
 * Opening a new cart marks it viewed (once, atomically), and the status answered is the one the
 * cart had before this view: the first visitor sees 'new', every later one 'viewed'. An expired
 * cart is still answered with its contents, `is_expired` true and `can_claim` false, so the page
 * can show Expired and ask the visitor to contact the admin; its status is left as it was.
 * `can_claim` says whether the cart itself can still be claimed (the page adds the login check).
 * Unknown links count against the caller's address (tokenLookupRules), so links cannot be guessed.
 */
export async function getSharedCart(
  ctx: AppContext,
  token: string,
  ipAddress: string,
): Promise<TSharedCartView | null> {
  const now = ctx.clock.now();
  const rules = tokenLookupRules('shared-cart', ctx.env.rateLimits, ipAddress);
  await assertUnderLimit(ctx.db, rules, now);
  const found = await findSharedCartByToken(ctx.db, token);
  if (!found) {
    await recordHit(ctx.db, rules, now);
    return null;
  }
  let { cart } = found;
  const expired = isSharedCartExpired(cart, now);
  if (!expired && cart.status === 'new') {
    const [markedViewed] = await ctx.db
      .update(sharedCarts)
      .set({ status: 'viewed', viewedAt: now })
      .where(and(eq(sharedCarts.id, cart.id), eq(sharedCarts.status, 'new')))
      .returning({ id: sharedCarts.id });
    // A concurrent first view won the update: this visitor is the second.
    if (!markedViewed) cart = { ...cart, status: 'viewed' };
  }
  const priced = await priceSharedCartItems(ctx.db, cart.targetShowroomId, cart.items);
  return {
    admin_name: found.adminName,
    customer_reference: cart.customerReference,
    admin_notes: cart.adminNotes,
    showroom_contact_name: cart.showroomContactName,
    target_showroom_name: found.targetShowroomName,
    status: cart.status,
    is_expired: expired,
    can_claim: !expired && cart.status !== 'claimed',
    expires_at: cart.expiresAt.toISOString(),
    claimed_at: cart.claimedAt?.toISOString() ?? null,
    created_at: cart.createdAt.toISOString(),
    items_count: cart.items.length,
    cart_items: priced.map(({ item, clientCentsPerSqft, available, slabs, slabSquareFeet, slabsCents }) => ({
      stone_id: item.stone_id,
      brand: item.brand,
      color: item.color,
      type: item.type,
      thickness: item.thickness,
      finish: item.finish,
      quantity: item.quantity,
      notes: item.notes ?? null,
      current_pricing: { client_price: dollarsOrNull(clientCentsPerSqft), available },
      slabs,
      slab_square_feet: slabSquareFeet,
      slabs_price: dollarsOrNull(slabsCents),
    })),
    slabs_total: dollarsOrNull(slabsTotalCents(priced)),
  };
}

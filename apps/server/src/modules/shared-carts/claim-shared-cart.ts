import type { TClaimedSharedCart } from '@stonetool/contracts/shared-carts';
import { sharedCarts, type SharedCartRow } from '@stonetool/db/schema/shared-carts';
import { and, eq, gt, ne } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { AppError } from '../../errors/app-error';
import type { Principal } from '../auth/principal';
import { hashToken } from '../auth/tokens';
import { publicObjectUrl } from '../catalog/stones/stone-image-url';
import { dollarsOrNull, priceSharedCartItems } from './shared-cart-pricing';
import { findSharedCartByToken, isSharedCartExpired } from './shared-cart-rows';

export const SHARED_CART_MESSAGES = {
  notFound: 'Cart not found',
  otherShowroom: 'This cart was shared with another showroom',
  alreadyClaimed: 'This cart has already been claimed',
  expired: 'This shared cart has expired. Please contact the admin for a new link.',
} as const;

/**
 * POST /api/shared-cart/claim. A cart is claimed once, by a signed-in user of its target
 * showroom, before it expires. The claim is one conditional UPDATE, so of concurrent claims
 * exactly one wins; the others are told it is already claimed. The winner asking again (a retry
 * after a lost answer) gets the cart again rather than an error, since it is theirs.
 */
export async function claimSharedCart(
  ctx: AppContext,
  principal: Principal,
  token: string,
): Promise<TClaimedSharedCart> {
  const now = ctx.clock.now();
  if (!principal.showroomId) throw new AppError('FORBIDDEN', SHARED_CART_MESSAGES.otherShowroom);
  const [claimed] = await ctx.db
    .update(sharedCarts)
    .set({ status: 'claimed', claimedAt: now, claimedByUserId: principal.userId })
    .where(
      and(
        eq(sharedCarts.tokenHash, hashToken(token)),
        eq(sharedCarts.targetShowroomId, principal.showroomId),
        ne(sharedCarts.status, 'claimed'),
        gt(sharedCarts.expiresAt, now),
      ),
    )
    .returning({ id: sharedCarts.id });

  const found = await findSharedCartByToken(ctx.db, token);
  if (!found) throw new AppError('NOT_FOUND', SHARED_CART_MESSAGES.notFound);
  if (!claimed) refuseClaim(found.cart, principal, now);
  return toClaimedCart(ctx, principal, found.cart, found.adminName);
}

function refuseClaim(cart: SharedCartRow, principal: Principal, now: Date): void {
  if (cart.targetShowroomId !== principal.showroomId) {
    throw new AppError('FORBIDDEN', SHARED_CART_MESSAGES.otherShowroom);
  }
  if (cart.status === 'claimed') {
    if (cart.claimedByUserId === principal.userId) return;
    throw new AppError('CONFLICT', SHARED_CART_MESSAGES.alreadyClaimed);
  }
  if (isSharedCartExpired(cart, now)) throw new AppError('CONFLICT', SHARED_CART_MESSAGES.expired);
  throw new AppError('CONFLICT');
}

async function toClaimedCart(
  ctx: AppContext,
  principal: Principal,
  cart: SharedCartRow,
  adminName: string,
): Promise<TClaimedSharedCart> {
  const seesShowroomCost = principal.permissions.has('read:showroom-costs');
  const priced = await priceSharedCartItems(ctx.db, cart.targetShowroomId, cart.items);
  return {
    cart_items: priced.map(({ item, imageKey, clientCentsPerSqft, showroomCentsPerSqft, available }) => ({
      stone_id: item.stone_id,
      brand: item.brand,
      type: item.type,
      color: item.color,
      thickness: item.thickness,
      finish: item.finish,
      quantity: item.quantity,
      notes: item.notes ?? null,
      image_url: publicObjectUrl(ctx.env.publicUrl, imageKey),
      current_pricing: {
        client_price: dollarsOrNull(clientCentsPerSqft),
        ...(seesShowroomCost ? { showroom_price: dollarsOrNull(showroomCentsPerSqft) } : {}),
        available,
      },
    })),
    customer_reference: cart.customerReference,
    admin_name: adminName,
    admin_notes: cart.adminNotes,
    source: 'admin_shared',
  };
}

import type { TCreateSharedCartRequest, TCreateSharedCartResponse } from '@stonetool/contracts/shared-carts';
import { stones } from '@stonetool/db/schema/catalog';
import { sharedCarts, type SharedCartItem } from '@stonetool/db/schema/shared-carts';
import { showrooms } from '@stonetool/db/schema/showrooms';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { AppError } from '../../errors/app-error';
import type { Principal } from '../auth/principal';
import { generateOpaqueToken, hashToken } from '../auth/tokens';
import { stoneIdentity } from '../catalog/stones/stone-identity';
import { enqueueMail } from '../mail/enqueue-mail';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The public page of a shared cart (spec 01 section 2). */
export function sharedCartUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/shared-cart/${encodeURIComponent(token)}`;
}

/**
 * POST /api/admin/create-shared-cart. The link's token is 256 random bits (base64url); only its
 * SHA-256 is stored, so the answer is the only place the link ever appears. Each line keeps the
 * catalog's names for its stone_id (the names in the request are ignored), and the cart expires
 * `expires_in_days` (default 7) after creation. The link is e-mailed to the showroom's address
 * through the outbox, in the transaction that creates the cart.
 */
export async function createSharedCart(
  ctx: AppContext,
  principal: Principal,
  input: TCreateSharedCartRequest,
): Promise<TCreateSharedCartResponse['data']> {
  const now = ctx.clock.now();
  const [showroom] = await ctx.db
    .select({ id: showrooms.id, name: showrooms.name, email: showrooms.email })
    .from(showrooms)
    .where(and(eq(showrooms.id, input.target_showroom_id), isNull(showrooms.deletedAt)));
  // A deleted showroom has no one left to claim the cart.
  if (!showroom) throw new AppError('NOT_FOUND', 'Showroom not found');

  const ids = [...new Set(input.cart_items.map((item) => item.stone_id))];
  const rows = await ctx.db
    .select()
    .from(stones)
    .where(and(inArray(stones.id, ids), isNull(stones.retiredAt)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const items: SharedCartItem[] = input.cart_items.map((item) => {
    const stone = byId.get(item.stone_id);
    if (!stone) throw new AppError('VALIDATION_FAILED', 'Stone not found');
    return {
      ...stoneIdentity(stone),
      quantity: item.quantity,
      ...(item.notes ? { notes: item.notes } : {}),
    };
  });

  const token = generateOpaqueToken();
  const shareUrl = sharedCartUrl(ctx.env.publicUrl, token);
  const row = await ctx.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(sharedCarts)
      .values({
        tokenHash: hashToken(token),
        createdByUserId: principal.userId,
        targetShowroomId: showroom.id,
        items,
        adminNotes: input.admin_notes,
        showroomContactName: input.showroom_contact_name,
        customerReference: input.customer_reference,
        expiresAt: new Date(now.getTime() + input.expires_in_days * DAY_MS),
        createdAt: now,
      })
      .returning();
    if (!inserted) throw new Error('shared cart insert returned no row');
    await enqueueMail(
      tx,
      {
        kind: 'shared_cart',
        to: showroom.email,
        showroomId: showroom.id,
        subject: sharedCartMailSubject(input.customer_reference),
        text: sharedCartMailText(showroom.name, input, items, shareUrl, inserted.expiresAt),
      },
      now,
    );
    return inserted;
  });
  return {
    id: row.id,
    share_token: token,
    share_url: shareUrl,
    target_showroom_id: showroom.id,
    target_showroom_name: showroom.name,
    items_count: items.length,
    expires_at: row.expiresAt.toISOString(),
    created_at: row.createdAt.toISOString(),
  };
}

function sharedCartMailSubject(customerReference: string | null): string {
  return customerReference ? `A shared cart for ${customerReference}` : 'A shared cart for your showroom';
}

/** The mail's text: who it is for, the admin's notes, the stones and the link with its expiry date. */
function sharedCartMailText(
  showroomName: string,
  input: TCreateSharedCartRequest,
  items: SharedCartItem[],
  shareUrl: string,
  expiresAt: Date,
): string {
  return [
    `Hello ${input.showroom_contact_name ?? showroomName},`,
    '',
    'A cart of stones has been prepared for you.',
    ...(input.customer_reference ? [`Customer reference: ${input.customer_reference}`] : []),
    '',
    input.admin_notes,
    '',
    'Stones:',
    ...items.map(
      (item) =>
        `- ${item.brand} ${item.color} (${item.type}, ${item.thickness}, ${item.finish}): ${item.quantity} sq ft` +
        (item.notes ? ` (${item.notes})` : ''),
    ),
    '',
    `Open the cart and load it into your Material Mode: ${shareUrl}`,
    `The link works until ${expiresAt.toISOString().slice(0, 10)}.`,
  ].join('\n');
}

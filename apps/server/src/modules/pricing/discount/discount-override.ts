import type { Executor } from '@stonetool/db/client';
import { users } from '@stonetool/db/schema/auth';
import { discountOverrides, orderItems, type OverrideMethod } from '@stonetool/db/schema/orders';
import { teamMembers } from '@stonetool/db/schema/team';
import { looseEquals } from '@stonetool/domain/estimate/loose-match';
import type { OverrideReason } from '@stonetool/domain/pricing/discount';
import { and, eq, isNull, notExists } from 'drizzle-orm';
import { z } from 'zod';
import { AppError } from '../../../errors/app-error';
import { assertUnderLimit, recordHit, type RateLimitRule } from '../../../rate-limit';
import type { Principal } from '../../auth/principal';
import { verifyPassword } from '../../auth/passwords';

/** The answer to a wrong manager password or PIN: it does not say which people were tried. */
export const OVERRIDE_REFUSED_MESSAGE = 'Manager password or PIN is incorrect.';

/**
 * Wrong manager passwords and PINs per caller: 5 in 15 minutes, the sign-in policy, since a PIN
 * of 4 digits would otherwise fall to a script in minutes.
 */
export function overrideAttemptRules(userId: string): RateLimitRule[] {
  return [{ key: `discount-override:user:${userId}`, limit: 5, windowSeconds: 15 * 60 }];
}

/** An approved override is good for one cart session (spec 03 section 9: 24 hours). */
export const OVERRIDE_VALID_MS = 24 * 60 * 60 * 1000;

interface Approver {
  teamMemberId: string | null;
  userId: string | null;
  name: string;
  hash: string;
  method: OverrideMethod;
}

/**
 * Who may approve a discount in a showroom (issue 4): its active managers, by their PIN or their
 * login password, and its owner, by the owner's password. Disabled logins cannot approve. The
 * caller cannot approve their own discount, except the owner, who has no one above them and
 * confirms a discount below the floor with their own password.
 */
async function approversOf(db: Executor, showroomId: string, principal: Principal): Promise<Approver[]> {
  const [managers, owners] = await Promise.all([
    db
      .select({ member: teamMembers, passwordHash: users.passwordHash, disabledAt: users.disabledAt })
      .from(teamMembers)
      .leftJoin(users, eq(users.id, teamMembers.userId))
      .where(
        and(
          eq(teamMembers.showroomId, showroomId),
          eq(teamMembers.role, 'manager'),
          eq(teamMembers.isActive, true),
        ),
      ),
    db
      .select({ id: users.id, name: users.name, passwordHash: users.passwordHash })
      .from(users)
      .where(
        and(
          eq(users.showroomId, showroomId),
          eq(users.isPlatformAdmin, false),
          isNull(users.disabledAt),
          notExists(
            db.select({ id: teamMembers.id }).from(teamMembers).where(eq(teamMembers.userId, users.id)),
          ),
        ),
      ),
  ]);
  const approvers: Approver[] = [];
  for (const { member, passwordHash, disabledAt } of managers) {
    if (member.userId === principal.userId) continue;
    const base = { teamMemberId: member.id, userId: member.userId, name: member.name };
    if (member.pinHash) approvers.push({ ...base, hash: member.pinHash, method: 'pin' });
    if (passwordHash && !disabledAt) approvers.push({ ...base, hash: passwordHash, method: 'password' });
  }
  for (const owner of owners) {
    approvers.push({
      teamMemberId: null,
      userId: owner.id,
      name: owner.name ?? 'Owner',
      hash: owner.passwordHash,
      method: 'password',
    });
  }
  return approvers;
}

export interface ApproveOverrideInput {
  showroomId: string;
  principal: Principal;
  /** The manager's password or PIN as typed. */
  secret: string;
  brand: string;
  /** The price per slab the discount applies to. */
  priceCents: number;
  discountPercent: number;
  reasons: readonly OverrideReason[];
  now: Date;
}

export interface ApprovedOverride {
  overrideId: string;
  approverName: string;
  method: OverrideMethod;
}

/**
 * Checks a manager's password or PIN and records the approved override in discount_overrides
 * (who asked, who approved, how, for which brand, price and percent). A wrong secret is counted
 * against the caller and refused with 403; past the limit every attempt answers 429 until the
 * window ends, right or wrong, so guessing cannot continue.
 */
export async function approveDiscountOverride(
  db: Executor,
  input: ApproveOverrideInput,
): Promise<ApprovedOverride> {
  const rules = overrideAttemptRules(input.principal.userId);
  await assertUnderLimit(db, rules, input.now);
  const approvers = await approversOf(db, input.showroomId, input.principal);
  const matches = await Promise.all(approvers.map((approver) => verifyPassword(approver.hash, input.secret)));
  const approver = approvers.find((_, index) => matches[index]);
  if (!approver) {
    await recordHit(db, rules, input.now);
    throw new AppError('FORBIDDEN', OVERRIDE_REFUSED_MESSAGE);
  }
  const [row] = await db
    .insert(discountOverrides)
    .values({
      showroomId: input.showroomId,
      brand: input.brand,
      catalogPriceCents: input.priceCents,
      discountPercent: input.discountPercent,
      requestedByUserId: input.principal.userId,
      approvedByTeamMemberId: approver.teamMemberId,
      approvedByUserId: approver.userId,
      method: approver.method,
      reason: input.reasons.join(', '),
      createdAt: input.now,
    })
    .returning({ id: discountOverrides.id });
  if (!row) throw new Error('discount override not inserted');
  return { overrideId: row.id, approverName: approver.name, method: approver.method };
}

export interface OverrideUse {
  showroomId: string;
  principal: Principal;
  overrideId: string;
  brand: string;
  /** The price per slab the discount applies to (the special price when one applies). */
  priceCents: number;
  discountPercent: number;
  now: Date;
}

/**
 * Whether an approved override covers this discount: same showroom, asked for by the same login,
 * for the same brand, price per slab and percent, approved within the last 24 hours, and not yet
 * on an order line (an override approves one sale, not every later one).
 */
export async function isOverrideApproved(db: Executor, use: OverrideUse): Promise<boolean> {
  if (!z.guid().safeParse(use.overrideId).success) return false;
  const [row] = await db
    .select()
    .from(discountOverrides)
    .where(
      and(
        eq(discountOverrides.id, use.overrideId),
        eq(discountOverrides.showroomId, use.showroomId),
        notExists(
          db
            .select({ id: orderItems.id })
            .from(orderItems)
            .where(eq(orderItems.discountOverrideId, discountOverrides.id)),
        ),
      ),
    );
  if (!row) return false;
  const age = use.now.getTime() - row.createdAt.getTime();
  return (
    row.requestedByUserId === use.principal.userId &&
    looseEquals(row.brand, use.brand) &&
    row.catalogPriceCents === use.priceCents &&
    row.discountPercent === use.discountPercent &&
    age >= 0 &&
    age <= OVERRIDE_VALID_MS
  );
}

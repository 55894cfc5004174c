import {
  SHOWROOM_ACCOUNT_MESSAGES,
  type TDeleteShowroomRequest,
} from '@stonetool/contracts/admin-showroom-accounts';
import { authSessions, users } from '@stonetool/db/schema/auth';
import { showrooms } from '@stonetool/db/schema/showrooms';
import { teamMembers } from '@stonetool/db/schema/team';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { AppContext } from '../../../app-context';
import { AppError } from '../../../errors/app-error';
import { findLiveShowroom } from './owner-login';

/**
 * POST /api/admin/delete-showroom behind a strong confirmation: the request may carry the
 * showroom's name, typed again, which must then match. Deleting keeps the records (docs/decisions/058-showroom-accounts.md, "Showroom accounts"): every
 * login of the showroom (owner and team) is disabled and its sessions end at once, the showroom
 * leaves the admin lists, and its orders, payments and quotes stay for the accounting period.
 */
export async function deleteShowroom(ctx: AppContext, input: TDeleteShowroomRequest): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const showroom = await findLiveShowroom(tx, input.id);
    if (input.confirm_name !== undefined && input.confirm_name.trim() !== showroom.name.trim()) {
      throw new AppError('VALIDATION_FAILED', SHOWROOM_ACCOUNT_MESSAGES.confirmNameMismatch);
    }
    await tx.update(showrooms).set({ deletedAt: now, updatedAt: now }).where(eq(showrooms.id, showroom.id));
    const members = tx
      .select({ userId: teamMembers.userId })
      .from(teamMembers)
      .where(eq(teamMembers.showroomId, showroom.id));
    const logins = await tx
      .update(users)
      .set({ disabledAt: now, updatedAt: now })
      .where(
        and(
          or(eq(users.showroomId, showroom.id), inArray(users.id, members)),
          eq(users.isPlatformAdmin, false),
          isNull(users.disabledAt),
        ),
      )
      .returning({ id: users.id });
    if (logins.length > 0) {
      await tx
        .update(authSessions)
        .set({ revokedAt: now, revokeReason: 'user_disabled' })
        .where(
          and(
            inArray(
              authSessions.userId,
              logins.map((login) => login.id),
            ),
            isNull(authSessions.revokedAt),
          ),
        );
    }
  });
}

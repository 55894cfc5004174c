import { users } from '@stonetool/db/schema/auth';
import { teamMembers } from '@stonetool/db/schema/team';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { revokeUserSessions } from '../auth/sessions';
import { findManagedMember } from './team-member-rules';

/**
 * DELETE /api/showroom/salespersons?id= (spec 03 section 7), for the owner of `showroomId`.
 * A soft delete: the member row stays, inactive, so past orders, quotes and consultations keep
 * the name of who made them (spec 03 section 2: orders show who placed them); their PIN is
 * dropped. Their login is disabled and every session of theirs revoked in the same transaction,
 * so their next API call is refused and their refresh token fails. The login row keeps its
 * e-mail: adding a member with that address again brings this member back (createTeamMember).
 */
export async function removeTeamMember(ctx: AppContext, showroomId: string, id: string): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const member = await findManagedMember(tx, showroomId, id);
    await tx.update(teamMembers).set({ isActive: false, pinHash: null }).where(eq(teamMembers.id, member.id));
    if (member.userId) {
      await tx.update(users).set({ disabledAt: now }).where(eq(users.id, member.userId));
      await revokeUserSessions(tx, member.userId, 'user_disabled', now);
    }
  });
}

import {
  TEAM_MESSAGES,
  type TSaveTeamMemberResponse,
  type TUpdateTeamMemberInput,
} from '@stonetool/contracts/team';
import { users } from '@stonetool/db/schema/auth';
import { teamMembers } from '@stonetool/db/schema/team';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { hashNewPassword, hashPassword } from '../auth/passwords';
import { consumeAllRecoveryTokens } from '../auth/recovery-tokens';
import { revokeUserSessions } from '../auth/sessions';
import {
  assertEmailAvailable,
  findManagedMember,
  insertLogin,
  rethrowEmailTaken,
  rolePermissionColumns,
} from './team-member-rules';
import { toTeamMemberRecord } from './team-member-record';

/**
 * PUT /api/showroom/salespersons (spec 03 sections 4 and 5), for the owner of `showroomId`. A blank
 * password or PIN keeps the current one. A new password for a member with a login ends every
 * session of theirs at once (their next call is refused, their refresh token fails) and voids
 * their outstanding recovery links; for a member without a login it creates one (section 4). The
 * login's e-mail and name follow the member's; permissions follow the role.
 */
export async function updateTeamMember(
  ctx: AppContext,
  showroomId: string,
  input: TUpdateTeamMemberInput,
): Promise<TSaveTeamMemberResponse> {
  const passwordHash = input.password ? await hashNewPassword(input.password) : null;
  const pinHash = input.pin ? await hashPassword(input.pin) : null;
  const now = ctx.clock.now();
  const saved = await ctx.db
    .transaction(async (tx) => {
      const member = await findManagedMember(tx, showroomId, input.id);
      await assertEmailAvailable(
        tx,
        input.email,
        { memberId: member.id, userId: member.userId },
        { showroomId },
      );
      let userId = member.userId;
      let message: string = TEAM_MESSAGES.updated;
      if (userId) {
        await tx
          .update(users)
          .set({
            email: input.email,
            name: input.name,
            ...(passwordHash ? { passwordHash, passwordChangedAt: now } : {}),
          })
          .where(eq(users.id, userId));
        if (passwordHash) {
          await revokeUserSessions(tx, userId, 'password_changed', now);
          await consumeAllRecoveryTokens(tx, userId, now);
        }
      } else if (passwordHash) {
        userId = await insertLogin(tx, showroomId, input, passwordHash);
        message = TEAM_MESSAGES.updatedWithLogin;
      }
      const [updated] = await tx
        .update(teamMembers)
        .set({
          userId,
          name: input.name,
          email: input.email,
          phone: input.phone,
          ...rolePermissionColumns(input.role),
          pinHash: pinHash ?? member.pinHash,
        })
        .where(eq(teamMembers.id, member.id))
        .returning();
      if (!updated) throw new Error('team member update returned no row');
      return { member: updated, message };
    })
    .catch(rethrowEmailTaken);
  return { success: true, message: saved.message, salesperson: toTeamMemberRecord(saved.member) };
}

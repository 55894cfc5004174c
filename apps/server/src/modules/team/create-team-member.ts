import {
  TEAM_MESSAGES,
  type TCreateTeamMemberInput,
  type TSaveTeamMemberResponse,
} from '@stonetool/contracts/team';
import type { Transaction } from '@stonetool/db/client';
import { users } from '@stonetool/db/schema/auth';
import { teamMembers, type TeamMemberRow } from '@stonetool/db/schema/team';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { AppError } from '../../errors/app-error';
import { hashNewPassword, hashPassword } from '../auth/passwords';
import { findUserByEmail } from '../auth/principal';
import {
  assertEmailAvailable,
  findManagedMember,
  insertLogin,
  rethrowEmailTaken,
  rolePermissionColumns,
} from './team-member-rules';
import { toTeamMemberRecord } from './team-member-record';

interface Hashes {
  passwordHash: string;
  pinHash: string | null;
}

/**
 * POST /api/auth/create-team-member (spec 03 sections 3, 4 and 7), for the owner of `showroomId`:
 * - a new member with a login (argon2id password, PIN hashed the same way);
 * - with `existingMemberId`, a login for a member of the showroom who has none;
 * - an e-mail whose login belongs to a member this showroom removed brings that member back
 *   (same id, so their past orders and consultations stay theirs) with the new details.
 * Any other e-mail already on the platform answers 409, worded so that only the showroom's own
 * accounts are named (assertEmailAvailable). Permissions follow the role.
 */
export async function createTeamMember(
  ctx: AppContext,
  showroomId: string,
  input: TCreateTeamMemberInput,
): Promise<TSaveTeamMemberResponse> {
  // Hashing takes a fraction of a second: done before the transaction, so no lock waits on it.
  const hashes: Hashes = {
    passwordHash: await hashNewPassword(input.password),
    pinHash: input.pin ? await hashPassword(input.pin) : null,
  };
  const now = ctx.clock.now();
  const saved = await ctx.db
    .transaction(async (tx) => {
      if (input.existingMemberId) {
        return {
          member: await addLogin(tx, showroomId, input.existingMemberId, input, hashes),
          message: TEAM_MESSAGES.updatedWithLogin,
        };
      }
      const removed = await removedMemberWithLogin(tx, showroomId, input.email);
      if (removed) {
        return { member: await restore(tx, removed, input, hashes, now), message: TEAM_MESSAGES.created };
      }
      await assertEmailAvailable(tx, input.email, { memberId: null, userId: null }, { showroomId });
      const userId = await insertLogin(tx, showroomId, input, hashes.passwordHash);
      const [member] = await tx
        .insert(teamMembers)
        .values({ showroomId, userId, ...memberColumns(input), pinHash: hashes.pinHash })
        .returning();
      if (!member) throw new Error('team member insert returned no row');
      return { member, message: TEAM_MESSAGES.created };
    })
    .catch(rethrowEmailTaken);
  return { success: true, message: saved.message, salesperson: toTeamMemberRecord(saved.member) };
}

function memberColumns(input: Pick<TCreateTeamMemberInput, 'name' | 'email' | 'phone' | 'role'>) {
  return { name: input.name, email: input.email, phone: input.phone, ...rolePermissionColumns(input.role) };
}

async function addLogin(
  tx: Transaction,
  showroomId: string,
  memberId: string,
  input: TCreateTeamMemberInput,
  hashes: Hashes,
): Promise<TeamMemberRow> {
  const member = await findManagedMember(tx, showroomId, memberId);
  if (member.userId) throw new AppError('CONFLICT', TEAM_MESSAGES.alreadyHasLogin);
  await assertEmailAvailable(tx, input.email, { memberId: member.id, userId: null }, { showroomId });
  const userId = await insertLogin(tx, showroomId, input, hashes.passwordHash);
  const [updated] = await tx
    .update(teamMembers)
    .set({ userId, ...memberColumns(input), pinHash: hashes.pinHash ?? member.pinHash })
    .where(eq(teamMembers.id, member.id))
    .returning();
  if (!updated) throw new Error('team member update returned no row');
  return updated;
}

async function removedMemberWithLogin(
  tx: Transaction,
  showroomId: string,
  email: string,
): Promise<TeamMemberRow | undefined> {
  const user = await findUserByEmail(tx, email);
  if (!user) return undefined;
  const [member] = await tx
    .select()
    .from(teamMembers)
    .where(
      and(
        eq(teamMembers.userId, user.id),
        eq(teamMembers.showroomId, showroomId),
        eq(teamMembers.isActive, false),
      ),
    )
    .for('update');
  return member;
}

async function restore(
  tx: Transaction,
  member: TeamMemberRow,
  input: TCreateTeamMemberInput,
  hashes: Hashes,
  now: Date,
): Promise<TeamMemberRow> {
  if (!member.userId) throw new Error('a restored member has a login');
  await tx
    .update(users)
    .set({ name: input.name, passwordHash: hashes.passwordHash, passwordChangedAt: now, disabledAt: null })
    .where(eq(users.id, member.userId));
  const [restored] = await tx
    .update(teamMembers)
    .set({ ...memberColumns(input), pinHash: hashes.pinHash, isActive: true })
    .where(eq(teamMembers.id, member.id))
    .returning();
  if (!restored) throw new Error('team member update returned no row');
  return restored;
}

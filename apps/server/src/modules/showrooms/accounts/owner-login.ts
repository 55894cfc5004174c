import { SHOWROOM_ACCOUNT_MESSAGES } from '@stonetool/contracts/admin-showroom-accounts';
import type { Executor } from '@stonetool/db/client';
import { users, type UserRow } from '@stonetool/db/schema/auth';
import { showrooms, type ShowroomRow } from '@stonetool/db/schema/showrooms';
import { teamMembers } from '@stonetool/db/schema/team';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { AppError } from '../../../errors/app-error';

/** A showroom the admin manages, locked for the rest of the transaction; a deleted one is not found. */
export async function findLiveShowroom(db: Executor, id: string): Promise<ShowroomRow> {
  const [showroom] = await db
    .select()
    .from(showrooms)
    .where(and(eq(showrooms.id, id), isNull(showrooms.deletedAt)))
    .for('update');
  if (!showroom) throw new AppError('NOT_FOUND', SHOWROOM_ACCOUNT_MESSAGES.notFound);
  return showroom;
}

/**
 * The showroom's owner login: a login on the showroom that is neither a platform admin nor linked
 * from a team member (docs/decisions/003-database-conventions.md, database conventions). The oldest one if there are several.
 */
export async function findOwnerLogin(db: Executor, showroomId: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(users)
    .leftJoin(teamMembers, eq(teamMembers.userId, users.id))
    .where(and(eq(users.showroomId, showroomId), eq(users.isPlatformAdmin, false), isNull(teamMembers.id)))
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(1);
  return row?.user;
}

import { TEAM_MESSAGES } from '@stonetool/contracts/team';
import type { Executor, Transaction } from '@stonetool/db/client';
import { users } from '@stonetool/db/schema/auth';
import { teamMembers, type TeamMemberRow } from '@stonetool/db/schema/team';
import { TEAM_ROLE_PERMISSIONS, type TeamRole } from '@stonetool/domain/accounts';
import { and, eq, ne } from 'drizzle-orm';
import { AppError } from '../../errors/app-error';
import { isUniqueViolation } from '../../errors/unique-violation';

/**
 * An active member of the caller's showroom, locked for the rest of the transaction. A member of
 * another showroom, an unknown id and a removed member all answer 404 alike, so ids of other
 * tenants cannot be probed.
 */
export async function findManagedMember(
  db: Executor,
  showroomId: string,
  id: string,
): Promise<TeamMemberRow> {
  const [member] = await db
    .select()
    .from(teamMembers)
    .where(
      and(eq(teamMembers.id, id), eq(teamMembers.showroomId, showroomId), eq(teamMembers.isActive, true)),
    )
    .for('update');
  if (!member) throw new AppError('NOT_FOUND', TEAM_MESSAGES.notFound);
  return member;
}

/**
 * A member's e-mail is unique across the platform: no other login (owner, admin, fabricator or
 * team member, removed ones included, since their login row keeps the address) and no other
 * active member without a login may carry it. `own` names the member and login being edited.
 * `askedBy` is who is told why: the platform admin sees every account, so hears that the address
 * is in use; a showroom owner hears it only of their own showroom's, and of anyone else's the same
 * neutral refusal a race gets, which names no account.
 */
export async function assertEmailAvailable(
  db: Executor,
  email: string,
  own: { memberId: string | null; userId: string | null },
  askedBy: { showroomId: string } | 'platform-admin',
): Promise<void> {
  const [login] = await db
    .select({ showroomId: users.showroomId })
    .from(users)
    .where(own.userId ? and(eq(users.email, email), ne(users.id, own.userId)) : eq(users.email, email));
  const [member] = login
    ? []
    : await db
        .select({ showroomId: teamMembers.showroomId })
        .from(teamMembers)
        .where(
          and(
            eq(teamMembers.email, email),
            eq(teamMembers.isActive, true),
            ...(own.memberId ? [ne(teamMembers.id, own.memberId)] : []),
          ),
        );
  const holder = login ?? member;
  if (!holder) return;
  const seen = askedBy === 'platform-admin' || holder.showroomId === askedBy.showroomId;
  throw new AppError('CONFLICT', seen ? TEAM_MESSAGES.emailTaken : TEAM_MESSAGES.emailUnavailable);
}

/**
 * Two callers adding the same address at once: the users table's unique e-mail refuses the
 * second, whose showroom the other may not be, so the answer names no account.
 */
export function rethrowEmailTaken(error: unknown): never {
  if (isUniqueViolation(error, 'users_email_unique'))
    throw new AppError('CONFLICT', TEAM_MESSAGES.emailUnavailable);
  throw error;
}

/** The permission columns of a role (packages/domain TEAM_ROLE_PERMISSIONS), set whenever the role is saved. */
export function rolePermissionColumns(role: TeamRole) {
  const permissions = TEAM_ROLE_PERMISSIONS[role];
  return {
    role,
    canSeeWholesaleCosts: permissions.canSeeWholesaleCosts,
    canSeeShowroomCosts: permissions.canSeeShowroomCosts,
    maxDiscountPercent: permissions.maxDiscountPercent,
  };
}

/** A team member's login carries the showroom too, as the demo data's do. */
export async function insertLogin(
  tx: Transaction,
  showroomId: string,
  input: { name: string; email: string },
  passwordHash: string,
): Promise<string> {
  const [user] = await tx
    .insert(users)
    .values({ email: input.email, name: input.name, passwordHash, showroomId, isPlatformAdmin: false })
    .returning({ id: users.id });
  if (!user) throw new Error('user insert returned no row');
  return user.id;
}

import type { Executor } from '@stonetool/db/client';
import { teamMembers } from '@stonetool/db/schema/team';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../errors/app-error';
import type { Principal } from '../auth/principal';

/** The team member credited with a consultation, comparison or order; null means the owner. */
export interface Salesperson {
  id: string | null;
  name: string;
}

/**
 * Who may credit someone else (spec 01 section 5: the salesperson is auto-assigned for a team
 * member who cannot choose another): the owner and managers may pick any active member of their
 * showroom; every other team member is always credited themselves.
 */
export function canChooseSalesperson(principal: Principal): boolean {
  return !principal.isTeamMember || principal.teamMember?.role === 'manager';
}

/**
 * The salesperson of a call. Without an id, the calling team member, or the owner ('Owner').
 * A named id must be an active team member of the showroom ('Salesperson not found' otherwise),
 * and a team member who may not choose is refused another member's id.
 */
export async function resolveSalesperson(
  db: Executor,
  principal: Principal,
  showroomId: string,
  requestedId: string | null | undefined,
): Promise<Salesperson> {
  const self: Salesperson =
    principal.isTeamMember && principal.teamMember
      ? { id: principal.teamMember.id, name: principal.teamMember.name }
      : { id: null, name: 'Owner' };
  if (!requestedId || requestedId === self.id) return self;
  if (!canChooseSalesperson(principal)) throw new AppError('FORBIDDEN');
  const [member] = await db
    .select({ id: teamMembers.id, name: teamMembers.name })
    .from(teamMembers)
    .where(
      and(
        eq(teamMembers.id, requestedId),
        eq(teamMembers.showroomId, showroomId),
        eq(teamMembers.isActive, true),
      ),
    );
  if (!member) throw new AppError('VALIDATION_FAILED', 'Salesperson not found');
  return member;
}

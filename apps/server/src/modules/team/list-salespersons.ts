import type { TSalesperson } from '@stonetool/contracts/pricing';
import type { TTeamMemberRecord } from '@stonetool/contracts/team';
import type { Executor } from '@stonetool/db/client';
import { teamMembers } from '@stonetool/db/schema/team';
import { asc, eq } from 'drizzle-orm';
import { toSalesperson, toTeamMemberRecord } from './team-member-record';

/**
 * GET /api/showroom/salespersons: every team member of the caller's showroom, active or not
 * (spec 01: the consultation form offers the active ones; an old consultation may name an
 * inactive, i.e. removed, one). Anyone on the team may be credited with a sale, so every role is
 * listed. The 'credit' view has no contact details or permissions, so any team member may read
 * it; the owner's 'manage' view (Team Management) adds them, and says whether a login and a PIN
 * exist without ever returning the PIN.
 */
export async function listSalespersons(
  db: Executor,
  showroomId: string,
  view: 'credit' | 'manage',
): Promise<TSalesperson[] | TTeamMemberRecord[]> {
  const rows = await db
    .select()
    .from(teamMembers)
    .where(eq(teamMembers.showroomId, showroomId))
    .orderBy(asc(teamMembers.name), asc(teamMembers.id));
  return view === 'manage' ? rows.map(toTeamMemberRecord) : rows.map(toSalesperson);
}

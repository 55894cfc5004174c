import type { TSalesperson } from '@stonetool/contracts/pricing';
import type { Executor } from '@stonetool/db/client';
import { teamMembers } from '@stonetool/db/schema/team';
import { asc, eq } from 'drizzle-orm';

/**
 * GET /api/showroom/salespersons: every team member of the caller's showroom, active or not
 * (spec 01: the consultation form offers the active ones; an old consultation may name an
 * inactive one). Anyone on the team may be credited with a sale, so every role is listed. No
 * contact details or permissions: a salesperson may call this.
 */
export async function listSalespersons(db: Executor, showroomId: string): Promise<TSalesperson[]> {
  const rows = await db
    .select({
      id: teamMembers.id,
      name: teamMembers.name,
      role: teamMembers.role,
      isActive: teamMembers.isActive,
    })
    .from(teamMembers)
    .where(eq(teamMembers.showroomId, showroomId))
    .orderBy(asc(teamMembers.name), asc(teamMembers.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    role: row.role,
    is_active: row.isActive,
    isTeamMember: true as const,
  }));
}

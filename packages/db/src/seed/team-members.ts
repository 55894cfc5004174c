import type { Executor } from '../client';
import { teamMembers, type NewTeamMemberRow, type TeamMemberRow } from '../schema/team';
import { uniqueSuffix } from './unique';

export type CreateTeamMemberInput = Partial<NewTeamMemberRow> & { showroomId: string };

/**
 * A team member, by default a salesperson who sees no costs and may give 10 % discount. Pass a
 * `userId` (from createUser) for a member with a login, and `pinHash` for one with a quick PIN.
 */
export async function createTeamMember(db: Executor, input: CreateTeamMemberInput): Promise<TeamMemberRow> {
  const suffix = uniqueSuffix();
  const [row] = await db
    .insert(teamMembers)
    .values({
      name: `Sam Rivera ${suffix}`,
      phone: '(512) 555-0177',
      role: 'salesperson',
      canSeeWholesaleCosts: false,
      canSeeShowroomCosts: false,
      maxDiscountPercent: 10,
      ...input,
      email:
        input.email === undefined ? `member-${suffix}@example.test` : (input.email?.toLowerCase() ?? null),
    })
    .returning();
  if (!row) throw new Error('team member not inserted');
  return row;
}

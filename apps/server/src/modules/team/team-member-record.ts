import type { TSalesperson } from '@stonetool/contracts/pricing';
import type { TTeamMemberRecord } from '@stonetool/contracts/team';
import type { TeamMemberRow } from '@stonetool/db/schema/team';

/** What anyone on the team may read of a colleague: enough to credit a sale (spec 01 section 7). */
export function toSalesperson(row: TeamMemberRow): TSalesperson {
  return { id: row.id, name: row.name, role: row.role, is_active: row.isActive, isTeamMember: true };
}

/** A member as the owner manages it: contact details, login and PIN status, never the PIN. */
export function toTeamMemberRecord(row: TeamMemberRow): TTeamMemberRecord {
  return {
    ...toSalesperson(row),
    email: row.email,
    phone: row.phone,
    auth_user_id: row.userId,
    has_pin: row.pinHash !== null,
    permissions: {
      canSeeWholesaleCosts: row.canSeeWholesaleCosts,
      canSeeShowroomCosts: row.canSeeShowroomCosts,
      maxDiscountPercent: Math.floor(row.maxDiscountPercent),
    },
  };
}

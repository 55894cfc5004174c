import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { TEAM_ROLES } from '@stonetool/domain/accounts';
import { between, id, oneOf, percent, timestamps } from './columns';
import { showroomTenantId } from './showrooms';
import { users } from './auth';

/**
 * A person who works for a showroom. `user_id` is null for a member without a login (a designer
 * who never signs in can still be credited with consultations and orders).
 */
export const teamMembers = pgTable(
  'team_members',
  {
    id: id(),
    showroomId: showroomTenantId(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    role: text('role', { enum: TEAM_ROLES }).notNull(),
    /** Hash of the optional 4–6 digit quick PIN (manager overrides); never the PIN itself. */
    pinHash: text('pin_hash'),
    canSeeWholesaleCosts: boolean('can_see_wholesale_costs').notNull().default(false),
    canSeeShowroomCosts: boolean('can_see_showroom_costs').notNull().default(false),
    maxDiscountPercent: percent('max_discount_percent').notNull().default(0),
    /** Removing a member deactivates it, so orders it placed keep their author. */
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    check('team_members_role_check', oneOf(t.role, TEAM_ROLES)),
    check('team_members_max_discount_check', between(t.maxDiscountPercent, 0, 100)),
    check('team_members_email_lower_check', sql`${t.email} = lower(${t.email})`),
    index('team_members_showroom_idx').on(t.showroomId),
    uniqueIndex('team_members_user_unique').on(t.userId),
  ],
);

export type TeamMemberRow = typeof teamMembers.$inferSelect;
export type NewTeamMemberRow = typeof teamMembers.$inferInsert;

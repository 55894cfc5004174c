import type { TPermissions, TShowroomSummary, TTeamMemberContext } from '@stonetool/contracts/auth';
import { displayShowroomType } from '@stonetool/domain/accounts';
import { seesAllShowroomOrders } from '@stonetool/domain/orders/order-visibility';
import { showrooms, type ShowroomRow } from '@stonetool/db/schema/showrooms';
import { teamMembers, type TeamMemberRow } from '@stonetool/db/schema/team';
import { users, type UserRow } from '@stonetool/db/schema/auth';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '@stonetool/db/client';

/**
 * Server-side permissions as `action:entity` strings. The web app mirrors them only to hide what
 * the server would refuse anyway.
 */
export type Permission =
  | 'read:showroom'
  | 'read:showroom-settings'
  | 'read:tax-settings'
  | 'read:catalog'
  | 'read:wholesale-costs'
  | 'read:showroom-costs'
  | 'manage:team'
  | 'manage:showroom-pricing'
  | 'manage:branding'
  | 'update:order-status'
  | 'read:all-orders'
  | 'manage:order-settings'
  | 'manage:supplier-payments'
  | 'manage:accounting'
  | 'manage:targets'
  | 'manage:platform';

export type PrincipalKind = 'platform_admin' | 'showroom_owner' | 'fabricator_owner' | 'team_member';

/** Who is calling: resolved from the session on every authenticated request. */
export interface Principal {
  kind: PrincipalKind;
  userId: string;
  sessionId: string;
  email: string;
  isAdmin: boolean;
  /** The business (showroom or fabricator) every showroom-scoped query is limited to; null for an admin. */
  showroomId: string | null;
  /** Spec 01 section 3 "Current user context": the owner's pseudo context for owners, null for an admin. */
  teamMember: TTeamMemberContext | null;
  isTeamMember: boolean;
  showroom: TShowroomSummary | null;
  permissions: ReadonlySet<Permission>;
  /** The login still has a temporary password; the guards refuse it everywhere but the password change. */
  mustChangePassword: boolean;
}

/** Spec 01 section 3: the owner sees both costs and may discount up to 100 %. */
const ownerPermissions: TPermissions = {
  canSeeWholesaleCosts: true,
  canSeeShowroomCosts: true,
  maxDiscountPercent: 100,
};

export function toShowroomSummary(row: ShowroomRow): TShowroomSummary {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    brand_colors: { primary: row.primaryColor, secondary: row.secondaryColor },
    logo_url: row.logoUrl,
    show_name_under_logo: row.showNameUnderLogo,
    showroom_type: displayShowroomType(row.showroomType),
    expert_mode_enabled: row.expertModeEnabled,
  };
}

function teamMemberContext(member: TeamMemberRow): TTeamMemberContext {
  return {
    id: member.id,
    name: member.name,
    role: member.role,
    permissions: {
      canSeeWholesaleCosts: member.canSeeWholesaleCosts,
      canSeeShowroomCosts: member.canSeeShowroomCosts,
      // Stored with two decimals; the login response carries whole percents.
      maxDiscountPercent: Math.floor(member.maxDiscountPercent),
    },
  };
}

function permissionsFor(
  kind: PrincipalKind,
  context: TTeamMemberContext | null,
  showroom: Pick<ShowroomRow, 'managersSeeAllOrders'> | null,
): Set<Permission> {
  if (kind === 'platform_admin') {
    return new Set<Permission>([
      'manage:platform',
      'manage:showroom-pricing',
      'read:catalog',
      'read:wholesale-costs',
      'read:showroom-costs',
    ]);
  }
  const granted = new Set<Permission>(['read:showroom', 'read:tax-settings', 'read:catalog']);
  if (kind !== 'team_member') {
    // Spec 03 section 6: only the owner reads the showroom's settings and manages its team, pricing
    // branding (name and logo), supplier payments and accounting link; team members only see them.
    granted
      .add('read:showroom-settings')
      .add('manage:team')
      .add('manage:showroom-pricing')
      .add('manage:branding')
      .add('manage:supplier-payments')
      .add('manage:accounting')
      .add('manage:order-settings');
  }
  // Other people's orders carry their customers' names and e-mails (docs/security.md).
  if (context && showroom && seesAllShowroomOrders(context.role, showroom.managersSeeAllOrders)) {
    granted.add('read:all-orders');
  }
  // Orders move on at the owner's or a manager's hand (docs/decisions/046-showroom-orders-the-orders-tab-and-its-api.md, "Showroom orders").
  if (kind !== 'team_member' || context?.role === 'manager') granted.add('update:order-status');
  // Analytics targets are set by the owner or a manager (docs/decisions/063-business-analytics-figures-insights-predictions-and-targets.md, "Business Analytics").
  if (kind !== 'team_member' || context?.role === 'manager') granted.add('manage:targets');
  if (context?.permissions.canSeeWholesaleCosts) granted.add('read:wholesale-costs');
  if (context?.permissions.canSeeShowroomCosts) granted.add('read:showroom-costs');
  return granted;
}

/** The rows a principal is made of (one query reads them; see `membershipOfUser`). */
export interface PrincipalRows {
  user: UserRow;
  /** The login's team_members row, if it has one (at most one: team_members_user_unique). */
  member: TeamMemberRow | null;
  /** The business the login works in: its membership's, else the one on users.showroom_id. */
  showroom: ShowroomRow | null;
}

/**
 * The join conditions that find, beside a `users` row, the login's membership and the business it
 * works in, so a principal takes one query: `.leftJoin(teamMembers, membershipOfUser)` then
 * `.leftJoin(showrooms, showroomOfUser)`.
 */
export const membershipOfUser = eq(teamMembers.userId, users.id);
export const showroomOfUser = eq(showrooms.id, sql`coalesce(${teamMembers.showroomId}, ${users.showroomId})`);

/**
 * Builds the principal of a login. Precedence: a platform admin flag wins; then an active
 * team_members row linked to the login; then the owner of the business on users.showroom_id
 * (a fabricator owner when that business is of type fabricator). A login that is none of these
 * (an inactive team member, a user without a business, a login of a deleted business) has no
 * principal and cannot sign in.
 */
export function principalFrom(
  { user, member, showroom }: PrincipalRows,
  sessionId: string,
): Principal | null {
  if (user.isPlatformAdmin) {
    return {
      kind: 'platform_admin',
      userId: user.id,
      sessionId,
      email: user.email,
      isAdmin: true,
      showroomId: null,
      teamMember: null,
      isTeamMember: false,
      showroom: null,
      permissions: permissionsFor('platform_admin', null, null),
      mustChangePassword: user.mustChangePassword,
    };
  }
  if (!showroom || showroom.deletedAt) return null;
  if (member) {
    if (!member.isActive) return null;
    const context = teamMemberContext(member);
    return {
      kind: 'team_member',
      userId: user.id,
      sessionId,
      email: user.email,
      isAdmin: false,
      showroomId: showroom.id,
      teamMember: context,
      isTeamMember: true,
      showroom: toShowroomSummary(showroom),
      permissions: permissionsFor('team_member', context, showroom),
      mustChangePassword: user.mustChangePassword,
    };
  }
  const kind: PrincipalKind = showroom.showroomType === 'fabricator' ? 'fabricator_owner' : 'showroom_owner';
  const context: TTeamMemberContext = {
    id: null,
    name: 'Owner',
    role: 'owner',
    permissions: ownerPermissions,
  };
  return {
    kind,
    userId: user.id,
    sessionId,
    email: user.email,
    isAdmin: false,
    showroomId: showroom.id,
    teamMember: context,
    isTeamMember: false,
    showroom: toShowroomSummary(showroom),
    permissions: permissionsFor(kind, context, showroom),
    mustChangePassword: user.mustChangePassword,
  };
}

/** The principal of a user row already read (login, token check, password reset, scheduled reports). */
export async function loadPrincipal(
  db: Executor,
  user: UserRow,
  sessionId: string,
): Promise<Principal | null> {
  if (user.isPlatformAdmin) return principalFrom({ user, member: null, showroom: null }, sessionId);
  const [row] = await db
    .select({ member: teamMembers, showroom: showrooms })
    .from(users)
    .leftJoin(teamMembers, membershipOfUser)
    .leftJoin(showrooms, showroomOfUser)
    .where(eq(users.id, user.id));
  return principalFrom({ user, member: row?.member ?? null, showroom: row?.showroom ?? null }, sessionId);
}

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
  return user;
}

/** Who a session belongs to, as the login and verify-token answers both describe them (spec 01 section 3). */
export function signedInAs(principal: Principal) {
  return {
    user: { email: principal.email },
    isAdmin: principal.isAdmin,
    isTeamMember: principal.isTeamMember,
    teamMember: principal.teamMember,
    showroom: principal.showroom,
    mustChangePassword: principal.mustChangePassword,
  };
}

import { TEAM_ROLE_PERMISSIONS, type TeamRole } from '@stonetool/domain/accounts';

/** 'salesperson' → 'Salesperson'. */
export function roleLabel(role: TeamRole): string {
  return role.charAt(0).toUpperCase() + role.slice(1);
}

/** What a role may do, in a line the owner reads before choosing it (packages/domain TEAM_ROLE_PERMISSIONS). */
export function rolePermissionsSummary(role: TeamRole): string {
  const permissions = TEAM_ROLE_PERMISSIONS[role];
  const discount =
    permissions.maxDiscountPercent > 0
      ? `Discounts up to ${permissions.maxDiscountPercent}%`
      : 'No discounts without a manager';
  const costs = permissions.canSeeShowroomCosts ? 'sees showroom costs' : 'sees no costs';
  return `${discount}; ${costs}.`;
}

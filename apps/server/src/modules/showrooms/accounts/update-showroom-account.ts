import type {
  TShowroomChange,
  TUpdateShowroomEnhancedInput,
  TUpdateShowroomEnhancedResponse,
} from '@stonetool/contracts/admin-showroom-accounts';
import type { Transaction } from '@stonetool/db/client';
import { users } from '@stonetool/db/schema/auth';
import { showrooms, type NewShowroomRow, type ShowroomRow } from '@stonetool/db/schema/showrooms';
import { displayShowroomType } from '@stonetool/domain/accounts';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../app-context';
import { findAdminShowroom } from './list-showrooms';
import { hashNewPassword } from '../../auth/passwords';
import { consumeAllRecoveryTokens } from '../../auth/recovery-tokens';
import { revokeUserSessions } from '../../auth/sessions';
import { assertEmailAvailable, insertLogin, rethrowEmailTaken } from '../../team/team-member-rules';
import { findLiveShowroom, findOwnerLogin } from './owner-login';

/** The showroom columns an edit sets, with the change each one makes when it differs. */
function showroomChanges(
  current: ShowroomRow,
  input: TUpdateShowroomEnhancedInput,
): { values: Partial<NewShowroomRow>; changes: TShowroomChange[] } {
  const values: Partial<NewShowroomRow> = {};
  const changes: TShowroomChange[] = [];
  const set = <K extends keyof NewShowroomRow>(
    change: TShowroomChange,
    column: K,
    next: NewShowroomRow[K] | undefined,
  ) => {
    if (next === undefined || next === current[column]) return;
    values[column] = next;
    if (!changes.includes(change)) changes.push(change);
  };
  set('name', 'name', input.name);
  set('email', 'email', input.email);
  set('phone', 'phone', input.phone);
  set('address', 'address', input.address);
  // A legacy type is shown as the type that replaced it; saving the form unchanged keeps it stored.
  if (input.showroom_type && input.showroom_type !== displayShowroomType(current.showroomType)) {
    set('showroom_type', 'showroomType', input.showroom_type);
  }
  set('brand_colors', 'primaryColor', input.brand_colors?.primary);
  set('brand_colors', 'secondaryColor', input.brand_colors?.secondary);
  set('wholesale_tax_enabled', 'wholesaleTaxEnabled', input.wholesale_tax_enabled);
  set('wholesale_tax_rate', 'wholesaleTaxRatePercent', input.wholesale_tax_rate);
  set('is_test', 'isTest', input.is_test);
  return { values, changes };
}

/**
 * POST /api/admin/update-showroom-enhanced (spec 03 sections 4 and 7). A new e-mail is also the
 * owner login's e-mail. A new password replaces the owner's, ends every session of that login and
 * voids its recovery links; since the admin knows it, it is a temporary password again and must be
 * changed at the next sign-in. A showroom without an owner login gets one from a new password.
 * `auth_updated` says the login changed; `changes_made` names what the edit changed.
 */
export async function updateShowroomAccount(
  ctx: AppContext,
  input: TUpdateShowroomEnhancedInput,
): Promise<TUpdateShowroomEnhancedResponse> {
  const passwordHash = input.new_password ? await hashNewPassword(input.new_password) : null;
  const now = ctx.clock.now();
  const { changes, authUpdated } = await ctx.db
    .transaction(async (tx) => {
      const current = await findLiveShowroom(tx, input.id);
      const { values, changes } = showroomChanges(current, input);
      if (changes.length > 0) {
        await tx
          .update(showrooms)
          .set({ ...values, updatedAt: now })
          .where(eq(showrooms.id, current.id));
      }
      const authUpdated = await updateOwnerLogin(tx, current, input.email, passwordHash, now);
      if (passwordHash) changes.push('password');
      return { changes, authUpdated };
    })
    .catch(rethrowEmailTaken);
  const showroom = await findAdminShowroom(ctx.db, input.id);
  if (!showroom) throw new Error('updated showroom not found');
  return { success: true, auth_updated: authUpdated, changes_made: changes, showroom };
}

/** Moves the owner login to the new e-mail and sets the new password; true when the login changed. */
async function updateOwnerLogin(
  tx: Transaction,
  showroom: ShowroomRow,
  email: string | undefined,
  passwordHash: string | null,
  now: Date,
): Promise<boolean> {
  const owner = await findOwnerLogin(tx, showroom.id);
  if (!owner) {
    if (!passwordHash) return false;
    const loginEmail = email ?? showroom.email;
    await assertEmailAvailable(tx, loginEmail, { memberId: null, userId: null }, 'platform-admin');
    const userId = await insertLogin(
      tx,
      showroom.id,
      { name: showroom.name, email: loginEmail },
      passwordHash,
    );
    await tx.update(users).set({ mustChangePassword: true }).where(eq(users.id, userId));
    return true;
  }
  const emailChanged = email !== undefined && email !== owner.email;
  if (!emailChanged && !passwordHash) return false;
  if (emailChanged)
    await assertEmailAvailable(tx, email, { memberId: null, userId: owner.id }, 'platform-admin');
  await tx
    .update(users)
    .set({
      ...(emailChanged ? { email } : {}),
      ...(passwordHash ? { passwordHash, passwordChangedAt: now, mustChangePassword: true } : {}),
      updatedAt: now,
    })
    .where(eq(users.id, owner.id));
  if (passwordHash) {
    await revokeUserSessions(tx, owner.id, 'password_changed', now);
    await consumeAllRecoveryTokens(tx, owner.id, now);
  }
  return true;
}

import type {
  TCreateShowroomAccountInput,
  TCreateShowroomAccountResponse,
} from '@stonetool/contracts/admin-showroom-accounts';
import { users } from '@stonetool/db/schema/auth';
import { defaultBrandColors, showrooms } from '@stonetool/db/schema/showrooms';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../app-context';
import { findAdminShowroom } from './list-showrooms';
import { hashNewPassword, hashPassword } from '../../auth/passwords';
import { generateOpaqueToken } from '../../auth/tokens';
import { assertEmailAvailable, insertLogin, rethrowEmailTaken } from '../../team/team-member-rules';
import { sendWelcomeEmail } from './send-welcome-email';

/**
 * POST /api/admin/create-showroom-account (spec 03 sections 4, 5 and 7): the showroom and its owner
 * login in one transaction. The temporary password must be changed at the first sign-in: until
 * then the login reaches nothing but the password change. The answer repeats the credentials once
 * for the admin's dialog; only the password's hash is stored. With `send_welcome_email` the owner
 * is e-mailed a set-password link in the same transaction (no account without its e-mail).
 */
export async function createShowroomAccount(
  ctx: AppContext,
  input: TCreateShowroomAccountInput,
): Promise<TCreateShowroomAccountResponse> {
  // Hashing takes a fraction of a second: done before the transaction, so no lock waits on it.
  // Without a temporary password the login gets one nobody knows: only the welcome link opens it.
  const passwordHash = input.temporary_password
    ? await hashNewPassword(input.temporary_password)
    : await hashPassword(generateOpaqueToken());
  const colors = input.brand_colors ?? defaultBrandColors;
  const now = ctx.clock.now();
  const created = await ctx.db
    .transaction(async (tx) => {
      await assertEmailAvailable(tx, input.email, { memberId: null, userId: null }, 'platform-admin');
      const [showroom] = await tx
        .insert(showrooms)
        .values({
          name: input.name,
          email: input.email,
          phone: input.phone,
          address: input.address,
          showroomType: input.showroom_type ?? 'tile_stone',
          primaryColor: colors.primary,
          secondaryColor: colors.secondary,
          wholesaleTaxEnabled: input.wholesale_tax_enabled,
          wholesaleTaxRatePercent: input.wholesale_tax_rate,
          isTest: input.is_test,
        })
        .returning({ id: showrooms.id });
      if (!showroom) throw new Error('showroom insert returned no row');
      const userId = await insertLogin(tx, showroom.id, input, passwordHash);
      await tx.update(users).set({ mustChangePassword: true }).where(eq(users.id, userId));
      const welcome = input.send_welcome_email
        ? await sendWelcomeEmail(ctx, tx, { userId, email: input.email, showroomName: input.name }, now)
        : null;
      return { showroomId: showroom.id, welcome };
    })
    .catch(rethrowEmailTaken);
  const showroom = await findAdminShowroom(ctx.db, created.showroomId);
  if (!showroom) throw new Error('created showroom not found');
  return {
    success: true,
    showroom,
    credentials: { email: input.email, temporary_password: input.temporary_password ?? null },
    welcome_email: created.welcome,
  };
}

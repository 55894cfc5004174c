import type {
  TQuoteDepositSettings,
  TUpdateQuoteDepositSettingsRequest,
} from '@stonetool/contracts/quote-links';
import { showrooms } from '@stonetool/db/schema/showrooms';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { AppError } from '../../errors/app-error';
import { activeCardPayments } from '../card-payments/active-card-payments';

/**
 * GET /api/quotes/deposit-settings: the business's deposit percent, and whether card payments are
 * on now (without them accepting asks no deposit, whatever the percent).
 */
export async function getQuoteDepositSettings(
  ctx: AppContext,
  showroomId: string,
): Promise<TQuoteDepositSettings> {
  const [row] = await ctx.db
    .select({ percent: showrooms.quoteDepositPercent })
    .from(showrooms)
    .where(eq(showrooms.id, showroomId));
  if (!row) throw new AppError('NOT_FOUND', 'Business not found');
  return { deposit_percent: row.percent, card_payments_active: (await activeCardPayments(ctx)) !== null };
}

/**
 * PUT /api/quotes/deposit-settings: the owner's deposit percent for quotes accepted from now on; a
 * quote accepted already keeps the deposit fixed when it was signed.
 */
export async function updateQuoteDepositSettings(
  ctx: AppContext,
  showroomId: string,
  request: TUpdateQuoteDepositSettingsRequest,
): Promise<TQuoteDepositSettings> {
  const [row] = await ctx.db
    .update(showrooms)
    .set({ quoteDepositPercent: request.deposit_percent, updatedAt: ctx.clock.now() })
    .where(eq(showrooms.id, showroomId))
    .returning({ id: showrooms.id });
  if (!row) throw new AppError('NOT_FOUND', 'Business not found');
  return getQuoteDepositSettings(ctx, showroomId);
}

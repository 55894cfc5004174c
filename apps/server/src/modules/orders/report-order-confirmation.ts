import type { TOrderConfirmationEmailResponse } from '@stonetool/contracts/orders';
import { mailOutbox, type MailStatus } from '@stonetool/db/schema/mail';
import { orders } from '@stonetool/db/schema/orders';
import { and, eq, inArray, like } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { AppError } from '../../errors/app-error';
import { containsPattern } from '../customers/search-customers';
import { ORDER_MAIL_KINDS } from './order-emails';

/** The web app's warning when a confirmation could not be delivered (spec 01 section 4). */
export const EMAIL_CONFIRMATION_FAILED = 'Email confirmation failed';

/** Where one confirmation stands: delivered, waiting for its first delivery attempt, or failed. */
type ConfirmationState = 'sent' | 'pending' | 'failed';

/**
 * A mail whose delivery attempt failed counts as failed at once, though the worker keeps retrying
 * it for hours: the salesperson is still with the client and should confirm the order another
 * way now. A mail that is missing counts as failed too.
 */
function confirmationState(
  mail: { status: MailStatus; lastError: string | null } | undefined,
): ConfirmationState {
  if (!mail || mail.status === 'failed' || mail.lastError !== null) return 'failed';
  return mail.status === 'sent' ? 'sent' : 'pending';
}

/**
 * POST /api/send-resend with emailType material_order_confirmation. The confirmations were queued
 * in the outbox with the order itself, so this call sends nothing (a second call can never mail
 * the customer twice): it reports, for the caller's showroom's order with that quote number,
 * whether each of the three mails was delivered (`…EmailSent`), and `pending` while one still
 * waits for its first attempt, so the web app asks again. When any of them failed, `error` carries
 * 'Email confirmation failed' for the web app's warning. The mails are found by kind and by the
 * quote number in their subject (quote numbers are unique).
 */
export async function reportOrderConfirmation(
  ctx: AppContext,
  showroomId: string,
  quoteNumber: string,
): Promise<TOrderConfirmationEmailResponse> {
  const [order] = await ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.showroomId, showroomId), eq(orders.quoteNumber, quoteNumber)));
  if (!order) throw new AppError('NOT_FOUND', 'Order not found');
  const mails = await ctx.db
    .select({ kind: mailOutbox.kind, status: mailOutbox.status, lastError: mailOutbox.lastError })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.showroomId, showroomId),
        inArray(mailOutbox.kind, Object.values(ORDER_MAIL_KINDS)),
        like(mailOutbox.subject, containsPattern(quoteNumber)),
      ),
    );
  const stateOf = (kind: string) => confirmationState(mails.find((mail) => mail.kind === kind));
  const states = [
    stateOf(ORDER_MAIL_KINDS.customer),
    stateOf(ORDER_MAIL_KINDS.showroom),
    stateOf(ORDER_MAIL_KINDS.admin),
  ];
  const [customer, showroom, admin] = states;
  return {
    success: true,
    customerEmailSent: customer === 'sent',
    showroomEmailSent: showroom === 'sent',
    adminEmailSent: admin === 'sent',
    adminEmail: ctx.env.platformAdminEmail,
    pending: states.includes('pending'),
    error: states.includes('failed') ? EMAIL_CONFIRMATION_FAILED : null,
  };
}

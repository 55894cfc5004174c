import type { TOrderConfirmationEmailResponse } from '@stonetool/contracts/orders';
import { mailOutbox } from '@stonetool/db/schema/mail';
import { orders } from '@stonetool/db/schema/orders';
import { and, eq, inArray, like } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { AppError } from '../../errors/app-error';
import { containsPattern } from '../customers/search-customers';
import { ORDER_MAIL_KINDS } from './order-emails';

/** The web app's warning when a confirmation could not be delivered (spec 01 section 4). */
export const EMAIL_CONFIRMATION_FAILED = 'Email confirmation failed';

/**
 * POST /api/send-resend with emailType material_order_confirmation. The confirmations were queued
 * in the outbox with the order itself, so this call sends nothing (a second call can never mail
 * the customer twice): it reports, for the caller's showroom's order with that quote number,
 * whether each of the three mails is on its way. Queued, being sent and sent count as sent; a mail
 * the worker gave up on ('failed') or that is missing counts as not sent, and `error` then carries
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
    .select({ kind: mailOutbox.kind, status: mailOutbox.status })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.showroomId, showroomId),
        inArray(mailOutbox.kind, Object.values(ORDER_MAIL_KINDS)),
        like(mailOutbox.subject, containsPattern(quoteNumber)),
      ),
    );
  const onItsWay = (kind: string) => mails.some((mail) => mail.kind === kind && mail.status !== 'failed');
  const customerEmailSent = onItsWay(ORDER_MAIL_KINDS.customer);
  const showroomEmailSent = onItsWay(ORDER_MAIL_KINDS.showroom);
  const adminEmailSent = onItsWay(ORDER_MAIL_KINDS.admin);
  return {
    success: true,
    customerEmailSent,
    showroomEmailSent,
    adminEmailSent,
    adminEmail: ctx.env.platformAdminEmail,
    error: customerEmailSent && showroomEmailSent && adminEmailSent ? null : EMAIL_CONFIRMATION_FAILED,
  };
}

import { randomUUID } from 'node:crypto';
import type { TEmailQuoteResponse, ZEmailQuoteRequest } from '@stonetool/contracts/quotes';
import type { Executor } from '@stonetool/db/client';
import { resolveCustomer } from '@stonetool/domain/estimate/quote-customer';
import { uploadedFiles } from '@stonetool/db/schema/files';
import { showrooms } from '@stonetool/db/schema/showrooms';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { Principal } from '../auth/principal';
import { enqueueMail } from '../mail/enqueue-mail';
import { expertBusinessId } from './expert-business';
import { makeQuotePdf, type QuotePdf } from './make-quote-pdf';
import { QUOTE_VALID_DAYS } from './quote-records';
import { ownRecordsMemberId } from '../customers/own-records';

type EmailQuoteRequest = z.output<typeof ZEmailQuoteRequest>;

const PDF = 'application/pdf';

/**
 * POST /api/quotes/email: the quote PDF stored and e-mailed to the customer as an attachment
 * through the outbox (mailQuotePdf).
 */
export async function emailQuote(
  ctx: AppContext,
  principal: Principal,
  request: EmailQuoteRequest,
): Promise<TEmailQuoteResponse['data']> {
  const showroomId = expertBusinessId(principal);
  const pdf = await makeQuotePdf(ctx, showroomId, {
    memberId: ownRecordsMemberId(principal),
    customer: request.customer_data,
    quoteData: request.quote_data,
    quoteId: request.quote_id,
  });
  const customer = resolveCustomer(request.customer_data);
  const mailId = await mailQuotePdf(ctx, {
    showroomId,
    userId: principal.userId,
    pdf,
    to: customer.email,
    lines: (businessName) => [
      `Dear ${customer.firstName},`,
      '',
      `Thank you for your interest. Your countertop quote #${pdf.quoteNumber} is attached as a PDF.`,
      `It is valid for ${QUOTE_VALID_DAYS} days. Reply to this e-mail with any questions.`,
      '',
      businessName,
    ],
  });
  return { quote_number: pdf.quoteNumber, to: customer.email, filename: pdf.filename, mail_id: mailId };
}

/**
 * The quote PDF put in file storage (uploaded_files, kind 'pdf') and e-mailed as an attachment
 * through the outbox, from the business (Reply-To its address). The file row, the mail and
 * `within` (a caller's own writes, such as a quote link) share one transaction; the file is put
 * in storage first (storage is not transactional) and removed again when that transaction fails,
 * so no mail ever names a missing file.
 */
export async function mailQuotePdf(
  ctx: AppContext,
  input: {
    showroomId: string;
    userId: string;
    pdf: QuotePdf;
    to: string;
    /** The mail's text lines, given the business's name. */
    lines: (businessName: string) => string[];
    within?: (tx: Executor) => Promise<void>;
  },
): Promise<string> {
  const { showroomId, pdf } = input;
  const [business] = await ctx.db
    .select({ name: showrooms.name, email: showrooms.email })
    .from(showrooms)
    .where(eq(showrooms.id, showroomId));
  const businessName = business?.name ?? 'Your fabricator';
  const storageKey = `quotes/${showroomId}/${randomUUID()}/${pdf.filename}`;
  const now = ctx.clock.now();
  await ctx.storage.put(storageKey, pdf.bytes, PDF);
  try {
    return await ctx.db.transaction(async (tx) => {
      await input.within?.(tx);
      await tx.insert(uploadedFiles).values({
        storageKey,
        showroomId,
        kind: 'pdf',
        contentType: PDF,
        sizeBytes: pdf.bytes.length,
        originalName: pdf.filename,
        uploadedByUserId: input.userId,
        createdAt: now,
      });
      return enqueueMail(
        tx,
        {
          kind: 'expert_quote',
          showroomId,
          to: input.to,
          replyTo: business?.email ?? null,
          subject: `Your countertop quote #${pdf.quoteNumber} from ${businessName}`,
          text: input.lines(businessName).join('\n'),
          attachments: [{ storageKey, filename: pdf.filename, contentType: PDF }],
        },
        now,
      );
    });
  } catch (error) {
    await ctx.storage.delete(storageKey);
    throw error;
  }
}

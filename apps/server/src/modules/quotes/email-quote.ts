import { randomUUID } from 'node:crypto';
import type { TEmailQuoteResponse, ZEmailQuoteRequest } from '@stonetool/contracts/quotes';
import { resolveCustomer } from '@stonetool/domain/estimate/quote-customer';
import { uploadedFiles } from '@stonetool/db/schema/files';
import { showrooms } from '@stonetool/db/schema/showrooms';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { Principal } from '../auth/principal';
import { enqueueMail } from '../mail/enqueue-mail';
import { expertBusinessId } from './expert-business';
import { makeQuotePdf } from './make-quote-pdf';
import { QUOTE_VALID_DAYS } from './quote-records';
import { ownRecordsMemberId } from '../customers/own-records';

type EmailQuoteRequest = z.output<typeof ZEmailQuoteRequest>;

const PDF = 'application/pdf';

/**
 * POST /api/quotes/email: the quote PDF stored in file storage (uploaded_files, kind 'pdf') and
 * e-mailed to the customer as an attachment through the outbox. The file row and the mail are
 * written in one transaction; the file is put in storage first (storage is not transactional)
 * and removed again when that transaction fails, so no mail ever names a missing file.
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
  const [business] = await ctx.db
    .select({ name: showrooms.name, email: showrooms.email })
    .from(showrooms)
    .where(eq(showrooms.id, showroomId));
  const businessName = business?.name ?? 'Your fabricator';
  const storageKey = `quotes/${showroomId}/${randomUUID()}/${pdf.filename}`;
  const now = ctx.clock.now();
  await ctx.storage.put(storageKey, pdf.bytes, PDF);
  try {
    const mailId = await ctx.db.transaction(async (tx) => {
      await tx.insert(uploadedFiles).values({
        storageKey,
        showroomId,
        kind: 'pdf',
        contentType: PDF,
        sizeBytes: pdf.bytes.length,
        originalName: pdf.filename,
        uploadedByUserId: principal.userId,
        createdAt: now,
      });
      return enqueueMail(
        tx,
        {
          kind: 'expert_quote',
          showroomId,
          to: customer.email,
          replyTo: business?.email ?? null,
          subject: `Your countertop quote #${pdf.quoteNumber} from ${businessName}`,
          text: [
            `Dear ${customer.firstName},`,
            '',
            `Thank you for your interest. Your countertop quote #${pdf.quoteNumber} is attached as a PDF.`,
            `It is valid for ${QUOTE_VALID_DAYS} days. Reply to this e-mail with any questions.`,
            '',
            businessName,
          ].join('\n'),
          attachments: [{ storageKey, filename: pdf.filename, contentType: PDF }],
        },
        now,
      );
    });
    return { quote_number: pdf.quoteNumber, to: customer.email, filename: pdf.filename, mail_id: mailId };
  } catch (error) {
    await ctx.storage.delete(storageKey);
    throw error;
  }
}

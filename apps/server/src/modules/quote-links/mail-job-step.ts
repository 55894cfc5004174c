import type { Executor } from '@stonetool/db/client';
import type { CustomerRow } from '@stonetool/db/schema/customers';
import { quoteLinks } from '@stonetool/db/schema/quote-links';
import type { QuoteRow } from '@stonetool/db/schema/quotes';
import { showrooms } from '@stonetool/db/schema/showrooms';
import { JOB_STEP_LABELS, type JobStep } from '@stonetool/domain/jobs/job-progress';
import { and, eq, isNull } from 'drizzle-orm';
import { enqueueMail } from '../mail/enqueue-mail';
import { newQuoteLink } from './new-quote-link';

/** What each step means to the client, given its day. */
const STEP_NEWS: Record<JobStep, (day: string) => string> = {
  templated: (day) => `Your countertops were templated on ${day}`,
  fabricating: (day) => `Fabrication of your countertops started on ${day}`,
  installed: (day) => `Your countertops were installed on ${day}`,
};

const dayFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** '2026-11-20' as 'November 20, 2026', the same day in every time zone. */
const dayText = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`));

/**
 * E-mails the client of an accepted quote the job step just recorded (issue 25), through the
 * outbox in the caller's transaction, so the mail exists exactly when the step does: a step
 * recorded twice is refused before anything is written, and of two records racing the one the
 * unique index (quote, step) refuses rolls back with its mail. The mail carries a new link to the
 * client's page (the links made before are stored only as hashes), unless the fabricator withdrew
 * every link of the quote: then none is made and the mail says to ask for one. Answers the address
 * mailed, or null when the quote has no client e-mail (nobody is mailed).
 */
export async function mailJobStep(
  tx: Executor,
  input: {
    publicUrl: string;
    quote: QuoteRow;
    customer: CustomerRow | null;
    step: JobStep;
    date: string;
    recordedByUserId: string;
    now: Date;
  },
): Promise<string | null> {
  const { quote, customer, now } = input;
  const to = customer?.email?.trim();
  if (!customer || !to) return null;
  const [business] = await tx
    .select({ name: showrooms.name, email: showrooms.email })
    .from(showrooms)
    .where(eq(showrooms.id, quote.showroomId));
  const businessName = business?.name ?? 'Your fabricator';
  const [live] = await tx
    .select({ id: quoteLinks.id })
    .from(quoteLinks)
    .where(and(eq(quoteLinks.quoteId, quote.id), isNull(quoteLinks.revokedAt)))
    .limit(1);
  let page: string[];
  if (live && quote.status !== 'cancelled') {
    const link = newQuoteLink(input.publicUrl, quote, input.recordedByUserId, now);
    await link.store(tx);
    page = ["Follow your job's progress on your quote page:", link.url];
  } else {
    page = [`Ask ${businessName} for a link to your quote page to follow your job's progress.`];
  }
  const day = dayText(input.date);
  const named = `#${quote.quoteNumber}${quote.cartName ? ` (${quote.cartName})` : ''}`;
  await enqueueMail(
    tx,
    {
      kind: 'quote_job_step',
      showroomId: quote.showroomId,
      to,
      replyTo: business?.email ?? null,
      subject: `Quote ${quote.quoteNumber}: ${JOB_STEP_LABELS[input.step]} on ${day}`,
      text: [
        `Dear ${customer.firstName},`,
        '',
        `${STEP_NEWS[input.step](day)}, for quote ${named}.`,
        ...page,
        '',
        'Reply to this e-mail with any questions.',
        '',
        businessName,
      ].join('\n'),
    },
    now,
  );
  return to;
}

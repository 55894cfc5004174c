import type { Executor } from '@stonetool/db/client';
import type { CustomerRow } from '@stonetool/db/schema/customers';
import { quoteLinks } from '@stonetool/db/schema/quote-links';
import type { QuoteRow } from '@stonetool/db/schema/quotes';
import { showrooms } from '@stonetool/db/schema/showrooms';
import { JOB_STEP_LABELS, type JobStep, type JobStepDone } from '@stonetool/domain/jobs/job-progress';
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

/** Who is mailed about the job, and on whose behalf. */
interface JobMailInput {
  publicUrl: string;
  quote: QuoteRow;
  customer: CustomerRow | null;
  recordedByUserId: string;
  now: Date;
}

/** "#Q-2026-001042 (Kitchen)": the quote as the client knows it. */
const quoteNamed = (quote: QuoteRow) =>
  `#${quote.quoteNumber}${quote.cartName ? ` (${quote.cartName})` : ''}`;

/**
 * E-mails the client of an accepted quote news of its job through the outbox in the caller's
 * transaction, with a new link to their page (the links made before are stored only as hashes),
 * unless the fabricator withdrew every link of the quote: then none is made and the mail says to
 * ask for one. Answers the address mailed, or null when the quote has no client e-mail (nobody is
 * mailed).
 */
async function mailJobNews(
  tx: Executor,
  input: JobMailInput & { kind: string; subject: string; news: string[] },
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
  await enqueueMail(
    tx,
    {
      kind: input.kind,
      showroomId: quote.showroomId,
      to,
      replyTo: business?.email ?? null,
      subject: input.subject,
      text: [
        `Dear ${customer.firstName},`,
        '',
        ...input.news,
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

/**
 * E-mails the client of an accepted quote the job step just recorded (issue 25), in the
 * transaction that records it, so the mail exists exactly when the step does: a step recorded
 * twice is refused before anything is written, and of two records racing the one the unique index
 * (quote, step) refuses rolls back with its mail.
 */
export function mailJobStep(
  tx: Executor,
  input: JobMailInput & { step: JobStep; date: string },
): Promise<string | null> {
  const day = dayText(input.date);
  return mailJobNews(tx, {
    ...input,
    kind: 'quote_job_step',
    subject: `Quote ${input.quote.quoteNumber}: ${JOB_STEP_LABELS[input.step]} on ${day}`,
    news: [`${STEP_NEWS[input.step](day)}, for quote ${quoteNamed(input.quote)}.`],
  });
}

/**
 * E-mails the client a correction when the fabricator takes back a step recorded by mistake
 * (decision 128), in the transaction that takes it back: the client was mailed the step when it
 * was recorded, so they read that it does not stand and where the job stands now.
 */
export function mailJobStepTakenBack(
  tx: Executor,
  input: JobMailInput & { takenBack: JobStepDone; standing: JobStepDone | null },
): Promise<string | null> {
  const label = JOB_STEP_LABELS[input.takenBack.step];
  const standing = input.standing
    ? `Your job stands at ${JOB_STEP_LABELS[input.standing.step]}, since ${dayText(input.standing.date)}.`
    : 'No step of your job is recorded yet.';
  return mailJobNews(tx, {
    ...input,
    kind: 'quote_job_step_taken_back',
    subject: `Quote ${input.quote.quoteNumber}: correction, ${label} taken back`,
    news: [
      `Our last e-mail about quote ${quoteNamed(input.quote)} said ${label} on ${dayText(input.takenBack.date)}. That was recorded by mistake and has been taken back.`,
      standing,
    ],
  });
}

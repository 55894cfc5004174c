import {
  QUOTE_NOT_ACCEPTED_YET,
  type TJobProgress,
  type TJobProgressEntry,
} from '@stonetool/contracts/quote-links';
import type { Executor } from '@stonetool/db/client';
import { quoteJobSteps } from '@stonetool/db/schema/quote-links';
import { quotes } from '@stonetool/db/schema/quotes';
import {
  JOB_STEP_LABELS,
  JOB_STEPS,
  nextJobStep,
  type JobStepDone,
} from '@stonetool/domain/jobs/job-progress';
import { eq } from 'drizzle-orm';
import { AppError } from '../../errors/app-error';

/** The job steps recorded on a quote, in the order of the job (templated, fabricating, installed). */
export async function jobStepsDone(db: Executor, quoteId: string): Promise<JobStepDone[]> {
  const rows = await db
    .select({ step: quoteJobSteps.step, date: quoteJobSteps.doneOn })
    .from(quoteJobSteps)
    .where(eq(quoteJobSteps.quoteId, quoteId));
  return rows.sort((a, b) => JOB_STEPS.indexOf(a.step) - JOB_STEPS.indexOf(b.step));
}

/** The steps as the client's page and the fabricator's quote show them. */
export function progressView(done: readonly JobStepDone[]): TJobProgressEntry[] {
  return done.map(({ step, date }) => ({ step, label: JOB_STEP_LABELS[step], date }));
}

/** The job's progress as the fabricator reads it: the steps, and the one that may come next. */
export const jobProgress = (
  reviewState: TJobProgress['review_state'],
  done: JobStepDone[],
): TJobProgress => ({
  review_state: reviewState,
  progress: progressView(done),
  next_step: reviewState === 'accepted' ? nextJobStep(done) : null,
});

/**
 * Locks the quote's row for the caller's transaction and reads its steps; a quote the client has
 * not accepted records no step (409). Two changes racing are thus seen one after the other.
 */
export async function lockedJobSteps(tx: Executor, quoteId: string): Promise<JobStepDone[]> {
  const [locked] = await tx
    .select({ reviewState: quotes.reviewState })
    .from(quotes)
    .where(eq(quotes.id, quoteId))
    .for('update');
  if (locked?.reviewState !== 'accepted') throw new AppError('CONFLICT', QUOTE_NOT_ACCEPTED_YET);
  return jobStepsDone(tx, quoteId);
}

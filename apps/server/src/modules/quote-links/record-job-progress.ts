import type { TJobProgress, TJobStep, TRecordedJobStep } from '@stonetool/contracts/quote-links';
import { quoteJobSteps } from '@stonetool/db/schema/quote-links';
import { jobStepProblem, latestToday, nextJobStep } from '@stonetool/domain/jobs/job-progress';
import type { AppContext } from '../../app-context';
import { AppError } from '../../errors/app-error';
import type { Principal } from '../auth/principal';
import { findCallersExpertQuote } from '../quotes/quote-records';
import { jobProgress, jobStepsDone, lockedJobSteps } from './job-progress';
import { mailJobStep } from './mail-job-step';

/** GET /api/quotes/:id/progress: the job's progress on the business's quote, and the step that may come next. */
export async function getJobProgress(
  ctx: AppContext,
  principal: Principal,
  quoteId: string,
): Promise<TJobProgress> {
  const { quote } = await findCallersExpertQuote(ctx.db, principal, quoteId);
  return jobProgress(quote.reviewState, await jobStepsDone(ctx.db, quote.id));
}

/**
 * POST /api/quotes/:id/progress: records the job's next step on the business's quote once the
 * client accepted it (issue 25). Another business's quote reads 'Quote not found' (404); a quote
 * not accepted, a step out of order or recorded before answer 409; a day in the future or before
 * the step before it 400 (jobStepProblem). Without a date the step is dated today in UTC. The
 * quote row is locked while the steps are read and the new one written, so two records racing
 * cannot both pass the order check; the unique index on (quote, step) holds the rest. The client
 * is e-mailed the step with a link to their page in the same transaction (mailJobStep), so a step
 * refused or rolled back mails nobody, and a step is mailed once.
 */
export async function recordJobProgress(
  ctx: AppContext,
  principal: Principal,
  quoteId: string,
  request: { step: TJobStep; date?: string | undefined },
): Promise<TRecordedJobStep> {
  const { quote, customer } = await findCallersExpertQuote(ctx.db, principal, quoteId);
  const now = ctx.clock.now();
  const date = request.date ?? now.toISOString().slice(0, 10);
  const done = await ctx.db.transaction(async (tx) => {
    const steps = await lockedJobSteps(tx, quote.id);
    const problem = jobStepProblem(steps, request.step, date, latestToday(now));
    if (problem !== null) {
      // A step out of turn conflicts with what is recorded; the next step refused is refused for its day.
      throw new AppError(request.step === nextJobStep(steps) ? 'VALIDATION_FAILED' : 'CONFLICT', problem);
    }
    await tx.insert(quoteJobSteps).values({
      showroomId: quote.showroomId,
      quoteId: quote.id,
      step: request.step,
      doneOn: date,
      recordedByUserId: principal.userId,
      createdAt: now,
    });
    const emailedTo = await mailJobStep(tx, {
      publicUrl: ctx.env.publicUrl,
      quote,
      customer,
      step: request.step,
      date,
      recordedByUserId: principal.userId,
      now,
    });
    return { steps: [...steps, { step: request.step, date }], emailedTo };
  });
  return { ...jobProgress('accepted', done.steps), client_emailed_to: done.emailedTo };
}

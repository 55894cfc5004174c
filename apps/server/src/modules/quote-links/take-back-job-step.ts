import type { TJobStep, TRecordedJobStep } from '@stonetool/contracts/quote-links';
import { quoteJobSteps } from '@stonetool/db/schema/quote-links';
import { takeBackProblem } from '@stonetool/domain/jobs/job-progress';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { AppError } from '../../errors/app-error';
import type { Principal } from '../auth/principal';
import { findCallersExpertQuote } from '../quotes/quote-records';
import { jobProgress, lockedJobSteps } from './job-progress';
import { mailJobStepTakenBack } from './mail-job-step';

/**
 * DELETE /api/quotes/:id/progress/:step: takes back the last step recorded on the business's
 * accepted quote, one recorded by mistake (decision 128), so the client's page shows the step
 * before it again. Another business's quote reads 'Quote not found' (404); a quote not accepted,
 * no step recorded, or a step that is not the last recorded answer 409 (takeBackProblem). The
 * quote row is locked as when a step is recorded, so a step recorded meanwhile is seen. The client,
 * e-mailed the step when it was recorded, is e-mailed the correction in the same transaction.
 */
export async function takeBackJobStep(
  ctx: AppContext,
  principal: Principal,
  quoteId: string,
  step: TJobStep,
): Promise<TRecordedJobStep> {
  const { quote, customer } = await findCallersExpertQuote(ctx.db, principal, quoteId);
  const now = ctx.clock.now();
  const done = await ctx.db.transaction(async (tx) => {
    const steps = await lockedJobSteps(tx, quote.id);
    const problem = takeBackProblem(steps, step);
    if (problem !== null) throw new AppError('CONFLICT', problem);
    await tx
      .delete(quoteJobSteps)
      .where(and(eq(quoteJobSteps.quoteId, quote.id), eq(quoteJobSteps.step, step)));
    const left = steps.slice(0, -1);
    const emailedTo = await mailJobStepTakenBack(tx, {
      publicUrl: ctx.env.publicUrl,
      quote,
      customer,
      takenBack: steps[steps.length - 1]!,
      standing: left[left.length - 1] ?? null,
      recordedByUserId: principal.userId,
      now,
    });
    return { steps: left, emailedTo };
  });
  return { ...jobProgress('accepted', done.steps), client_emailed_to: done.emailedTo };
}

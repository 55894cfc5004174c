import type { Executor } from '@stonetool/db/client';
import {
  compareOpportunities,
  EXPIRING_WITHIN_DAYS,
  expiringQuoteOpportunity,
  HIGH_INTENT_MIN_TOUCHES,
  highIntentOpportunity,
  STALLED_AFTER_DAYS,
  STALLED_UNTIL_DAYS,
  stalledConsultationOpportunity,
  type Opportunity,
} from '@stonetool/domain/analytics/opportunities';
import { scaleCents } from '@stonetool/domain/money';
import { expiringQuotes } from './figures/expiring-quotes';
import type { FigureScope } from './figures/figure-scope';
import { highIntentCustomers } from './figures/high-intent-customers';
import { stalledConsultations } from './figures/stalled-consultations';

/** A high-intent customer must have been seen in the last 60 days: older interest has gone cold. */
export const HIGH_INTENT_ACTIVE_DAYS = 60;

export type ShowroomOpportunity = Opportunity & { showroomId: string };

/**
 * Every open opportunity of a scope, most promising first (compareOpportunities): expiring quotes, high-intent customers
 * and stalled consultations, read from the real quotes, consultations and orders.
 */
export async function findOpportunities(
  db: Executor,
  scope: FigureScope,
  now: Date,
): Promise<ShowroomOpportunity[]> {
  const [expiring, highIntent, stalled] = await Promise.all([
    expiringQuotes(db, scope, now, EXPIRING_WITHIN_DAYS),
    highIntentCustomers(db, scope, now, HIGH_INTENT_MIN_TOUCHES, HIGH_INTENT_ACTIVE_DAYS),
    stalledConsultations(db, scope, now, STALLED_AFTER_DAYS, STALLED_UNTIL_DAYS),
  ]);
  // The admin's year holds tens of thousands: each opportunity is given its showroom in place
  // rather than copied into a new object.
  const inShowroom = (opportunity: Opportunity, row: { showroomId: string }): ShowroomOpportunity =>
    Object.assign(opportunity, { showroomId: row.showroomId });
  return [
    ...expiring.map((row) => inShowroom(expiringQuoteOpportunity(row), row)),
    ...highIntent.map((row) => inShowroom(highIntentOpportunity(row), row)),
    ...stalled.map((row) => inShowroom(stalledConsultationOpportunity(row), row)),
  ].sort(compareOpportunities);
}

/** An opportunity as the API answers it: potential value in whole dollars (spec 03 section 9). */
export function opportunityAnswer(opportunity: Opportunity) {
  return {
    id: opportunity.id,
    type: opportunity.type,
    priority: opportunity.priority,
    title: opportunity.title,
    message: opportunity.message,
    suggestedAction: opportunity.suggestedAction,
    customer: opportunity.customer,
    potentialValue: scaleCents(opportunity.potentialValueCents, [], [100]),
    daysInPipeline: opportunity.daysInPipeline,
    quoteNumber: opportunity.quoteNumber,
  };
}

/** An opportunity as the admin's calls answer it: with the name of its showroom. */
export function adminOpportunityAnswer(opportunity: ShowroomOpportunity, nameOf: Map<string, string>) {
  return { ...opportunityAnswer(opportunity), showroomName: nameOf.get(opportunity.showroomId) ?? '' };
}

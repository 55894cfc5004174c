import { countLabel } from './count-label';
import { formatUsd } from './money';

export const FABRICATION_LEAD_STATUSES = ['new', 'contacted', 'completed'] as const;
export type FabricationLeadStatus = (typeof FABRICATION_LEAD_STATUSES)[number];

/**
 * A lead moves forward one step at a time (spec 03 section 4): Mark Contacted takes a new lead to
 * contacted, Mark Complete a contacted lead to completed. Nothing moves back, and a completed lead
 * stays completed.
 */
export function canMoveLead(from: FabricationLeadStatus, to: FabricationLeadStatus): boolean {
  return (from === 'new' && to === 'contacted') || (from === 'contacted' && to === 'completed');
}

/** Sending a lead to a fabricator marks a new lead contacted; a lead further on keeps its status. */
export function statusAfterSending(status: FabricationLeadStatus): FabricationLeadStatus {
  return status === 'new' ? 'contacted' : status;
}

/** What the client pays for a stone of a lead, as the lead lists it: '$2,900.00 for 2 slabs'. */
export function leadStonePricing(lineTotalCents: number, slabs: number): string {
  return `${formatUsd(lineTotalCents)} for ${countLabel(slabs, 'slab')}`;
}

/** The lead e-mail's closing line (spec 03 section 9: fabricators contact the customer within 24-48 hours). */
export const LEAD_CONTACT_LINE = 'Please contact the customer within 24-48 hours.';

/**
 * The message the Send Lead dialog starts with. The mail puts the lead's details and
 * LEAD_CONTACT_LINE after it, so it does not give the 24-48 hours a second time.
 */
export function leadMessageText(lead: { customer_name: string; showroom_name: string }): string {
  return `${lead.customer_name} ordered stone at ${lead.showroom_name} and would like it fabricated: please measure and quote.`;
}

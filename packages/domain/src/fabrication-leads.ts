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
  return `${formatUsd(lineTotalCents)} for ${slabs} slab${slabs === 1 ? '' : 's'}`;
}

import type { TFabricationLead } from '@stonetool/contracts/admin-fabrication-leads';

/** The subject the Send Lead modal starts with. */
export function leadSubject(lead: TFabricationLead): string {
  return `Fabrication lead: ${lead.customer_name}${lead.quote_number ? ` (${lead.quote_number})` : ''}`;
}

/** The message the Send Lead modal starts with; the lead's details follow it in the mail. */
export function leadMessage(lead: TFabricationLead): string {
  return `${lead.customer_name} ordered stone at ${lead.showroom_name} and would like it fabricated. Please contact them within 24-48 hours to measure and quote.`;
}

/** The first two stones of a lead and '+N more' for the rest (spec 03 section 2). */
export function stonesSummary(lead: TFabricationLead): string {
  const names = lead.stones.slice(0, 2).map((stone) => `${stone.brand} ${stone.color}`);
  const more = lead.stones.length - 2;
  return more > 0 ? `${names.join(', ')} +${more} more` : names.join(', ');
}

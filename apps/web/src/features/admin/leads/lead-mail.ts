import type { TFabricationLead } from '@stonetool/contracts/admin-fabrication-leads';

/** The subject the Send Lead modal starts with. */
export function leadSubject(lead: TFabricationLead): string {
  return `Fabrication lead: ${lead.customer_name}${lead.quote_number ? ` (${lead.quote_number})` : ''}`;
}

/** The first two stones of a lead and '+N more' for the rest (spec 03 section 2). */
export function stonesSummary(lead: TFabricationLead): string {
  const names = lead.stones.slice(0, 2).map((stone) => `${stone.brand} ${stone.color}`);
  const more = lead.stones.length - 2;
  return more > 0 ? `${names.join(', ')} +${more} more` : names.join(', ');
}

import type { TFabricationLead, TSendLeadRequest } from '@stonetool/contracts/admin-fabrication-leads';
import type { Database } from '@stonetool/db/client';
import { fabricationLeads } from '@stonetool/db/schema/leads';
import { LEAD_CONTACT_LINE, statusAfterSending } from '@stonetool/domain/fabrication-leads';
import { dollarsToCents, formatUsd } from '@stonetool/domain/money';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../clock';
import { enqueueMail } from '../mail/enqueue-mail';
import { findFabricationLead } from './list-fabrication-leads';

/**
 * POST /api/admin/send-lead-to-fabricator: e-mails the lead to a fabricator partner (the admin's
 * subject and message, then the lead's details) and marks a new lead contacted, in one
 * transaction with the outbox row, so a lead is never marked sent without its mail.
 */
export async function sendLeadToFabricator(
  db: Database,
  clock: Clock,
  request: TSendLeadRequest,
): Promise<TFabricationLead> {
  const lead = await findFabricationLead(db, request.leadId);
  const now = clock.now();
  await db.transaction(async (tx) => {
    await enqueueMail(
      tx,
      {
        kind: 'fabrication_lead',
        to: request.fabricatorEmail,
        subject: request.customSubject,
        text: leadMailText(lead, request),
      },
      now,
    );
    await tx
      .update(fabricationLeads)
      .set({
        status: statusAfterSending(lead.status),
        sentToFabricatorEmail: request.fabricatorEmail,
        sentToFabricatorName: request.fabricatorName,
        sentAt: now,
        updatedAt: now,
      })
      .where(eq(fabricationLeads.id, lead.id));
  });
  return findFabricationLead(db, lead.id);
}

/** The mail's text: the admin's message, then who the customer is and what they ordered. */
function leadMailText(lead: TFabricationLead, request: TSendLeadRequest): string {
  return [
    `Hello ${request.fabricatorName},`,
    '',
    request.customMessage,
    '',
    'Lead details',
    `Customer: ${lead.customer_name}`,
    `E-mail: ${lead.customer_email}`,
    ...(lead.customer_phone ? [`Phone: ${lead.customer_phone}`] : []),
    `Showroom: ${lead.showroom_name}`,
    ...(lead.quote_number ? [`Order: ${lead.quote_number}`] : []),
    'Stones:',
    ...lead.stones.map((stone) => `- ${stone.brand} ${stone.color} (${stone.type}): ${stone.pricing}`),
    `Order total: ${formatUsd(dollarsToCents(lead.order_total))}`,
    '',
    LEAD_CONTACT_LINE,
  ].join('\n');
}

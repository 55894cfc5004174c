import type { TFabricationLead } from '@stonetool/contracts/admin-fabrication-leads';
import type { Executor } from '@stonetool/db/client';
import { fabricationLeads } from '@stonetool/db/schema/leads';
import { orders } from '@stonetool/db/schema/orders';
import { showrooms } from '@stonetool/db/schema/showrooms';
import { centsToDollars } from '@stonetool/domain/money';
import { desc, eq, type SQL } from 'drizzle-orm';
import { AppError } from '../../errors/app-error';

/**
 * GET /api/admin/fabrication-leads: every showroom's leads (or those `where` picks) with their
 * showroom's name and order number, newest first; the screen filters by status.
 */
export async function listFabricationLeads(db: Executor, where?: SQL): Promise<TFabricationLead[]> {
  const rows = await db
    .select({ lead: fabricationLeads, showroomName: showrooms.name, quoteNumber: orders.quoteNumber })
    .from(fabricationLeads)
    .innerJoin(showrooms, eq(showrooms.id, fabricationLeads.showroomId))
    .leftJoin(orders, eq(orders.id, fabricationLeads.orderId))
    .where(where)
    .orderBy(desc(fabricationLeads.createdAt), desc(fabricationLeads.id));
  return rows.map(({ lead, showroomName, quoteNumber }) => ({
    id: lead.id,
    customer_name: lead.customerName,
    customer_email: lead.customerEmail,
    customer_phone: lead.customerPhone,
    showroom_name: showroomName,
    stones: lead.stones,
    order_total: centsToDollars(lead.orderTotalCents),
    quote_number: quoteNumber,
    status: lead.status,
    created_at: lead.createdAt.toISOString(),
    updated_at: lead.updatedAt.toISOString(),
    notes: lead.notes,
    sent_to_fabricator_name: lead.sentToFabricatorName,
    sent_to_fabricator_email: lead.sentToFabricatorEmail,
    sent_at: lead.sentAt?.toISOString() ?? null,
  }));
}

/** One lead by id, or 'Lead not found' (404). */
export async function findFabricationLead(db: Executor, id: string): Promise<TFabricationLead> {
  const [lead] = await listFabricationLeads(db, eq(fabricationLeads.id, id));
  if (!lead) throw new AppError('NOT_FOUND', 'Lead not found');
  return lead;
}

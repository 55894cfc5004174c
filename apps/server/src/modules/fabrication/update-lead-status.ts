import type {
  TFabricationLead,
  TUpdateLeadStatusRequest,
} from '@stonetool/contracts/admin-fabrication-leads';
import type { Database } from '@stonetool/db/client';
import { fabricationLeads } from '@stonetool/db/schema/leads';
import { canMoveLead } from '@stonetool/domain/fabrication-leads';
import { and, eq } from 'drizzle-orm';
import type { Clock } from '../../clock';
import { AppError } from '../../errors/app-error';
import { findFabricationLead } from './list-fabrication-leads';

/**
 * POST /api/admin/fabrication-leads/update-status: Mark Contacted or Mark Complete. The move is
 * checked against the status the row holds when it is written, so two admins clicking at once
 * cannot skip a step: the second is refused.
 */
export async function updateLeadStatus(
  db: Database,
  clock: Clock,
  request: TUpdateLeadStatusRequest,
): Promise<TFabricationLead> {
  const lead = await findFabricationLead(db, request.leadId);
  if (!canMoveLead(lead.status, request.status)) {
    throw new AppError('CONFLICT', `A ${lead.status} lead cannot be marked ${request.status}`);
  }
  const moved = await db
    .update(fabricationLeads)
    .set({ status: request.status, updatedAt: clock.now() })
    .where(and(eq(fabricationLeads.id, lead.id), eq(fabricationLeads.status, lead.status)))
    .returning({ id: fabricationLeads.id });
  if (moved.length === 0) throw new AppError('CONFLICT');
  return findFabricationLead(db, lead.id);
}

import type {
  TSalesConsultationRequest,
  TSalesConsultationResponse,
} from '@stonetool/contracts/consultations';
import { consultations, customers } from '@stonetool/db/schema/customers';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import type { Principal } from '../auth/principal';
import { resolveSalesperson } from './resolve-salesperson';

/**
 * POST /api/sales-consultations: records a Material Mode consultation and who ran it, one row per
 * (showroom, sessionId); each save replaces what was viewed, compared and done. Rules:
 * - the client is linked to the showroom's customer with the same e-mail when one exists (clients
 *   become customers when a cart, comparison or order is saved for them, not by browsing);
 * - who started it (`started_by_user_id`) and when are kept from the first save;
 * - once an order is placed the record stays `order_placed` and `completed`, whatever a later
 *   save from a stale tab says.
 */
export async function recordConsultation(
  ctx: AppContext,
  principal: Principal,
  showroomId: string,
  input: TSalesConsultationRequest,
): Promise<TSalesConsultationResponse['data']> {
  const now = ctx.clock.now();
  const salesperson = await resolveSalesperson(ctx.db, principal, showroomId, input.salesperson_id);
  const email = input.client?.email?.trim().toLowerCase();
  const [customer] = email
    ? await ctx.db
        .select({ id: customers.id })
        .from(customers)
        .where(and(eq(customers.showroomId, showroomId), eq(customers.email, email)))
    : [];
  const orderPlaced = input.orderPlaced ?? false;
  const values = {
    showroomId,
    sessionKey: input.sessionId,
    customerId: customer?.id ?? null,
    salespersonId: salesperson.id,
    startedByUserId: principal.userId,
    client: input.client ?? null,
    stonesViewed: input.stonesViewed,
    stonesCompared: input.stonesCompared,
    interactions: input.interactions,
    status: orderPlaced ? ('completed' as const) : (input.status ?? 'active'),
    source: input.source ?? 'in_person_consultation',
    orderPlaced,
    sessionStart: now,
    sessionEnd: input.sessionEnd ? new Date(input.sessionEnd) : null,
    createdAt: now,
    updatedAt: now,
  };
  const [row] = await ctx.db
    .insert(consultations)
    .values(values)
    .onConflictDoUpdate({
      target: [consultations.showroomId, consultations.sessionKey],
      set: {
        customerId: sql.raw(`coalesce(excluded."customer_id", "consultations"."customer_id")`),
        salespersonId: values.salespersonId,
        client: values.client,
        stonesViewed: values.stonesViewed,
        stonesCompared: values.stonesCompared,
        interactions: values.interactions,
        status: sql.raw(
          `case when "consultations"."order_placed" then 'completed' else excluded."status" end`,
        ),
        source: values.source,
        orderPlaced: sql.raw(`"consultations"."order_placed" or excluded."order_placed"`),
        sessionEnd: sql.raw(`coalesce(excluded."session_end", "consultations"."session_end")`),
        updatedAt: now,
      },
    })
    .returning({ id: consultations.id, salespersonId: consultations.salespersonId });
  if (!row) throw new Error('consultation upsert returned no row');
  return { id: row.id, sessionId: input.sessionId, salesperson_id: row.salespersonId };
}

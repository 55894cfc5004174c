import {
  NO_CLIENT_EMAIL,
  type TSaveComparisonRequest,
  type TSaveComparisonResponse,
} from '@stonetool/contracts/consultations';
import { ZEmail } from '@stonetool/contracts/common';
import { nextReferenceNumber } from '@stonetool/db/reference-number';
import { stones } from '@stonetool/db/schema/catalog';
import { consultations } from '@stonetool/db/schema/customers';
import { comparisons } from '@stonetool/db/schema/quotes';
import { showrooms } from '@stonetool/db/schema/showrooms';
import { formatUsd } from '@stonetool/domain/money';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { AppError } from '../../errors/app-error';
import type { Principal } from '../auth/principal';
import { stoneIdentity, type StoneIdentity } from '../catalog/stones/stone-identity';
import { upsertCustomer } from '../customers/upsert-customer';
import { enqueueMail } from '../mail/enqueue-mail';
import { loadShowroomPricing } from '../pricing/showroom-pricing';
import { resolveSalesperson } from './resolve-salesperson';

/** One compared stone as stored and mailed: the catalog's names and the client price per slab now. */
interface ComparedStone extends StoneIdentity {
  slab_width: number;
  slab_height: number;
  client_price_cents: number | null;
}

/**
 * POST /api/save-comparison: stores the comparison under its own reference number ('C-2026-…')
 * and, in the same transaction, queues an e-mail of it to the client. Rules:
 * - the client's e-mail comes from consultationData.client; without one the call is refused with
 *   the spec's message and nothing is stored;
 * - names and prices come from the catalog priced for the showroom, never from the request, so
 *   a client is never mailed a price the showroom does not charge; a stone the showroom cannot
 *   see is 'Stone not found';
 * - the client becomes (or updates) a customer of the showroom when the names are known, and the
 *   comparison is linked to the consultation with the same sessionId when there is one.
 */
export async function saveComparison(
  ctx: AppContext,
  principal: Principal,
  showroomId: string,
  input: TSaveComparisonRequest,
): Promise<TSaveComparisonResponse['data']> {
  const now = ctx.clock.now();
  const client = input.consultationData?.client ?? null;
  const rawEmail = client?.email?.trim();
  if (!rawEmail) throw new AppError('VALIDATION_FAILED', NO_CLIENT_EMAIL);
  const email = ZEmail.parse(rawEmail);

  const salesperson = await resolveSalesperson(ctx.db, principal, showroomId, input.salesperson_id);
  const ids = [...new Set(input.stones.map((stone) => stone.id))];
  const [rows, pricing, [showroom]] = await Promise.all([
    ctx.db.select().from(stones).where(inArray(stones.id, ids)),
    loadShowroomPricing(ctx.db, showroomId),
    ctx.db.select().from(showrooms).where(eq(showrooms.id, showroomId)),
  ]);
  if (!showroom) throw new AppError('NOT_FOUND', 'Showroom not found');
  const byId = new Map(rows.map((row) => [row.id, row]));
  const compared: ComparedStone[] = ids.map((id) => {
    const stone = byId.get(id);
    if (!stone || pricing.isBrandHidden(stone.brand))
      throw new AppError('VALIDATION_FAILED', 'Stone not found');
    return {
      ...stoneIdentity(stone),
      slab_width: stone.slabWidthIn,
      slab_height: stone.slabHeightIn,
      client_price_cents: pricing.priceOf(stone)?.clientCents ?? null,
    };
  });
  const sessionKey = input.sessionId ?? input.consultationData?.sessionId ?? null;

  return ctx.db.transaction(async (tx) => {
    const customer =
      client?.firstName && client.lastName
        ? await upsertCustomer(
            tx,
            showroomId,
            { ...client, firstName: client.firstName, lastName: client.lastName, email },
            now,
          )
        : null;
    const [consultation] = sessionKey
      ? await tx
          .select({ id: consultations.id })
          .from(consultations)
          .where(and(eq(consultations.showroomId, showroomId), eq(consultations.sessionKey, sessionKey)))
      : [];
    const referenceNumber = await nextReferenceNumber(tx, 'C', now);
    const [row] = await tx
      .insert(comparisons)
      .values({
        showroomId,
        referenceNumber,
        consultationId: consultation?.id ?? null,
        customerId: customer?.id ?? null,
        salespersonId: salesperson.id,
        createdByUserId: principal.userId,
        stones: compared,
        stonesCount: compared.length,
        createdAt: now,
      })
      .returning({ id: comparisons.id });
    if (!row) throw new Error('comparison insert returned no row');
    await enqueueMail(
      tx,
      {
        kind: 'stone_comparison',
        showroomId,
        to: email,
        replyTo: showroom.email,
        subject: `Your stone comparison from ${showroom.name} (${referenceNumber})`,
        text: comparisonText(client?.firstName ?? '', showroom.name, referenceNumber, compared),
      },
      now,
    );
    return { id: row.id, quoteNumber: referenceNumber, stonesCount: compared.length };
  });
}

/** The comparison e-mail: each stone with its price per slab, the cheapest marked 'Lowest Price'. */
export function comparisonText(
  firstName: string,
  showroomName: string,
  referenceNumber: string,
  compared: readonly ComparedStone[],
): string {
  const prices = compared.flatMap((stone) => (stone.client_price_cents ? [stone.client_price_cents] : []));
  const lowest = prices.length > 0 ? Math.min(...prices) : null;
  const lines = compared.map((stone) => {
    const price = stone.client_price_cents
      ? `${formatUsd(stone.client_price_cents)} per slab`
      : 'Price on request';
    const marker =
      stone.client_price_cents !== null && stone.client_price_cents === lowest ? ' (Lowest Price)' : '';
    return `- ${stone.brand} ${stone.color}: ${stone.type}, ${stone.thickness}, ${stone.finish}, ${stone.slab_width} x ${stone.slab_height} in — ${price}${marker}`;
  });
  return [
    `${firstName ? `Hello ${firstName},` : 'Hello,'}`,
    '',
    `Here are the stones you compared at ${showroomName} (reference ${referenceNumber}):`,
    '',
    ...lines,
    '',
    'Reply to this e-mail with any questions.',
    showroomName,
  ].join('\n');
}
